import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { actingTechnician } from "./acting-technician.server";
import type { TechnicianVisit } from "./technician-visit";
import { readTechnicianVisits } from "./technician-visit-rows.server";
import { technicianWindow } from "./technician-window";

/**
 * One visit of the acting technician's window (the visit page, issue 35). Another technician's visit, one outside
 * today..today+7, a pending or cancelled one, or an id that is not one: NOT_FOUND.
 */
export async function getTechnicianVisit(input: {
  user: { id: string };
  appointmentId: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<TechnicianVisit> {
  const id = z.uuid().safeParse(input.appointmentId);
  if (!id.success) throw new AppError("NOT_FOUND", "No such visit");
  const db = input.executor ?? (await database());
  const technician = await actingTechnician(input.user, db);
  const window = technicianWindow(input.now ?? new Date());
  const [visit] = await readTechnicianVisits(db, {
    technicianId: technician.id,
    start: window.start,
    end: window.end,
    appointmentId: id.data,
  });
  if (!visit) throw new AppError("NOT_FOUND", `Visit ${id.data} is not this technician's in their window`);
  return visit;
}
