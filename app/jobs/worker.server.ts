import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "~/db/client.server";
import { database } from "~/db/database.server";
import {
  claimNextJob,
  describeJobError,
  markJobCompleted,
  reapExpiredJobLocks,
  recordJobFailure,
  type JobOutcome,
} from "./job-rows.server";
import {
  JobLockLostError,
  JobTimeLimitError,
  PermanentJobError,
  type ClaimedJob,
  type JobContext,
  type JobHandler,
  type JobHandlers,
} from "./job-types";
import { DEFAULT_BACKOFF, type BackoffOptions } from "./retry-delay";

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

export type { JobOutcome } from "./job-rows.server";

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

  /** Records the failed attempt; when even that fails (database away), says so, since the job then sits in `running`. */
  async function recordFailureOrReport(db: Database, job: ClaimedJob, error: unknown): Promise<JobOutcome> {
    try {
      return await recordJobFailure(db, { workerId, job, error, backoff, random: options.random });
    } catch (recordError) {
      console.error(
        `[jobs] job ${job.id} (${job.type}) attempt ${job.attempts}/${job.maxAttempts} failed (${describeJobError(error)}) and recording the failure failed too; ` +
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
          await markJobCompleted(tx, workerId, job);
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
      if (!completed) await markJobCompleted(db, workerId, job);
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
    if (Date.now() - lastReapAt >= reapIntervalMs) {
      lastReapAt = Date.now();
      await reapExpiredJobLocks(db, lockTimeoutMs);
    }
    const job = await claimNextJob(db, workerId, types);
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
