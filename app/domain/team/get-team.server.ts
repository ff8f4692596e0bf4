import { AppError } from "~/domain/app-error";
import { listTechnicians, type TechnicianRow } from "./list-technicians.server";
import { listZones } from "~/domain/zones/list-zones.server";

export type TeamScreen = {
  technicians: TechnicianRow[];
  zones: string[];
  /** The technician whose form is open (`?technician=<id>`), "new" for the add form, or null. */
  open: TechnicianRow | "new" | null;
};

/**
 * The Team screen: every technician, the zones they may cover, and the one whose form is open. An id in the address
 * that names no technician is NOT_FOUND (the not-found page), never an empty form.
 */
export async function getTeam(input: { actor: { id: string }; open: string | null }): Promise<TeamScreen> {
  const [technicians, zoneRows] = await Promise.all([listTechnicians({ actor: input.actor }), listZones()]);
  const zones = zoneRows.map((zone) => zone.name);
  if (input.open === null || input.open === "") return { technicians, zones, open: null };
  if (input.open === "new") return { technicians, zones, open: "new" };
  const open = technicians.find((technician) => technician.id === input.open);
  if (!open) throw new AppError("NOT_FOUND", `No technician ${input.open}`);
  return { technicians, zones, open };
}
