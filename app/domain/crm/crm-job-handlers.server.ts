import { ConfigurationError } from "~/config/env.server";
import { createBoardColumnsCache } from "~/integrations/monday/board-columns-cache.server";
import type { MondayClient } from "~/integrations/monday/monday-client.server";
import { configuredMondayConnection, type MondaySettings } from "~/integrations/monday/monday-connection.server";
import type { JobHandlers } from "~/jobs/job-types";
import { CRM_JOB } from "./crm-jobs.server";
import { createPostUpdateHandler } from "./post-update-job.server";
import { createSyncAppointmentHandler } from "./sync-appointment-job.server";
import { createSyncCustomersHandler } from "./sync-customers-job.server";
import { createSyncLeadHandler } from "./sync-lead-job.server";

/** Every CRM job handler, sharing one client and one column cache. */
export function createCrmJobHandlers(options: {
  client: MondayClient;
  boardId: string;
  columnsTtlMs?: number;
  unknownOutcomeWaitSeconds?: number;
}): JobHandlers {
  const dependencies = {
    client: options.client,
    boardId: options.boardId,
    unknownOutcomeWaitSeconds: options.unknownOutcomeWaitSeconds,
    columnsOf: createBoardColumnsCache({ client: options.client, ttlMs: options.columnsTtlMs }),
  };
  return {
    [CRM_JOB.syncLead]: createSyncLeadHandler(dependencies),
    [CRM_JOB.syncAppointment]: createSyncAppointmentHandler(dependencies),
    [CRM_JOB.syncCustomers]: createSyncCustomersHandler(dependencies),
    [CRM_JOB.postUpdate]: createPostUpdateHandler(dependencies),
  };
}

/**
 * The CRM handlers when monday.com is configured (token and board), none otherwise. The worker only claims job
 * types that have a handler, so without the settings CRM jobs wait in `pending` without spending attempts, and
 * run as soon as a server starts with them (DECISIONS.md §3).
 */
export function configuredCrmJobHandlers(config?: MondaySettings): JobHandlers {
  let connection: ReturnType<typeof configuredMondayConnection>;
  try {
    connection = configuredMondayConnection(config);
  } catch (error) {
    // The registry is built while modules load, before startServer validates the environment and exits with a
    // readable list of problems; throwing here would replace that list with a stack trace.
    if (!(error instanceof ConfigurationError)) throw error;
    console.warn("[crm] CRM jobs not registered: the configuration is invalid (the server reports it at start-up)");
    return {};
  }
  return connection ? createCrmJobHandlers(connection) : {};
}
