import { database } from "~/db/database.server";
import { technicianDaysOff } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { lockTechnician } from "./lock-technician.server";
import { DayOffSchema } from "./team-schemas";

/**
 * Marks a date (business calendar) as a technician's day off: no booking is offered with them that day. A date they
 * already have off is a field error (`dayTaken`), not a second row.
 */
export async function addDayOff(input: {
  actor: { id: string };
  technicianId: string;
  input: unknown;
}): Promise<{ technicianId: string; name: string; day: string }> {
  const parsed = DayOffSchema.safeParse(input.input);
  if (!parsed.success) throw new AppError("BAD_INPUT", "Not a date", { day: "dayInvalid" });
  const { day } = parsed.data;
  const db = await database();
  return db.transaction(async (tx) => {
    const technician = await lockTechnician(tx, input.technicianId);
    const added = await tx
      .insert(technicianDaysOff)
      .values({ technicianId: technician.id, day })
      .onConflictDoNothing()
      .returning({ day: technicianDaysOff.day });
    if (added.length === 0) throw new AppError("BAD_INPUT", `Already a day off: ${day}`, { day: "dayTaken" });
    await recordAudit(tx, {
      actor: input.actor,
      action: "technician.day-off-add",
      entity: "technician",
      entityId: technician.id,
      details: { name: technician.name, day },
    });
    return { technicianId: technician.id, name: technician.name, day };
  });
}
