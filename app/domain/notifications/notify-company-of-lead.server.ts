import type { Executor } from "~/db/client.server";
import type { leads } from "~/db/schema";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import { queueOrSkipBadRecipient, type NotificationResult } from "./notification-result";
import { queueTemplatedEmail, STAFF_MAIL_LOCALE } from "./queue-templated-email.server";

/**
 * Tells the company e-mail about a new lead when e-mail notifications are on (DECISIONS.md §4). A contact-page
 * lead is a contact message, with the visitor's message quoted. Call it in the transaction that saves the lead, with
 * the row that insert returned, and the settings the request already read if it did (a lead post then costs two
 * statements fewer: issue 14's estimate POST).
 */
export async function notifyCompanyOfLead(input: { executor: Executor; lead: typeof leads.$inferSelect; settings?: BusinessSettings }): Promise<NotificationResult> {
  const settings = input.settings ?? (await getSettings({ executor: input.executor }));
  if (!settings.emailNotifications) return { queued: false, reason: "notifications-off" };
  const { lead } = input;
  const base = { executor: input.executor, to: settings.email, locale: STAFF_MAIL_LOCALE, settings };
  return queueOrSkipBadRecipient(
    () =>
      lead.source === "contact_form"
        ? queueTemplatedEmail({
            ...base,
            template: "contact-notification",
            data: { name: lead.name, email: lead.email, phone: lead.phone, message: lead.notes ?? "", receivedAt: lead.createdAt },
          })
        : queueTemplatedEmail({
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
