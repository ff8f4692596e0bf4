import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { leads, reviewRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueLeadSync } from "~/domain/crm/crm-jobs.server";
import {
  CONTACT_LEAD_PLACEHOLDER_ADDRESS,
  CONTACT_LEAD_PLACEHOLDER_ZIP_CODE,
} from "~/domain/leads/create-contact-lead.server";
import { loadAppointmentMailFacts } from "~/domain/notifications/appointment-mail-facts.server";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { STAFF_MAIL_LOCALE, templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { openScopedToken } from "~/domain/scoped-tokens/open-scoped-token.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { enqueueJob } from "~/jobs/enqueue.server";
import { OwnerFeedbackSchema, ownerFeedbackErrors } from "./owner-feedback-schemas";

/**
 * A customer writes to the owner from their review request's private link (issue 36 item 5). In one transaction: the
 * note is kept as a contact message (a `contact_form` lead linked to the customer, so staff read it where they read
 * the contact page's, under Analytics and Leads), the request's owner_feedback_at is set, and the CRM sync and the
 * staff e-mail are queued, as for any contact message. Throws BAD_INPUT with field keys for a bad message, and
 * NOT_FOUND for a bad, expired or revoked link.
 */
export async function sendOwnerFeedback(input: {
  token: string | undefined;
  form: unknown;
  now?: Date;
}): Promise<{ leadId: string }> {
  const parsed = OwnerFeedbackSchema.safeParse(input.form ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The note to the owner is not valid", ownerFeedbackErrors(parsed.error));
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    const opened = await openScopedToken(tx, { token: input.token ?? "", purpose: "owner_feedback" });
    const { appointment, customer, recipient } = await loadAppointmentMailFacts(tx, opened.recordId);
    const settings = await getSettings({ executor: tx });
    const name = `${customer.firstName} ${customer.lastName}`.trim() || recipient?.name || opened.contact;
    const lead = {
      id: randomUUID(),
      name,
      email: recipient?.email ?? customer.email,
      phone: appointment.phone || customer.phone,
      address: CONTACT_LEAD_PLACEHOLDER_ADDRESS,
      zipCode: CONTACT_LEAD_PLACEHOLDER_ZIP_CODE,
      notes: parsed.data.message,
      source: "contact_form" as const,
      customerId: customer.id,
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(leads).values(lead);
    await tx
      .update(reviewRequests)
      .set({ ownerFeedbackAt: now })
      .where(eq(reviewRequests.appointmentId, appointment.id));
    await enqueueLeadSync(tx, { leadId: lead.id });
    if (settings.emailNotifications) {
      const plan = jobOrSkipBadRecipient(
        () =>
          templatedEmailJob({
            to: settings.email,
            locale: STAFF_MAIL_LOCALE,
            template: "owner-feedback-notification",
            data: {
              name,
              email: lead.email,
              phone: lead.phone,
              serviceType: appointment.serviceType,
              visitDate: appointment.appointmentDate,
              message: parsed.data.message,
              receivedAt: now,
            },
            settings,
          }),
        `owner feedback ${lead.id} notification to the company`,
      );
      if (plan.job) await enqueueJob(tx, plan.job);
    }
    return { leadId: lead.id };
  });
}
