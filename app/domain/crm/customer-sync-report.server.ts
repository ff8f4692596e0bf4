import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { crmSyncReports } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import type { CustomerSyncResult, CustomerSyncState } from "./crm-schemas";

/**
 * A bulk sync's per-customer results live in `crm_sync_reports`, one row per sync job, which the job updates as it
 * goes: a sync that monday.com interrupts keeps the results so far and its retry continues where it stopped. The
 * audit log records once, immutably, who asked for which board (action `crm.sync-customers`, entity `job`).
 */
export const CUSTOMER_SYNC_AUDIT_ACTION = "crm.sync-customers";

export type StoredCustomerSyncReport = {
  boardId: string | null;
  limit: number;
  state: CustomerSyncState;
  results: CustomerSyncResult[];
  lastError: string | null;
};

/** A new report and its audit entry, in the caller's transaction (the request's, or the job's on a first run). */
export async function insertCustomerSyncReport(
  executor: Executor,
  input: { jobId: number; actorUserId: string | null; report: StoredCustomerSyncReport },
): Promise<void> {
  await executor.insert(crmSyncReports).values({
    jobId: input.jobId,
    requestedBy: input.actorUserId,
    boardId: input.report.boardId,
    itemLimit: input.report.limit,
    state: input.report.state,
    results: input.report.results,
    lastError: input.report.lastError,
  });
  await recordAudit(executor, {
    actor: input.actorUserId ? { id: input.actorUserId } : null,
    action: CUSTOMER_SYNC_AUDIT_ACTION,
    entity: "job",
    entityId: String(input.jobId),
    details: { boardId: input.report.boardId, limit: input.report.limit },
  });
}

export async function readCustomerSyncReport(
  executor: Executor,
  jobId: number,
): Promise<StoredCustomerSyncReport | undefined> {
  const [row] = await executor.select().from(crmSyncReports).where(eq(crmSyncReports.jobId, jobId)).limit(1);
  if (!row) return undefined;
  return {
    boardId: row.boardId,
    limit: row.itemLimit,
    state: row.state as CustomerSyncState,
    results: row.results as CustomerSyncResult[],
    lastError: row.lastError,
  };
}

export async function saveCustomerSyncReport(
  executor: Executor,
  jobId: number,
  report: StoredCustomerSyncReport,
): Promise<void> {
  await executor
    .update(crmSyncReports)
    .set({
      boardId: report.boardId,
      itemLimit: report.limit,
      state: report.state,
      results: report.results,
      lastError: report.lastError,
      updatedAt: sql`now()`,
    })
    .where(eq(crmSyncReports.jobId, jobId));
}
