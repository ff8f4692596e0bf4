import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { settings } from "~/db/schema";

/**
 * A short text that changes whenever the settings record is saved (its version counter and save time) or the Recent
 * work photos change (their own counter), so caches of pages drawn from them can key on it. One indexed single-row
 * read, cheap enough for every request.
 */
export async function getContentVersion(): Promise<string> {
  const db = await database();
  const [record] = await db
    .select({ version: settings.version, updatedAt: settings.updatedAt, photosVersion: settings.photosVersion })
    .from(settings)
    .where(eq(settings.id, 1));
  return record ? `${record.version}:${record.updatedAt.getTime()}:${record.photosVersion}` : "none";
}
