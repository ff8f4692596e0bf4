import type { leads } from "~/db/schema";
import type { BusinessSettings } from "~/domain/settings/get-settings.server";
import type { JobRow } from "~/jobs/enqueue.server";
import { jobOrSkipBadRecipient, type NotificationPlan } from "./notification-result";
import { STAFF_MAIL_LOCALE, templatedEmailJob } from "./queue-templated-email.server";

type NotifiedLead = Pick<
  typeof leads.$inferSelect,
  "id" | "name" | "email" | "phone" | "address" | "zipCode" | "notes" | "source" | "createdAt"
>;

/**
 * The company e-mail about a new lead, when e-mail notifications are on (DECISIONS.md §4), as the job to insert with
 * the lead itself: either both are stored or neither. A contact-page lead is a contact message, with the visitor's
 * message quoted.
 */
export function leadNotificationJob(input: { lead: NotifiedLead; settings: BusinessSettings }): NotificationPlan {
  const { lead, settings } = input;
  if (!settings.emailNotifications) return { job: null, reason: "notifications-off" };
  const base = { to: settings.email, locale: STAFF_MAIL_LOCALE, settings };
  return jobOrSkipBadRecipient(
    (): JobRow =>
      lead.source === "contact_form"
        ? templatedEmailJob({
            ...base,
            template: "contact-notification",
            data: {
              name: lead.name,
              email: lead.email,
              phone: lead.phone,
              message: lead.notes ?? "",
              receivedAt: lead.createdAt,
            },
          })
        : templatedEmailJob({
            ...base,
            template: "lead-notification",
            data: {
              name: lead.name,
              email: lead.email,
              phone: lead.phone,
              address: lead.address,
              zipCode: lead.zipCode,
              notes: lead.notes,
              source: lead.source,
              receivedAt: lead.createdAt,
            },
          }),
    `lead ${lead.id} notification to the company`,
  );
}
