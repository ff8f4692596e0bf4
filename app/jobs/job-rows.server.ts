import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { JobLockLostError, PermanentJobError, RetryLaterError, type ClaimedJob } from "./job-types";
import { retryAfterMs, retryDelayMs, type BackoffOptions } from "./retry-delay";

/**
 * The queue's row writes, each one statement: what a worker (worker.server.ts) does to the jobs table when it reaps,
 * claims, completes or records a failed attempt. Every write that finishes an attempt is guarded by the worker's
 * lock on it, so a worker that lost its lock changes nothing.
 */

const LAST_ERROR_MAX_CHARS = 4_000;

/** "unrecorded": the attempt failed and so did writing that down (database away); the lock expiry retries it. */
export type JobOutcome = "completed" | "retry" | "dead" | "lock-lost" | "unrecorded";

/** Returns jobs whose worker vanished (lock expired) to the queue, or to `dead` when that was their last attempt. */
export async function reapExpiredJobLocks(db: Database, lockTimeoutMs: number): Promise<void> {
  const reaped = await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'dead' else 'pending' end`,
      runAt: sql`now()`,
      lockedAt: null,
      lockedBy: null,
      lastError: sql`'The worker stopped during attempt ' || ${jobs.attempts} || ' (' || coalesce(${jobs.lockedBy}, 'unknown worker') || '); its lock expired'`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(jobs.status, "running"), lte(jobs.lockedAt, sql`now() - make_interval(secs => ${lockTimeoutMs / 1000})`)),
    )
    .returning({ id: jobs.id, type: jobs.type, status: jobs.status });
  for (const job of reaped) {
    console.warn(`[jobs] job ${job.id} (${job.type}) was left running by a stopped worker; now ${job.status}`);
  }
}

/**
 * One statement: lock one due job no other worker holds, mark it running, count the attempt. The row lock of the
 * subquery (SKIP LOCKED) and the update are one atomic step without a transaction around them, so a claim, and a
 * look that finds nothing, is one round trip instead of three or four (issue 14's estimate POST).
 */
export async function claimNextJob(
  db: Database,
  workerId: string,
  types: readonly string[],
): Promise<ClaimedJob | undefined> {
  if (types.length === 0) return undefined;
  const nextDue = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, sql`now()`), inArray(jobs.type, [...types])))
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      status: "running",
      lockedAt: sql`now()`,
      lockedBy: workerId,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, nextDue))
    .returning();
  if (!claimed) return undefined;
  const { id, type, payload, attempts, maxAttempts, runAt, createdAt } = claimed;
  return { id, type, payload, attempts, maxAttempts, runAt, createdAt };
}

/** Only the worker holding this attempt's lock may finish the job; anyone else gets JobLockLostError. */
function heldBy(workerId: string, job: ClaimedJob) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.status, "running"),
    eq(jobs.lockedBy, workerId),
    eq(jobs.attempts, job.attempts),
  );
}

export async function markJobCompleted(executor: Executor, workerId: string, job: ClaimedJob): Promise<void> {
  const done = await executor
    .update(jobs)
    .set({
      status: "completed",
      completedAt: sql`now()`,
      lockedAt: null,
      lockedBy: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(workerId, job))
    .returning({ id: jobs.id });
  if (done.length === 0) throw new JobLockLostError(job.id);
}

/** Records a failed attempt: back to the queue after its back-off, or dead after the last attempt or a permanent error. */
export async function recordJobFailure(
  db: Database,
  input: { workerId: string; job: ClaimedJob; error: unknown; backoff: BackoffOptions; random?: () => number },
): Promise<JobOutcome> {
  const { job, error } = input;
  const dead = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  const delayMs =
    error instanceof RetryLaterError
      ? retryAfterMs(error.retryAfterSeconds)
      : retryDelayMs(job.attempts, input.backoff, input.random);
  const lastError = describeJobError(error);
  const updated = await db
    .update(jobs)
    .set({
      status: dead ? "dead" : "pending",
      runAt: dead ? sql`now()` : sql`now() + make_interval(secs => ${delayMs / 1000})`,
      lockedAt: null,
      lockedBy: null,
      lastError,
      updatedAt: sql`now()`,
    })
    .where(heldBy(input.workerId, job))
    .returning({ id: jobs.id });
  const where = `job ${job.id} (${job.type}) attempt ${job.attempts}/${job.maxAttempts}`;
  if (updated.length === 0) {
    console.warn(`[jobs] ${where} failed after another worker reclaimed it; leaving it to that worker`, error);
    return "lock-lost";
  }
  if (dead) {
    console.error(`[jobs] ${where} failed for the last time; it is dead until staff retry it`, error);
    return "dead";
  }
  console.warn(`[jobs] ${where} failed; retrying in ${Math.round(delayMs / 1000)} s: ${lastError}`);
  return "retry";
}

/** The error as the jobs table's last_error keeps it: its name and message, cut to a bounded length. */
export function describeJobError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > LAST_ERROR_MAX_CHARS ? `${text.slice(0, LAST_ERROR_MAX_CHARS)}…` : text;
}
