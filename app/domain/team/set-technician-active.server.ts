import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { technicians } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { lockTechnician } from "./lock-technician.server";

/**
 * Activates or deactivates a technician: an inactive one keeps their visits' history and login row but is offered
 * no more bookings. How staff part with a technician who has visits.
 */
export async function setTechnicianActive(input: {
  actor: { id: string };
  technicianId: string;
  active: boolean;
}): Promise<{ id: string; name: string; active: boolean }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const technician = await lockTechnician(tx, input.technicianId);
    if (technician.active !== input.active) {
      await tx
        .update(technicians)
        .set({ active: input.active, updatedAt: new Date() })
        .where(eq(technicians.id, technician.id));
      await recordAudit(tx, {
        actor: input.actor,
        action: input.active ? "technician.activate" : "technician.deactivate",
        entity: "technician",
        entityId: technician.id,
        details: { name: technician.name },
      });
    }
    return { id: technician.id, name: technician.name, active: input.active };
  });
}
