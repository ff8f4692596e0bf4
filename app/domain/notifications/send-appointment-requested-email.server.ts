import type { Executor } from "~/db/client.server";
import { appointmentsPageUrl, loadAppointmentMailFacts } from "./appointment-mail-facts.server";
import { queueOrSkipBadRecipient, type NotificationResult } from "./notification-result";
import { queueTemplatedEmail } from "./queue-templated-email.server";

/**
 * Tells the customer their appointment request was received (not yet confirmed), in their language. Call it in
 * the transaction that saves the appointment.
 */
export async function sendAppointmentRequestedEmail(input: {
  executor: Executor;
  appointmentId: string;
}): Promise<NotificationResult> {
  const { appointment, recipient } = await loadAppointmentMailFacts(input.executor, input.appointmentId);
  if (!recipient) return { queued: false, reason: "no-recipient" };
  return queueOrSkipBadRecipient(
    () =>
      queueTemplatedEmail({
        executor: input.executor,
        to: recipient.email,
        locale: recipient.locale,
        template: "appointment-requested",
        data: {
          name: recipient.name,
          serviceType: appointment.serviceType,
          appointmentDate: appointment.appointmentDate,
          durationMinutes: appointment.durationMinutes,
          serviceAddress: appointment.serviceAddress,
          phone: appointment.phone,
          notes: appointment.customerNotes,
          portalUrl: appointmentsPageUrl(),
        },
      }),
    `appointment ${appointment.id} requested`,
  );
}
