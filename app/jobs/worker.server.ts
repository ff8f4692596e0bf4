import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { jobs } from "~/db/schema";
import {
  JobLockLostError,
  JobTimeLimitError,
  PermanentJobError,
  RetryLaterError,
  type ClaimedJob,
  type JobContext,
  type JobHandler,
  type JobHandlers,
} from "./job-types";
import { DEFAULT_BACKOFF, retryAfterMs, retryDelayMs, type BackoffOptions } from "./retry-delay";

/** A running job whose lock is older than this is taken to belong to a crashed worker and is run again. */
export const DEFAULT_JOB_LOCK_TIMEOUT_MS = 5 * 60_000;
/**
 * How long one attempt may run before its signal is aborted and it is recorded as failed (and retried with
 * back-off). Well inside the lock timeout, so a stalled handler neither holds the queue nor runs on while another
 * worker reclaims its job.
 */
export const DEFAULT_JOB_TIME_LIMIT_MS = 2 * 60_000;
/** How long `stop()` waits for the job in flight before giving up on it (it is reclaimed after the lock timeout). */
export const DEFAULT_JOB_STOP_TIMEOUT_MS = 15_000;
const LAST_ERROR_MAX_CHARS = 4_000;

export type JobWorkerOptions = {
  handlers: JobHandlers;
  /** The database to work on (default: the app's). */
  database?: () => Promise<Database>;
  workerId?: string;
  pollIntervalMs?: number;
  lockTimeoutMs?: number;
  /** Per-attempt time limit (default DEFAULT_JOB_TIME_LIMIT_MS); keep it below `lockTimeoutMs`. */
  jobTimeLimitMs?: number;
  /** How often expired locks are looked for (default: at most every 15 s, and at least once per lock timeout). */
  reapIntervalMs?: number;
  backoff?: BackoffOptions;
  random?: () => number;
};

/** "unrecorded": the attempt failed and so did writing that down (database away); the lock expiry retries it. */
export type JobOutcome = "completed" | "retry" | "dead" | "lock-lost" | "unrecorded";

