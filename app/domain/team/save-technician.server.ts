import { and, eq, ne, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { listZones } from "~/domain/zones/list-zones.server";
import { lockTechnician } from "./lock-technician.server";
import { TechnicianSchema, technicianFieldErrors, type Technician } from "./team-schemas";

/**
 * Adds a technician (no `technicianId`) or changes one, from the Team screen's form. Bad input is BAD_INPUT with one
 * message key per field: a zone that is not a zone of zone_zip_codes, an e-mail another technician has, or a new
 * e-mail while the technician has a login (the login is that address; remove it first). An unknown id is NOT_FOUND.
 */
export async function saveTechnician(input: {
  actor: { id: string };
  technicianId?: string | null;
  input: unknown;
}): Promise<{ id: string; name: string; created: boolean }> {
  const parsed = TechnicianSchema.safeParse(input.input);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The technician has invalid fields", technicianFieldErrors(parsed.error));
  const technician: Technician = parsed.data;
  const db = await database();
  return db.transaction(async (tx) => {
    const before = input.technicianId ? await lockTechnician(tx, input.technicianId) : null;
    const zones = new Set((await listZones({ executor: tx })).map((zone) => zone.name));
    if (technician.zones.some((zone) => !zones.has(zone)))
      throw new AppError("BAD_INPUT", "A zone the technician covers is not a booking zone", { zones: "zoneUnknown" });
    await refuseTakenEmail(tx, technician.email, before?.id ?? null);
    if (!before) {
      const [created] = await tx.insert(technicians).values(technician).returning({ id: technicians.id });
      await recordAudit(tx, {
        actor: input.actor,
        action: "technician.create",
        entity: "technician",
        entityId: created!.id,
        details: { name: technician.name, email: technician.email },
      });
      return { id: created!.id, name: technician.name, created: true };
    }
    if (before.userId && before.email !== technician.email)
      throw new AppError("BAD_INPUT", "The e-mail of a technician with a login is the login's", {
        email: "emailHasLogin",
      });
    await tx
      .update(technicians)
      .set({ ...technician, updatedAt: new Date() })
      .where(eq(technicians.id, before.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: "technician.update",
      entity: "technician",
      entityId: before.id,
      details: { name: technician.name, active: technician.active },
    });
    return { id: before.id, name: technician.name, created: false };
  });
}

/** Two technicians never share an address: a login is given to one of them by it. */
async function refuseTakenEmail(tx: Transaction, email: string, ownId: string | null): Promise<void> {
  const sameEmail = sql`lower(${technicians.email}) = ${email}`;
  const [taken] = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .where(ownId ? and(sameEmail, ne(technicians.id, ownId)) : sameEmail)
    .limit(1);
  if (taken) throw new AppError("BAD_INPUT", "Another technician has this e-mail", { email: "emailTaken" });
}
