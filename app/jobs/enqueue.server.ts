import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { jobs } from "~/db/schema";

/** Attempts before a job is marked dead, when the caller does not choose. */
export const DEFAULT_JOB_MAX_ATTEMPTS = 10;

export type EnqueueJobInput = {
  /** A job type such as "email.send" or "crm.sync-lead"; a type without a registered handler waits. */
  type: string;
  payload: Record<string, unknown>;
  /** Earliest time the job may run (default: now). */
  runAt?: Date;
  /** A second enqueue with the same key is a no-op unless the first job is dead, which it revives. */
  dedupeKey?: string;
  maxAttempts?: number;
};

export type EnqueuedJob = { id: number; type: string; deduplicated: boolean };

/** A job as a row to insert with the write that calls for it (insertWithJobs): no run time or dedupe key of its own. */
export type JobRow = { type: string; payload: Record<string, unknown>; maxAttempts: number };

/** The row of a job that runs now, its attempts checked (the caller's default: DEFAULT_JOB_MAX_ATTEMPTS). */
export function jobRow(input: { type: string; payload: Record<string, unknown>; maxAttempts?: number }): JobRow {
  const maxAttempts = input.maxAttempts ?? DEFAULT_JOB_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`enqueueJob: maxAttempts must be a positive integer, got ${maxAttempts}`);
  return { type: input.type, payload: input.payload, maxAttempts };
}

/**
 * Adds a job inside the caller's transaction (pass the `tx`), so the job exists exactly when the caller's own
 * writes commit: a rolled-back transaction leaves no job behind.
 */
export async function enqueueJob(executor: Executor, input: EnqueueJobInput): Promise<EnqueuedJob> {
  const { maxAttempts } = jobRow(input);
  const values = {
    type: input.type,
    payload: input.payload,
    maxAttempts,
    dedupeKey: input.dedupeKey ?? null,
    ...(input.runAt ? { runAt: input.runAt } : {}),
  };
  if (!input.dedupeKey) {
    const [row] = await executor.insert(jobs).values(values).returning({ id: jobs.id });
    return { id: row!.id, type: input.type, deduplicated: false };
  }
  const [revived] = await executor
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        type: input.type,
        payload: input.payload,
        status: "pending",
        attempts: 0,
        maxAttempts,
        runAt: input.runAt ?? sql`now()`,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
        completedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${jobs.status} = 'dead'`,
    })
    .returning({ id: jobs.id });
  if (revived) return { id: revived.id, type: input.type, deduplicated: false };
  const [existing] = await executor
    .select({ id: jobs.id, type: jobs.type })
    .from(jobs)
    .where(sql`${jobs.dedupeKey} = ${input.dedupeKey}`);
  if (!existing) throw new Error(`enqueueJob: dedupe key ${input.dedupeKey} conflicted but no job holds it`);
  return { id: existing.id, type: existing.type, deduplicated: true };
}
