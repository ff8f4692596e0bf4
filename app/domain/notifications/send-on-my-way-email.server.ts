import type { Executor } from "~/db/client.server";
import { appointmentsPageUrl, loadAppointmentMailFacts } from "./appointment-mail-facts.server";
import { queueOrSkipBadRecipient, type NotificationResult } from "./notification-result";
import { queueTemplatedEmail } from "./queue-templated-email.server";

/**
 * Tells the customer their technician set off (issue 35), in the customer's language, naming who is coming. Call it
 * in the transaction that records "on my way": the mail is queued exactly when that commits, so a replayed action
 * (which commits nothing) never mails twice. Texts come with the messaging issue.
 */
export async function sendOnMyWayEmail(input: {
  executor: Executor;
  appointmentId: string;
  technicianName: string;
}): Promise<NotificationResult> {
  const { appointment, recipient } = await loadAppointmentMailFacts(input.executor, input.appointmentId);
  if (!recipient) return { queued: false, reason: "no-recipient" };
  return queueOrSkipBadRecipient(
    () =>
      queueTemplatedEmail({
        executor: input.executor,
        to: recipient.email,
        locale: recipient.locale,
        template: "appointment-on-my-way",
        data: {
          name: recipient.name,
          serviceType: appointment.serviceType,
          appointmentDate: appointment.appointmentDate,
          windowEnd: appointment.windowEnd,
          durationMinutes: appointment.durationMinutes,
          serviceAddress: appointment.serviceAddress,
          phone: appointment.phone,
          technicianName: input.technicianName,
          portalUrl: appointmentsPageUrl(),
        },
      }),
    `appointment ${appointment.id} on my way`,
  );
}
