import type { z } from "zod";
import type { Executor } from "~/db/client.server";
import { enqueueJob, jobRow, type EnqueuedJob, type JobRow } from "~/jobs/enqueue.server";
import { PermanentJobError } from "~/jobs/job-types";
import type { BoardColumnsCache } from "~/integrations/monday/board-columns-cache.server";
import type { MondayClient } from "~/integrations/monday/monday-client.server";

export const CRM_JOB = {
  syncLead: "crm.sync-lead",
  syncAppointment: "crm.sync-appointment",
  syncCustomers: "crm.sync-customers",
  postUpdate: "crm.post-update",
} as const;

/**
 * CRM jobs get more attempts than the queue's default (10, about half an hour of failures): with the back-off
 * capped at an hour, 30 attempts ride out 15-20 hours of monday.com trouble before a job is parked as dead for
 * staff to retry from the System page.
 */
export const CRM_SYNC_MAX_ATTEMPTS = 30;

/** A lead's CRM sync, as the job row to insert with the lead itself (DECISIONS.md §3). */
export function leadSyncJob(input: { leadId: string }): JobRow {
  return jobRow({ type: CRM_JOB.syncLead, payload: { leadId: input.leadId }, maxAttempts: CRM_SYNC_MAX_ATTEMPTS });
}

/** Queues a lead's CRM sync. Call it inside the transaction that saves or links the lead (DECISIONS.md §3). */
export function enqueueLeadSync(executor: Executor, input: { leadId: string }): Promise<EnqueuedJob> {
  return enqueueJob(executor, leadSyncJob(input));
}

/**
 * Queues an appointment's CRM sync: the item's creation for a new request, an update with the current details after
 * an edit or a status change. Call it inside the transaction that saves the appointment.
 */
export function enqueueAppointmentSync(executor: Executor, input: { appointmentId: string }): Promise<EnqueuedJob> {
  return enqueueJob(executor, {
    type: CRM_JOB.syncAppointment,
    payload: { appointmentId: input.appointmentId },
    maxAttempts: CRM_SYNC_MAX_ATTEMPTS,
  });
}

/** Queues the update text of an item that was just created; called in the transaction that records the item id. */
export function enqueueItemUpdate(executor: Executor, input: { itemId: string; body: string }): Promise<EnqueuedJob> {
  return enqueueJob(executor, {
    type: CRM_JOB.postUpdate,
    payload: { itemId: input.itemId, body: input.body },
    maxAttempts: CRM_SYNC_MAX_ATTEMPTS,
  });
}

/** A payload that does not parse will never succeed: the job goes to dead with the reason. */
export function parseJobPayload<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
  type: string,
): z.infer<Schema> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new PermanentJobError(
      `Invalid ${type} payload: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "payload"} ${issue.message}`).join("; ")}`,
    );
  return parsed.data;
}

/** What every CRM handler needs: the client, the default board and the per-process column cache. */
export type CrmJobDependencies = {
  client: MondayClient;
  boardId: string;
  columnsOf: BoardColumnsCache;
  /** How long a create_item without an answer waits before its retry looks for the item (default in create-board-item). */
  unknownOutcomeWaitSeconds?: number;
};
