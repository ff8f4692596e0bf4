import type { SessionUser } from "~/auth/session-user";
import { env } from "~/config/env.server";
import { AppError, isAppError } from "~/domain/app-error";
import {
  configuredMondayClient,
  configuredMondayConnection,
  type MondaySettings,
} from "~/integrations/monday/monday-connection.server";
import type { CustomerSyncState } from "./crm-schemas";
import { getCustomerSyncReport, type CustomerSyncReport } from "./get-customer-sync-report.server";
import { listCrmBoards } from "./list-crm-boards.server";

/** The CRM's name as the spec's messages say it ("{host} Integration", "Failed to load {host} boards"). */
export const CRM_HOST = "monday.com";

/** One customer's outcome as the panel lists it (spec doc 2 §3 "Sync result"). */
export type CrmPanelSyncResult = {
  customerName: string;
  success: boolean;
  mondayItemId: string | null;
  error: string | null;
};

export type CrmPanelReport = {
  jobId: number;
  /** ISO instant. */
  requestedAt: string;
  boardId: string | null;
  state: CustomerSyncState;
  /** Finished one way or the other: the panel stops following it. */
  finished: boolean;
  syncedCount: number;
  errorCount: number;
  lastError: string | null;
  results: CrmPanelSyncResult[];
};

/** Everything the monday.com panel on the customers screen shows; plain data, safe to send as JSON. */
export type CrmPanelView = {
  host: string;
  /** A token is configured (MONDAY_API_TOKEN). */
  connected: boolean;
  /**
   * The background worker runs CRM jobs only with a default board too (MONDAY_BOARD_ID): without one a queued sync
   * waits, and the panel says so rather than showing a sync that never moves.
   */
  syncRuns: boolean;
  boards: { id: string; name: string }[];
  /** Reading the boards from monday.com failed ('Error Loading Boards'). */
  boardsFailed: boolean;
  /** The configured default board, preselected in the picker. */
  defaultBoardId: string | null;
  /** The requested sync's report, or the latest one when none was asked for (null: no sync yet). */
  report: CrmPanelReport | null;
  /** The report is the one the URL asked for (just queued by this admin): its end is announced with a toast. */
  followingJob: boolean;
};

/** A job id from the URL: a positive integer, anything else is no id at all. */
export function parseSyncJobId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 ? id : undefined;
}

export function crmPanelReport(report: CustomerSyncReport): CrmPanelReport {
  return {
    jobId: report.jobId,
    requestedAt: report.requestedAt.toISOString(),
    boardId: report.boardId,
    state: report.state,
    finished: report.state === "completed" || report.state === "failed",
    syncedCount: report.syncedCount,
    errorCount: report.errorCount,
    lastError: report.lastError,
    results: report.results.map(({ customerName, success, mondayItemId, error }) => ({
      customerName,
      success,
      mondayItemId,
      error,
    })),
  };
}

/**
 * A sync's report for the panel; an unknown or malformed job id gives the latest report instead (an old bookmark
 * must not break the customers screen). Throws NOT_FOUND only when `strict` (the polling endpoint).
 */
export async function readCrmPanelReport(
  jobId: string | number | null | undefined,
  options: { strict?: boolean } = {},
): Promise<{ report: CrmPanelReport | null; followingJob: boolean }> {
  const id = typeof jobId === "number" ? jobId : parseSyncJobId(jobId);
  if (id !== undefined) {
    try {
      const report = await getCustomerSyncReport({ jobId: id });
      if (report) return { report: crmPanelReport(report), followingJob: true };
    } catch (error) {
      if (options.strict || !isAppError(error) || error.code !== "NOT_FOUND") throw error;
    }
  } else if (options.strict) {
    throw new AppError("NOT_FOUND", "Sync not found");
  }
  const latest = await getCustomerSyncReport();
  return { report: latest ? crmPanelReport(latest) : null, followingJob: false };
}

/**
 * The monday.com panel (spec doc 2 §2 "{host} Integration", DECISIONS.md §3): whether a token is configured, the
 * boards for the picker (a failure to read them is part of the view, not an error page), the default board, and the
 * requested or latest bulk sync's report.
 */
export async function getCrmPanel(input: {
  actor: Pick<SessionUser, "id">;
  jobId?: string | number | null;
  config?: MondaySettings;
}): Promise<CrmPanelView> {
  const config = input.config ?? env();
  const client = configuredMondayClient(config);
  const reportPromise = readCrmPanelReport(input.jobId);
  const base = {
    host: CRM_HOST,
    connected: client !== undefined,
    syncRuns: configuredMondayConnection(config) !== undefined,
    defaultBoardId: config.MONDAY_BOARD_ID ?? null,
  };
  if (!client) {
    const { report, followingJob } = await reportPromise;
    return { ...base, boards: [], boardsFailed: false, report, followingJob };
  }
  const [boards, { report, followingJob }] = await Promise.all([
    listCrmBoards({ client }).then(
      (list) => list.map(({ id, name }) => ({ id, name })),
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        // listCrmBoards has logged monday.com's answer; the panel shows 'Error Loading Boards'.
        return null;
      },
    ),
    reportPromise,
  ]);
  return { ...base, boards: boards ?? [], boardsFailed: boards === null, report, followingJob };
}
