import { REVIEW_REMINDER_AFTER_DAYS } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { reviewRequests } from "~/db/schema";
import { usPhoneToE164 } from "~/domain/messaging/phone-number";
import { latestSendOutsideQuietHours } from "~/domain/messaging/quiet-hours";
import { queueText } from "~/domain/messaging/queue-text.server";
import { loadAppointmentMailFacts } from "~/domain/notifications/appointment-mail-facts.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { enqueueJob } from "~/jobs/enqueue.server";
import { reviewRequestsOn } from "./review-link-setting";
import { reviewRecipientOf, textLocaleOf } from "./review-recipient.server";
import { sendReviewMessage } from "./send-review-message.server";

/** The job that sends a review request's one reminder (send-review-reminder-job.server.ts). */
export const REVIEW_REMINDER_JOB = "review.remind";

const DAY_MS = 24 * 60 * 60 * 1000;

export type CompletedVisitFollowUp = { thankYouText: boolean; reviewRequest: "sms" | "email" | null };

/**
 * What a completed visit sends the customer (issue 36 items 4 and 5), in the transaction that completes it, whoever
 * completes it (the technician or staff, changeVisitState):
 * - the visit_completed thank-you text when there is a phone (its consent is checked when it is sent);
 * - one review request by the person's consented channel (reviewRecipientOf), with the SAME review link for everyone
 *   whatever the visit, and the private "tell the owner" link beside it; none when the review link setting is empty,
 *   review requests are switched off or the person opted out. Not gated: nothing about the visit is looked at;
 * - its one reminder, as a job REVIEW_REMINDER_AFTER_DAYS later (moved out of the quiet hours), which sends only if
 *   the link was not followed and nobody opted out meanwhile.
 * A visit re-opened and completed again is not asked twice: the request's key is the appointment.
 */
export async function followUpCompletedVisit(
  tx: Executor,
  input: { appointmentId: string; now: Date },
): Promise<CompletedVisitFollowUp> {
  const { now } = input;
  const settings = await getSettings({ executor: tx });
  const facts = await loadAppointmentMailFacts(tx, input.appointmentId);
  const phone = usPhoneToE164(facts.appointment.phone || facts.customer.phone || "");
  if (phone) {
    await queueText({
      executor: tx,
      to: phone,
      template: "visit_completed",
      data: { service: facts.appointment.serviceType, phone: settings.mainPhone },
      locale: await textLocaleOf(tx, facts, phone),
      customerId: facts.customer.id,
      appointmentId: facts.appointment.id,
      dedupeKey: `visit_completed:${facts.appointment.id}`,
      settings,
      now,
    });
  }
  const result: CompletedVisitFollowUp = { thankYouText: phone !== null, reviewRequest: null };
  if (!reviewRequestsOn(settings.messaging)) return result;
  const recipient = await reviewRecipientOf(tx, facts);
  if (!recipient) return result;
  const [asked] = await tx
    .insert(reviewRequests)
    .values({
      appointmentId: facts.appointment.id,
      customerId: facts.customer.id,
      channel: recipient.channel,
      sentAt: now,
    })
    .onConflictDoNothing({ target: reviewRequests.appointmentId })
    .returning({ appointmentId: reviewRequests.appointmentId });
  if (!asked) return result;
  await sendReviewMessage(tx, { recipient, facts, settings, reminder: false, now });
  await enqueueJob(tx, {
    type: REVIEW_REMINDER_JOB,
    payload: { appointmentId: facts.appointment.id },
    runAt: latestSendOutsideQuietHours(new Date(now.getTime() + REVIEW_REMINDER_AFTER_DAYS * DAY_MS)),
    dedupeKey: `${REVIEW_REMINDER_JOB}:${facts.appointment.id}`,
  });
  return { ...result, reviewRequest: recipient.channel };
}
