import { and, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { technicianDaysOff } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { lockTechnician } from "./lock-technician.server";
import { isCalendarDate } from "./team-schemas";

/** Gives a day off back to the technician's weekly hours. A date that is not one of their days off is NOT_FOUND. */
export async function removeDayOff(input: {
  actor: { id: string };
  technicianId: string;
  day: string;
}): Promise<{ technicianId: string; name: string; day: string }> {
  if (!isCalendarDate(input.day)) throw new AppError("NOT_FOUND", `No day off ${input.day}`);
  const db = await database();
  return db.transaction(async (tx) => {
    const technician = await lockTechnician(tx, input.technicianId);
    const removed = await tx
      .delete(technicianDaysOff)
      .where(and(eq(technicianDaysOff.technicianId, technician.id), eq(technicianDaysOff.day, input.day)))
      .returning({ day: technicianDaysOff.day });
    if (removed.length === 0) throw new AppError("NOT_FOUND", `No day off ${input.day} for ${technician.id}`);
    await recordAudit(tx, {
      actor: input.actor,
      action: "technician.day-off-remove",
      entity: "technician",
      entityId: technician.id,
      details: { name: technician.name, day: input.day },
    });
    return { technicianId: technician.id, name: technician.name, day: input.day };
  });
}
