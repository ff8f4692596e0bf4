import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { CRM_BULK_SYNC_LIMIT } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueJob } from "~/jobs/enqueue.server";
import { CRM_JOB, CRM_SYNC_MAX_ATTEMPTS } from "./crm-jobs.server";
import { MondayBoardIdSchema } from "./crm-schemas";
import { insertCustomerSyncReport } from "./customer-sync-report.server";

export const QueueCustomerSyncSchema = z.object({
  boardId: MondayBoardIdSchema.optional(),
  limit: z.number().int().min(1).max(CRM_BULK_SYNC_LIMIT).default(CRM_BULK_SYNC_LIMIT),
});
export type QueueCustomerSync = z.infer<typeof QueueCustomerSyncSchema>;

export type QueueCustomerSyncResult = { jobId: number; alreadyQueued: boolean };

/**
 * Staff asking for a bulk sync of customers (spec doc 2 §7 bulk_sync, limit 50). It runs in the background; its
 * per-customer results are read with getCustomerSyncReport. One bulk sync at a time: two at once could both
 * pick the same customers.
 */
export async function queueCustomerSync(input: {
  actor: { id: string };
  boardId?: string;
  limit?: number;
}): Promise<QueueCustomerSyncResult> {
  const parsed = QueueCustomerSyncSchema.safeParse({ boardId: input.boardId, limit: input.limit });
  if (!parsed.success) throw new AppError("BAD_INPUT", parsed.error.issues[0]?.message ?? "Invalid bulk sync request");
  const { boardId, limit } = parsed.data;
  const db = await database();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CRM_JOB.syncCustomers}))`);
    const [active] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, CRM_JOB.syncCustomers), inArray(jobs.status, ["pending", "running"])))
      .orderBy(desc(jobs.id))
      .limit(1);
    if (active) return { jobId: active.id, alreadyQueued: true };
    const job = await enqueueJob(tx, {
      type: CRM_JOB.syncCustomers,
      payload: { ...(boardId ? { boardId } : {}), limit, requestedBy: input.actor.id },
      maxAttempts: CRM_SYNC_MAX_ATTEMPTS,
    });
    await insertCustomerSyncReport(tx, {
      jobId: job.id,
      actorUserId: input.actor.id,
      report: { boardId: boardId ?? null, limit, state: "queued", results: [], lastError: null },
    });
    return { jobId: job.id, alreadyQueued: false };
  });
}
