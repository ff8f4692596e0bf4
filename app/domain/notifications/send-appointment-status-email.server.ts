import { APPOINTMENT_CANCEL_MIN_NOTICE_HOURS } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { appointmentsPageUrl, loadAppointmentMailFacts } from "./appointment-mail-facts.server";
import { queueOrSkipBadRecipient, type NotificationResult } from "./notification-result";
import { queueTemplatedEmail } from "./queue-templated-email.server";

/** The changes a customer is told about by e-mail (DECISIONS.md §4: staff confirm, complete or cancel, auto-confirm). */
export type MailedAppointmentStatus = "confirmed" | "completed" | "cancelled";

/**
 * Tells the customer their appointment was confirmed, completed or cancelled, in their language, with the time, the
 * technician and the technician's notes staff set. `rescheduled` words a confirmation as a change of an appointment
 * already confirmed (new time or technician). Call it in the transaction that changes the status, after the
 * change, so the mail carries the new details and goes out exactly when the change commits.
 */
export async function sendAppointmentStatusEmail(input: {
  executor: Executor;
  appointmentId: string;
  status: MailedAppointmentStatus;
  rescheduled?: boolean;
}): Promise<NotificationResult> {
  const { appointment, recipient } = await loadAppointmentMailFacts(input.executor, input.appointmentId);
  if (!recipient) return { queued: false, reason: "no-recipient" };
  const details = {
    name: recipient.name,
    serviceType: appointment.serviceType,
    appointmentDate: appointment.appointmentDate,
    durationMinutes: appointment.durationMinutes,
    serviceAddress: appointment.serviceAddress,
    phone: appointment.phone,
    notes: appointment.customerNotes,
    technicianName: appointment.technicianName,
    technicianNotes: appointment.technicianNotes,
    portalUrl: appointmentsPageUrl(),
  };
  const base = { executor: input.executor, to: recipient.email, locale: recipient.locale };
  return queueOrSkipBadRecipient(
    () =>
      input.status === "confirmed"
        ? queueTemplatedEmail({
            ...base,
            template: "appointment-confirmed",
            data: {
              ...details,
              cancelNoticeHours: APPOINTMENT_CANCEL_MIN_NOTICE_HOURS,
              rescheduled: input.rescheduled ?? false,
            },
          })
        : input.status === "completed"
          ? queueTemplatedEmail({ ...base, template: "appointment-completed", data: details })
          : queueTemplatedEmail({ ...base, template: "appointment-cancelled", data: details }),
    `appointment ${appointment.id} ${input.status}`,
  );
}
