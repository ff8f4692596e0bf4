import { desc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { crmSyncReports, jobs } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { CustomerSyncResult, CustomerSyncState } from "./crm-schemas";

export type CustomerSyncReport = {
  jobId: number;
  requestedAt: Date;
  requestedBy: string | null;
  boardId: string | null;
  limit: number;
  state: CustomerSyncState;
  results: CustomerSyncResult[];
  syncedCount: number;
  errorCount: number;
  lastError: string | null;
};

/** A bulk sync's progress and per-customer results: the given job's, or the latest when no job id is given. */
export async function getCustomerSyncReport({ jobId }: { jobId?: number } = {}): Promise<CustomerSyncReport | null> {
  if (jobId !== undefined && (!Number.isSafeInteger(jobId) || jobId < 1))
    throw new AppError("NOT_FOUND", "Sync not found");
  const db = await database();
  const [row] = await db
    .select()
    .from(crmSyncReports)
    .where(jobId === undefined ? undefined : eq(crmSyncReports.jobId, jobId))
    .orderBy(desc(crmSyncReports.jobId))
    .limit(1);
  if (!row) {
    if (jobId !== undefined) throw new AppError("NOT_FOUND", "Sync not found");
    return null;
  }
  const id = row.jobId;
  const report = {
    state: row.state as CustomerSyncState,
    results: row.results as CustomerSyncResult[],
    lastError: row.lastError,
  };
  const [job] = await db.select({ status: jobs.status, lastError: jobs.lastError }).from(jobs).where(eq(jobs.id, id));
  // The job row is the truth about where the sync stands; the report holds what it did so far.
  const state: CustomerSyncState =
    job?.status === "dead"
      ? "failed"
      : job?.status === "completed"
        ? "completed"
        : job?.status === "running"
          ? "running"
          : report.state === "waiting"
            ? "waiting"
            : "queued";
  const results = report.results ?? [];
  return {
    jobId: id,
    requestedAt: row.createdAt,
    requestedBy: row.requestedBy,
    boardId: row.boardId,
    limit: row.itemLimit,
    state,
    results,
    syncedCount: results.filter((result) => result.success).length,
    errorCount: results.filter((result) => !result.success).length,
    lastError: state === "failed" ? (job?.lastError ?? report.lastError) : report.lastError,
  };
}
