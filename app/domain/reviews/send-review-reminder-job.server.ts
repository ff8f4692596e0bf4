import { eq } from "drizzle-orm";
import { z } from "zod";
import { appointments, reviewRequests } from "~/db/schema";
import { loadAppointmentMailFacts } from "~/domain/notifications/appointment-mail-facts.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { reviewRequestsOn } from "./review-link-setting";
import { reviewRecipientOf } from "./review-recipient.server";
import { sendReviewMessage } from "./send-review-message.server";

const ReviewReminderPayloadSchema = z.object({ appointmentId: z.uuid() });

/**
 * The `review.remind` handler (issue 36 item 5): at most one reminder, and only while it still makes sense. Nothing is
 * sent when the review link was followed, a reminder went already, the visit is no longer completed (staff re-opened
 * it), the review link setting is now empty or review requests are off, or the person opted out since (reviewRecipientOf
 * reads the ledger now; a text is checked once more when it is sent). The reminder and its mark commit together.
 */
export function createReviewReminderHandler(options: { now?: () => Date } = {}): JobHandler {
  const clock = options.now ?? (() => new Date());
  return async (job, { completeWith }) => {
    const parsed = ReviewReminderPayloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError(`Invalid review.remind payload: ${parsed.error.message}`);
    const { appointmentId } = parsed.data;
    await completeWith(async (tx) => {
      // Locked: a click recorded meanwhile waits for this decision, and a second run finds the reminder marked.
      const [request] = await tx
        .select({ clickedAt: reviewRequests.clickedAt, reminderSentAt: reviewRequests.reminderSentAt })
        .from(reviewRequests)
        .where(eq(reviewRequests.appointmentId, appointmentId))
        .for("update");
      if (!request || request.clickedAt || request.reminderSentAt) return;
      const [visit] = await tx
        .select({ status: appointments.status })
        .from(appointments)
        .where(eq(appointments.id, appointmentId));
      if (visit?.status !== "completed") return;
      const settings = await getSettings({ executor: tx });
      if (!reviewRequestsOn(settings.messaging)) return;
      const facts = await loadAppointmentMailFacts(tx, appointmentId);
      const recipient = await reviewRecipientOf(tx, facts);
      if (!recipient) return;
      const now = clock();
      await sendReviewMessage(tx, { recipient, facts, settings, reminder: true, now });
      await tx
        .update(reviewRequests)
        .set({ reminderSentAt: now })
        .where(eq(reviewRequests.appointmentId, appointmentId));
    });
  };
}
