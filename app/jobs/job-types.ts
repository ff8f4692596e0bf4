import type { Database, Transaction } from "~/db/client.server";

/** A job as its handler sees it, after a worker claimed it (attempts already counts this run). */
export type ClaimedJob<Payload = Record<string, unknown>> = {
  id: number;
  type: string;
  payload: Payload;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
};

export type JobContext = {
  db: Database;
  workerId: string;
  /**
   * Aborted when the worker is stopping or the job reaches its time limit; pass it to fetch (and every other
   * network call) so a slow call ends early instead of running on after the worker has given up on it.
   */
  signal: AbortSignal;
  /**
   * Runs the handler's own writes and marks the job completed in ONE transaction. When `fn` throws, both roll back
   * and the job stays retryable. Throws JobLockLostError (rolling back `fn`'s writes) when another worker reclaimed
   * the job meanwhile. A handler that never calls it is marked completed when it returns.
   */
  completeWith: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;
};

export type JobHandler<Payload = Record<string, unknown>> = (
  job: ClaimedJob<Payload>,
  context: JobContext,
) => Promise<void>;

/** Job type → handler. Only types listed here are claimed; jobs of any other type wait in `pending`. */
// `never` because each entry declares its own payload type (any handler fits); the worker passes the stored payload,
// which the handler validates.
export type JobHandlers = Readonly<Record<string, JobHandler<never>>>;

/** Thrown by a handler when the other side asked us to come back later (HTTP 429 Retry-After, rate-limit budgets). */
export class RetryLaterError extends Error {
  constructor(
    public readonly retryAfterSeconds: number,
    message = `Retry after ${retryAfterSeconds} s`,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "RetryLaterError";
  }
}

/** Thrown by a handler when retrying cannot help (an invalid payload): the job goes straight to `dead`. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}

/** The handler ran past the worker's per-job time limit: its signal was aborted and the attempt counts as failed. */
export class JobTimeLimitError extends Error {
  constructor(
    public readonly jobId: number,
    public readonly timeLimitMs: number,
  ) {
    super(`Job ${jobId} ran longer than its time limit of ${timeLimitMs} ms and was stopped`);
    this.name = "JobTimeLimitError";
  }
}

/** The job was reclaimed by another worker (our lock expired) before we could complete it. */
export class JobLockLostError extends Error {
  constructor(public readonly jobId: number) {
    super(`Job ${jobId} is no longer locked by this worker; its completion was rolled back`);
    this.name = "JobLockLostError";
  }
}
