import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs } from "~/db/schema";

/** Test support for the queue's tests (not used by the app). */

export async function jobRow(db: Database, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}

/** Seconds from the database's now() until the job is due (negative when overdue). */
export async function secondsUntilDue(db: Database, id: number): Promise<number> {
  const result = await db.execute<{ seconds: string | number }>(
    sql`select extract(epoch from run_at - now()) as seconds from jobs where id = ${id}`,
  );
  return Number(result.rows[0]!.seconds);
}

/** Moves a job's run_at to now, as if its back-off delay had passed. */
export async function makeDue(db: Database, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000, intervalMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
