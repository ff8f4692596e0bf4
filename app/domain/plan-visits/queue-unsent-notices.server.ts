import { inArray } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { jobs } from "~/db/schema";

export type RenewalRunCounts = { queued: number; failed: number };

/**
 * Queues each notice of a batch whose e-mail job (by its dedupe key) does not exist yet, each in its own transaction so
 * that one customer's failure costs only their notice, which the next daily run tries again. Keys already queued are
 * skipped before anything is rendered: a second run reads one query per batch and writes nothing.
 */
export async function queueUnsentNotices<Row extends { key: string }>(
  db: Database,
  due: Row[],
  counts: RenewalRunCounts,
  queue: (tx: Executor, row: Row) => Promise<boolean>,
  describe: (row: Row) => string,
): Promise<void> {
  if (due.length === 0) return;
  const sent = await db
    .select({ key: jobs.dedupeKey })
    .from(jobs)
    .where(
      inArray(
        jobs.dedupeKey,
        due.map((row) => row.key),
      ),
    );
  const sentKeys = new Set(sent.map((row) => row.key));
  for (const row of due) {
    if (sentKeys.has(row.key)) continue;
    try {
      if (await db.transaction((tx) => queue(tx, row))) counts.queued += 1;
    } catch (error) {
      counts.failed += 1;
      console.error(`[plan-renewals] ${describe(row)} failed; the next run tries again`, error);
    }
  }
}
