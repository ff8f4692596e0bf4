import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";

/**
 * Whether the signed-in technician has a calendar feed now (its address cannot be shown again: only its hash is
 * kept). A login with no technician record is NOT_FOUND.
 */
export async function getCalendarFeedStatus(input: {
  user: Pick<SessionUser, "id">;
}): Promise<{ technicianName: string; hasFeed: boolean }> {
  const db = await database();
  const [technician] = await db
    .select({ name: technicians.name, hash: technicians.calendarFeedTokenHash })
    .from(technicians)
    .where(eq(technicians.userId, input.user.id));
  if (!technician) throw new AppError("NOT_FOUND", `No technician for login ${input.user.id}`);
  return { technicianName: technician.name, hasFeed: technician.hash !== null };
}
