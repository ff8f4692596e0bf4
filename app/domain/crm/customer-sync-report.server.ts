import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import type { CustomerSyncResult, CustomerSyncState } from "./crm-schemas";

/**
 * A bulk sync's per-customer results live in the audit-log row written when staff asked for the sync (action
 * `crm.sync-customers`, entity `job`, entity id = the job's id): one place that says who asked, when, for which
 * board, and what happened to each customer. The job updates the row as it goes, so a sync that monday.com
 * interrupts keeps the results so far and its retry continues where it stopped.
 */
export const CUSTOMER_SYNC_AUDIT_ACTION = "crm.sync-customers";

export type StoredCustomerSyncReport = {
  boardId: string | null;
  limit: number;
  state: CustomerSyncState;
  results: CustomerSyncResult[];
  lastError: string | null;
};

function whereReport(jobId: number) {
  return and(eq(auditLog.entity, "job"), eq(auditLog.entityId, String(jobId)), eq(auditLog.action, CUSTOMER_SYNC_AUDIT_ACTION));
}

export async function insertCustomerSyncReport(
  executor: Executor,
  input: { jobId: number; actorUserId: string | null; report: StoredCustomerSyncReport },
): Promise<void> {
  await recordAudit(executor, {
    actor: input.actorUserId ? { id: input.actorUserId } : null,
    action: CUSTOMER_SYNC_AUDIT_ACTION,
    entity: "job",
    entityId: String(input.jobId),
    details: input.report,
  });
}

export async function readCustomerSyncReport(executor: Executor, jobId: number): Promise<StoredCustomerSyncReport | undefined> {
  const [row] = await executor.select({ details: auditLog.details }).from(auditLog).where(whereReport(jobId)).limit(1);
  return row?.details as StoredCustomerSyncReport | undefined;
}

export async function saveCustomerSyncReport(executor: Executor, jobId: number, report: StoredCustomerSyncReport): Promise<void> {
  await executor.update(auditLog).set({ details: report }).where(whereReport(jobId));
}
