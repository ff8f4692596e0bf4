import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";

/**
 * Deletes the counters whose window has ended: the next attempt on such a key would start at 1 anyway, so nothing a
 * limit knows is lost. Without it, every address that ever posted a form or viewed a page would keep a row.
 * Returns how many rows went.
 */
export async function pruneRateLimits(input: { executor?: Executor } = {}): Promise<number> {
  const db = input.executor ?? (await database());
  const result = await db.execute<{ key: string }>(
    sql`delete from app_rate_limits where window_ends_at < clock_timestamp() returning key`,
  );
  return result.rows.length;
}
