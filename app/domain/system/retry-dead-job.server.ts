import { eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { JobIdSchema } from "./system-schemas";

export type RetryDeadJobInput = { actor: { id: string }; jobId: number | string | undefined };

/**
 * Gives a dead job a fresh set of attempts, due now, and records who did it in the audit log. An id that names no
 * job (or is no id at all, as a form may post) is NOT_FOUND; a job that is not dead (retried meanwhile) CONFLICT.
 */
export async function retryDeadJob(input: RetryDeadJobInput): Promise<{ id: number; type: string }> {
  const { actor } = input;
  const parsed = JobIdSchema.safeParse(input.jobId);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Job not found");
  const jobId = parsed.data;
  const db = await database();
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, type: jobs.type, status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for("update");
    if (!job) throw new AppError("NOT_FOUND", "Job not found");
    if (job.status !== "dead") throw new AppError("CONFLICT", "Only a dead job can be retried");
    await tx
      .update(jobs)
      .set({ status: "pending", attempts: 0, runAt: sql`now()`, lockedAt: null, lockedBy: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    await recordAudit(tx, {
      actor,
      action: "job.retry",
      entity: "job",
      entityId: String(job.id),
      details: { type: job.type, attempts: job.attempts, lastError: job.lastError },
    });
    return { id: job.id, type: job.type };
  });
}
