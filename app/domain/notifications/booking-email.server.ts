import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { enqueueJob, type EnqueuedJob } from "~/jobs/enqueue.server";

/** The job that mails a booking's confirmation, reschedule or cancellation with its calendar file (issue 34 item 7). */
export const BOOKING_EMAIL_JOB = "booking.email";

export const BOOKING_CHANGES = ["booked", "rescheduled", "cancelled"] as const;
export type BookingChange = (typeof BOOKING_CHANGES)[number];

/**
 * What the job carries: ids and the change, never the mail itself, so the mail and its calendar file are made when
 * the job runs, from the visit as it then is (a second change in between is mailed with its newest details). A
 * visitor's manage link travels here once, as the only copy of its token (ADR 075).
 */
export const BookingEmailPayloadSchema = z.object({
  appointmentId: z.uuid(),
  change: z.enum(BOOKING_CHANGES),
  manageToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  /** The language a visitor booked in: their record has no login to tell it (ignored for a customer with one). */
  locale: z.enum(["en", "es"]).optional(),
});
export type BookingEmailPayload = z.infer<typeof BookingEmailPayloadSchema>;

/**
 * Queues the booking's mail in the caller's transaction: it exists exactly when the booking's change commits. A
 * `dedupeKey` makes a second queueing under the same key a no-op (a visitor's repeated post of one booking form).
 */
export async function queueBookingEmail(
  executor: Executor,
  payload: BookingEmailPayload,
  options: { dedupeKey?: string } = {},
): Promise<EnqueuedJob> {
  return enqueueJob(executor, {
    type: BOOKING_EMAIL_JOB,
    payload: BookingEmailPayloadSchema.parse(payload),
    ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
  });
}
