import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { publicOrigin } from "~/config/public-origin.server";
import { database } from "~/db/database.server";
import { technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { calendarFeedPath, newCalendarFeedToken } from "./calendar-feed-token.server";

/**
 * Gives the signed-in technician a new private calendar-feed address, and so revokes the one they had: only the new
 * secret's hash is stored, in the same update that drops the old. The address is answered once; it cannot be shown
 * again (the secret is not kept), so a lost one is renewed. A login with no technician record is NOT_FOUND.
 */
export async function renewCalendarFeed(input: { user: Pick<SessionUser, "id"> }): Promise<{ url: string }> {
  const db = await database();
  const { token, hash } = newCalendarFeedToken();
  return db.transaction(async (tx) => {
    const [technician] = await tx
      .update(technicians)
      .set({ calendarFeedTokenHash: hash, updatedAt: new Date() })
      .where(eq(technicians.userId, input.user.id))
      .returning({ id: technicians.id, name: technicians.name });
    if (!technician) throw new AppError("NOT_FOUND", `No technician for login ${input.user.id}`);
    await recordAudit(tx, {
      actor: input.user,
      action: "technician.calendar-feed-renew",
      entity: "technician",
      entityId: technician.id,
      details: { name: technician.name },
    });
    return { url: new URL(calendarFeedPath(token), publicOrigin()).href };
  });
}
