import { eq, sql } from "drizzle-orm";
import { SCHEDULE_DAY_LOCK_TIMEOUT_MS } from "~/config/business-rules";
import type { Transaction } from "~/db/client.server";
import { scheduleDayLocks } from "~/db/schema";

/** PostgreSQL's lock_not_available, what a wait past lock_timeout fails with. */
const LOCK_NOT_AVAILABLE = "55P03";

/**
 * Takes the business day's lock row for the rest of the transaction (ADR 074): bookings of one day then run one
 * after another, each re-reading the day's visits after the one before it committed, while other days' bookings do
 * not wait. The row is made on the day's first booking (`on conflict do nothing`), then locked `for update`. The wait
 * is bounded by lock_timeout (which also bounds waiting on another booking's uncommitted insert of the same row); on
 * PGlite, which runs one transaction at a time, it never waits.
 */
export async function lockScheduleDay(
  tx: Transaction,
  day: string,
  lockTimeoutMs = SCHEDULE_DAY_LOCK_TIMEOUT_MS,
): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = '${Math.max(1, Math.round(lockTimeoutMs))}ms'`));
  await tx.insert(scheduleDayLocks).values({ day }).onConflictDoNothing();
  await tx
    .select({ day: scheduleDayLocks.day })
    .from(scheduleDayLocks)
    .where(eq(scheduleDayLocks.day, day))
    .for("update");
}

/** Whether a failure was a lock wait that ran past lock_timeout (drizzle wraps the driver's error: the causes are read). */
export function isLockTimeout(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
