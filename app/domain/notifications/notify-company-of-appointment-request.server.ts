import type { Executor } from "~/db/client.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { loadAppointmentMailFacts } from "./appointment-mail-facts.server";
import { queueOrSkipBadRecipient, type NotificationResult } from "./notification-result";
import { queueTemplatedEmail, STAFF_MAIL_LOCALE } from "./queue-templated-email.server";

/**
 * Tells the company e-mail about a new appointment request when e-mail notifications are on (DECISIONS.md §4).
 * Call it in the transaction that saves the appointment.
 */
export async function notifyCompanyOfAppointmentRequest(input: {
  executor: Executor;
  appointmentId: string;
}): Promise<NotificationResult> {
  const settings = await getSettings({ executor: input.executor });
  if (!settings.emailNotifications) return { queued: false, reason: "notifications-off" };
  const { appointment, customer, recipient } = await loadAppointmentMailFacts(input.executor, input.appointmentId);
  return queueOrSkipBadRecipient(
    () =>
      queueTemplatedEmail({
        executor: input.executor,
        to: settings.email,
        locale: STAFF_MAIL_LOCALE,
        settings,
        template: "appointment-request-notification",
        data: {
          customerName: `${customer.firstName} ${customer.lastName}`.trim(),
          customerNumber: customer.customerNumber,
          email: recipient?.email ?? customer.email,
          phone: appointment.phone || customer.phone,
          serviceType: appointment.serviceType,
          appointmentDate: appointment.appointmentDate,
          durationMinutes: appointment.durationMinutes,
          serviceAddress: appointment.serviceAddress,
          notes: appointment.customerNotes,
          receivedAt: appointment.createdAt,
        },
      }),
    `appointment ${appointment.id} request notification to the company`,
  );
}
