import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";

/**
 * Takes back one attempt that consumeRateLimit counted, for a limit that counts only attempts that went wrong
 * (an attempt is counted before it runs, so simultaneous ones cannot slip past the limit, and refunded when it
 * succeeds). Refunds only its own attempt: the others' count stays.
 */
export async function refundRateLimit(input: { key: string; executor?: Executor }): Promise<void> {
  const db = input.executor ?? (await database());
  await db.execute(sql`update app_rate_limits set count = greatest(count - 1, 0) where key = ${input.key}`);
}
