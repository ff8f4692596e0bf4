import { sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";

/** One number for every app server's analytics roll-up (beside migrate.ts's 7_240_001 and the demo seed's 7_240_002). */
const ANALYTICS_ROLL_UP_LOCK_KEY = 7_240_013;

/**
 * Takes the analytics roll-up's lock for the rest of the transaction, or answers false at once when another app
 * server (or another request of this one) holds it: that one is already rolling up, so this one need not wait.
 */
export async function tryTakeAnalyticsRollUpLock(tx: Transaction): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${ANALYTICS_ROLL_UP_LOCK_KEY}) as locked`,
  );
  return result.rows[0]?.locked === true;
}
