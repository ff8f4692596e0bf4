import { z } from "zod";
import { CRM_BULK_SYNC_LIMIT } from "~/config/business-rules";

/** monday.com ids are numeric strings; keeping to digits means a board id never carries anything else. */
export const MondayBoardIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, "Board id must be a monday.com board number");

export const SyncLeadPayloadSchema = z.object({ leadId: z.uuid() });
export type SyncLeadPayload = z.infer<typeof SyncLeadPayloadSchema>;

export const SyncAppointmentPayloadSchema = z.object({ appointmentId: z.uuid() });
export type SyncAppointmentPayload = z.infer<typeof SyncAppointmentPayloadSchema>;

export const SyncCustomersPayloadSchema = z.object({
  boardId: MondayBoardIdSchema.optional(),
  limit: z.number().int().min(1).max(CRM_BULK_SYNC_LIMIT).default(CRM_BULK_SYNC_LIMIT),
  requestedBy: z.string().min(1).optional(),
});
export type SyncCustomersPayload = z.infer<typeof SyncCustomersPayloadSchema>;

export const PostUpdatePayloadSchema = z.object({ itemId: z.string().min(1), body: z.string().min(1) });
export type PostUpdatePayload = z.infer<typeof PostUpdatePayloadSchema>;

/** One customer's outcome in a bulk sync (spec doc 2 §3 "Sync result", plus our customer id). */
export type CustomerSyncResult = {
  customerId: string;
  customerName: string;
  success: boolean;
  mondayItemId: string | null;
  error: string | null;
};

/**
 * queued: waiting for a worker (or for the CRM to be connected); running: a worker is on it; waiting: monday.com
 * failed part-way and the rest is retried later; completed; failed: the job ran out of attempts (staff can retry it).
 */
export type CustomerSyncState = "queued" | "running" | "waiting" | "completed" | "failed";
