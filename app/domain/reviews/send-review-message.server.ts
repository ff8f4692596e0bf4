import { publicOrigin } from "~/config/public-origin.server";
import { REVIEW_LINKS_VALID_DAYS } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { endOfQuietHours } from "~/domain/messaging/quiet-hours";
import { queueText } from "~/domain/messaging/queue-text.server";
import type { AppointmentMailFacts } from "~/domain/notifications/appointment-mail-facts.server";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import type { BusinessSettings } from "~/domain/settings/get-settings.server";
import { localizedPath } from "~/i18n/locale";
import { enqueueJob } from "~/jobs/enqueue.server";
import type { ReviewRecipient } from "./review-recipient.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Our redirect (it records the click, then sends on to the review page) and the private page to write to the owner. */
export const REVIEW_LINK_PATH = "/r";
export const OWNER_FEEDBACK_PATH = "/feedback";

/**
 * Queues one review request or its reminder to `recipient`, in the caller's transaction: two new scoped links (ADR
 * 075), the review link and the "tell the owner" link, always both. A text is the review_request / review_reminder
 * template (consent, the switches and the quiet hours are the sms.send job's); an e-mail goes at once, or at 8 am
 * when asked for in the quiet hours (issue 36 item 4). The links are issued anew for the reminder, as only their
 * hashes are kept.
 */
export async function sendReviewMessage(
  tx: Executor,
  input: {
    recipient: ReviewRecipient;
    facts: AppointmentMailFacts;
    settings: BusinessSettings;
    reminder: boolean;
    now: Date;
  },
): Promise<void> {
  const { recipient, facts, now } = input;
  const appointmentId = facts.appointment.id;
  const expiresAt = new Date(now.getTime() + REVIEW_LINKS_VALID_DAYS * DAY_MS);
  const scope = { recordId: appointmentId, contact: recipient.to, expiresAt };
  const review = await issueScopedToken(tx, { ...scope, purpose: "review_link" });
  const owner = await issueScopedToken(tx, { ...scope, purpose: "owner_feedback" });
  const origin = publicOrigin();
  const reviewUrl = `${origin}${REVIEW_LINK_PATH}/${review.token}`;
  const ownerUrl = `${origin}${localizedPath(`${OWNER_FEEDBACK_PATH}/${owner.token}`, recipient.locale)}`;
  if (recipient.channel === "sms") {
    await queueText({
      executor: tx,
      to: recipient.to,
      template: input.reminder ? "review_reminder" : "review_request",
      data: { reviewLink: reviewUrl, ownerLink: ownerUrl },
      locale: recipient.locale,
      customerId: facts.customer.id,
      appointmentId,
      dedupeKey: `${input.reminder ? "review_reminder" : "review_request"}:${appointmentId}`,
      settings: input.settings,
      now,
    });
    return;
  }
  // A stored address the mail queue refuses must not undo the visit's completion: logged, and no request goes.
  const plan = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to: recipient.to,
        locale: recipient.locale,
        template: "review-request",
        data: {
          name: recipient.name,
          serviceType: facts.appointment.serviceType,
          reviewUrl,
          ownerUrl,
          reminder: input.reminder,
        },
        settings: input.settings,
      }),
    `appointment ${appointmentId} review ${input.reminder ? "reminder" : "request"}`,
  );
  if (plan.job) await enqueueJob(tx, { ...plan.job, runAt: endOfQuietHours(now) });
}