export type JobWorker = {
  readonly id: string;
  /** Starts polling in the background; a second call does nothing. */
  start: () => void;
  /** Stops polling and waits (at most `timeoutMs`) for the job in flight. */
  stop: (timeoutMs?: number) => Promise<void>;
  /** Claims and runs one due job; resolves with what happened, or undefined when no job was due. */
  runOnce: () => Promise<JobOutcome | undefined>;
};

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const getDatabase = options.database ?? database;
  const types = Object.keys(options.handlers);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const lockTimeoutMs = options.lockTimeoutMs ?? DEFAULT_JOB_LOCK_TIMEOUT_MS;
  const jobTimeLimitMs = options.jobTimeLimitMs ?? DEFAULT_JOB_TIME_LIMIT_MS;
  const reapIntervalMs = options.reapIntervalMs ?? Math.min(15_000, lockTimeoutMs);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const abort = new AbortController();
  let lastReapAt = 0;
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  /** Returns jobs whose worker vanished (lock expired) to the queue, or to `dead` when that was their last attempt. */
  async function reapExpiredLocks(db: Database): Promise<void> {
    lastReapAt = Date.now();
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
        and(
          eq(jobs.status, "running"),
          lte(jobs.lockedAt, sql`now() - make_interval(secs => ${lockTimeoutMs / 1000})`),
        ),
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
  async function claimNext(db: Database): Promise<ClaimedJob | undefined> {
    if (types.length === 0) return undefined;
    const nextDue = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, sql`now()`), inArray(jobs.type, types)))
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
  function heldByUs(job: ClaimedJob) {
    return and(
      eq(jobs.id, job.id),
      eq(jobs.status, "running"),
      eq(jobs.lockedBy, workerId),
      eq(jobs.attempts, job.attempts),
    );
  }

  async function markCompleted(executor: Executor, job: ClaimedJob): Promise<void> {
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
      .where(heldByUs(job))
      .returning({ id: jobs.id });
    if (done.length === 0) throw new JobLockLostError(job.id);
  }

  async function recordFailure(db: Database, job: ClaimedJob, error: unknown): Promise<JobOutcome> {
    const dead = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const delayMs =
      error instanceof RetryLaterError
        ? retryAfterMs(error.retryAfterSeconds)
        : retryDelayMs(job.attempts, backoff, options.random);
    const lastError = describeError(error);
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
      .where(heldByUs(job))
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

  /** Records the failed attempt; when even that fails (database away), says so, since the job then sits in `running`. */
  async function recordFailureOrReport(db: Database, job: ClaimedJob, error: unknown): Promise<JobOutcome> {
    try {
      return await recordFailure(db, job, error);
    } catch (recordError) {
      console.error(
        `[jobs] job ${job.id} (${job.type}) attempt ${job.attempts}/${job.maxAttempts} failed (${describeError(error)}) and recording the failure failed too; ` +
          `it stays running until its lock expires (${Math.round(lockTimeoutMs / 1000)} s), then runs again`,
        recordError,
      );
      return "unrecorded";
    }
  }

  async function run(db: Database, job: ClaimedJob): Promise<JobOutcome> {
    const handler = options.handlers[job.type];
    const overTime = new AbortController();
    let completed = false;
    let completing: Promise<unknown> | undefined;
    const context: JobContext = {
      db,
      workerId,
      signal: AbortSignal.any([abort.signal, overTime.signal]),
      completeWith: async (fn) => {
        if (completed) throw new Error(`completeWith was called twice for job ${job.id}`);
        // Past the time limit the attempt is already recorded as failed: its writes must not land.
        if (overTime.signal.aborted) throw overTime.signal.reason;
        const transaction = db.transaction(async (tx) => {
          const value = await fn(tx);
          await markCompleted(tx, job);
          return value;
        });
        completing = transaction;
        const result = await transaction;
        completed = true;
        return result;
      },
    };
    let timer: NodeJS.Timeout | undefined;
    const timeLimit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new JobTimeLimitError(job.id, jobTimeLimitMs);
        reject(error);
        overTime.abort(error);
      }, jobTimeLimitMs);
    });
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      // The worker moves on at the limit even if the handler ignores its signal and never settles.
      await Promise.race([(handler as JobHandler)(job, context), timeLimit]);
      if (!completed) await markCompleted(db, job);
      return "completed";
    } catch (error) {
      if (error instanceof JobLockLostError) {
        console.warn(
          `[jobs] job ${job.id} (${job.type}) finished after its lock expired; another worker owns it, so its result was discarded`,
        );
        return "lock-lost";
      }
      // The limit struck during the completing transaction: that transaction, not the clock, decides the outcome.
      if (
        error instanceof JobTimeLimitError &&
        completing &&
        (await completing.then(
          () => true,
          () => false,
        ))
      )
        return "completed";
      return recordFailureOrReport(db, job, error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function runOnce(): Promise<JobOutcome | undefined> {
    const db = await getDatabase();
    if (Date.now() - lastReapAt >= reapIntervalMs) await reapExpiredLocks(db);
    const job = await claimNext(db);
    return job ? run(db, job) : undefined;
  }

  async function pollUntilStopped(): Promise<void> {
    while (!stopping) {
      let outcome: JobOutcome | undefined;
      try {
        outcome = await runOnce();
      } catch (error) {
        console.error(
          `[jobs] worker ${workerId} could not poll the queue; trying again in ${pollIntervalMs} ms`,
          error,
        );
      }
      if (outcome === undefined && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollIntervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  return {
    id: workerId,
    runOnce,
    start() {
      if (loop) return;
      stopping = false;
      const current: Promise<void> = pollUntilStopped().finally(() => {
        if (loop === current) loop = undefined;
      });
      loop = current;
    },
    async stop(timeoutMs = DEFAULT_JOB_STOP_TIMEOUT_MS) {
      stopping = true;
      wake?.();
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        loop.then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (!finished) {
        abort.abort();
        console.warn(
          `[jobs] worker ${workerId} stopped with a job still running; it is run again after its lock expires`,
        );
      }
    },
  };
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > LAST_ERROR_MAX_CHARS ? `${text.slice(0, LAST_ERROR_MAX_CHARS)}…` : text;
}
