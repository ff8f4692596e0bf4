import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { settings } from "~/db/schema";

/**
 * Tells every server's public HTML cache (keyed on getContentVersion, ADR 017) that the home page's photos changed,
 * in the transaction of the change itself.
 */
export async function bumpPhotosVersion(tx: Executor): Promise<void> {
  await tx
    .update(settings)
    .set({ photosVersion: sql`${settings.photosVersion} + 1` })
    .where(eq(settings.id, 1));
}
