import type { Executor } from "~/db/client.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { loadAppointmentMailFacts } from "./appointment-mail-facts.server";
import { queueOrSkipBadRecipient, type NotificationResult } from "./notification-result";
import { queueTemplatedEmail, STAFF_MAIL_LOCALE } from "./queue-templated-email.server";

/** What the customer did to their own appointment in the portal, and what became of its confirmation. */
export type CustomerAppointmentChange =
  { kind: "edited"; confirmation: "withdrawn" | "kept" | null } | { kind: "cancelled" };

/**
 * Tells the company e-mail that a customer edited or cancelled their own appointment (issue 10), when e-mail
 * notifications are on. Worded as the customer's act, so staff never read it as a company cancellation. Call it in
 * the transaction that makes the change.
 */
export async function notifyCompanyOfCustomerAppointmentChange(input: {
  executor: Executor;
  appointmentId: string;
  change: CustomerAppointmentChange;
}): Promise<NotificationResult> {
  const settings = await getSettings({ executor: input.executor });
  if (!settings.emailNotifications) return { queued: false, reason: "notifications-off" };
  const { appointment, customer, recipient } = await loadAppointmentMailFacts(input.executor, input.appointmentId);
  const details = {
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerNumber: customer.customerNumber,
    email: recipient?.email ?? customer.email,
    phone: appointment.phone || customer.phone,
    serviceType: appointment.serviceType,
    appointmentDate: appointment.appointmentDate,
    durationMinutes: appointment.durationMinutes,
    serviceAddress: appointment.serviceAddress,
    notes: appointment.customerNotes,
    receivedAt: appointment.updatedAt,
  };
  const base = { executor: input.executor, to: settings.email, locale: STAFF_MAIL_LOCALE, settings };
  const change = input.change;
  return queueOrSkipBadRecipient(
    () =>
      change.kind === "edited"
        ? queueTemplatedEmail({
            ...base,
            template: "appointment-changed-notification",
            data: { ...details, confirmation: change.confirmation },
          })
        : queueTemplatedEmail({ ...base, template: "appointment-customer-cancelled-notification", data: details }),
    `appointment ${appointment.id} ${change.kind} by the customer, notice to the company`,
  );
}
