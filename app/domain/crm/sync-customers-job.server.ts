import type { JobHandler } from "~/jobs/job-types";
import { jobFailureFor } from "~/integrations/monday/monday-job-failure";
import { CRM_JOB, parseJobPayload, type CrmJobDependencies } from "./crm-jobs.server";
import { SyncCustomersPayloadSchema } from "./crm-schemas";
import {
  insertCustomerSyncReport,
  readCustomerSyncReport,
  saveCustomerSyncReport,
  type StoredCustomerSyncReport,
} from "./customer-sync-report.server";
import { syncCustomersToCrm } from "./sync-customers-to-crm.server";

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `crm.sync-customers` (spec doc 2 §7 bulk_sync): up to `limit` customers without an item id go to the board,
 * columns fetched once for the run. Results accumulate in the sync's audit-log row across attempts, and the
 * whole sync never handles more than `limit` customers, however often monday.com interrupts it.
 */
export function createSyncCustomersHandler({
  client,
  boardId: defaultBoardId,
  columnsOf,
  unknownOutcomeWaitSeconds,
}: CrmJobDependencies): JobHandler {
  return async (job, { db, completeWith }) => {
    const payload = parseJobPayload(SyncCustomersPayloadSchema, job.payload, CRM_JOB.syncCustomers);
    const boardId = payload.boardId ?? defaultBoardId;
    let report: StoredCustomerSyncReport | undefined = await readCustomerSyncReport(db, job.id);
    if (!report) {
      report = { boardId, limit: payload.limit, state: "running", results: [], lastError: null };
      await insertCustomerSyncReport(db, { jobId: job.id, actorUserId: payload.requestedBy ?? null, report });
    } else {
      report = { ...report, boardId, state: "running" };
      await saveCustomerSyncReport(db, job.id, report);
    }
    const remaining = payload.limit - report.results.length;
    let outcome: Awaited<ReturnType<typeof syncCustomersToCrm>> = { results: [] };
    try {
      if (remaining > 0) {
        const columns = await columnsOf(boardId);
        const skipCustomerIds = report.results.map((result) => result.customerId);
        outcome = await syncCustomersToCrm({
          db,
          client,
          boardId,
          columns,
          limit: remaining,
          skipCustomerIds,
          unknownOutcomeWaitSeconds,
        });
      }
    } catch (error) {
      outcome = { results: [], stoppedBy: error };
    }
    const results = [...report.results, ...outcome.results];
    if (outcome.stoppedBy !== undefined) {
      await saveCustomerSyncReport(db, job.id, {
        ...report,
        state: "waiting",
        results,
        lastError: describe(outcome.stoppedBy),
      });
      throw jobFailureFor(outcome.stoppedBy, `the bulk sync to board ${boardId}`);
    }
    await completeWith((tx) =>
      saveCustomerSyncReport(tx, job.id, { ...report, state: "completed", results, lastError: null }),
    );
  };
}
