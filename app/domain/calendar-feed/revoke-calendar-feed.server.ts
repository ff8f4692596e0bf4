import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { technicians } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { lockTechnician } from "~/domain/team/lock-technician.server";

/**
 * Staff revoke a technician's calendar feed (a lost phone, someone who left): the stored hash is dropped, so the old
 * address answers 404 from now on; the technician can make a new one on /tech/calendar while they have a login.
 * Revoking when there is no feed changes nothing and is not an error (two staff may click at once).
 */
export async function revokeCalendarFeed(input: {
  actor: { id: string };
  technicianId: string;
}): Promise<{ technicianId: string; name: string; revoked: boolean }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const technician = await lockTechnician(tx, input.technicianId);
    const revoked = technician.calendarFeedTokenHash !== null;
    if (revoked) {
      await tx
        .update(technicians)
        .set({ calendarFeedTokenHash: null, updatedAt: new Date() })
        .where(eq(technicians.id, technician.id));
      await recordAudit(tx, {
        actor: input.actor,
        action: "technician.calendar-feed-revoke",
        entity: "technician",
        entityId: technician.id,
        details: { name: technician.name },
      });
    }
    return { technicianId: technician.id, name: technician.name, revoked };
  });
}
