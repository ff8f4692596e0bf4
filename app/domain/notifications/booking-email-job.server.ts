import { APPOINTMENT_CANCEL_MIN_NOTICE_HOURS } from "~/config/business-rules";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { isAppError } from "~/domain/app-error";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import { visitCalendarText } from "~/integrations/calendar/visit-calendar";
import { emailJob } from "~/integrations/email/queue-email.server";
import { renderMail, type RenderedMail } from "~/integrations/email/templates/mail-templates";
import { enqueueJob } from "~/jobs/enqueue.server";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import {
  appointmentsPageUrl,
  loadAppointmentMailFacts,
  type AppointmentMailFacts,
} from "./appointment-mail-facts.server";
import { BookingEmailPayloadSchema, type BookingEmailPayload } from "./booking-email.server";
import { companyFactsOf } from "./queue-templated-email.server";

/** Where a visitor's manage link opens (issue 34 item 6): the one booking its scoped token names. */
export function manageBookingUrl(token: string): string {
  return `${publicOrigin()}/booking/${token}`;
}

function renderBookingMail(
  facts: AppointmentMailFacts & { recipient: NonNullable<AppointmentMailFacts["recipient"]> },
  payload: BookingEmailPayload,
  settings: BusinessSettings,
): { rendered: RenderedMail; template: string } {
  const { appointment, recipient } = facts;
  const context = { locale: recipient.locale, company: companyFactsOf(settings) };
  const data = {
    name: recipient.name,
    serviceType: appointment.serviceType,
    appointmentDate: appointment.appointmentDate,
    windowEnd: appointment.windowEnd,
    durationMinutes: appointment.durationMinutes,
    serviceAddress: appointment.serviceAddress,
    phone: appointment.phone,
    notes: appointment.customerNotes,
    technicianName: appointment.technicianName,
    technicianNotes: appointment.technicianNotes,
    portalUrl: facts.customer.userId ? appointmentsPageUrl() : null,
    manageUrl: payload.manageToken ? manageBookingUrl(payload.manageToken) : null,
  };
  if (payload.change === "cancelled" || appointment.status === "cancelled")
    return { rendered: renderMail("appointment-cancelled", data, context), template: "booking-cancelled" };
  if (appointment.status === "confirmed")
    return {
      rendered: renderMail(
        "appointment-confirmed",
        {
          ...data,
          cancelNoticeHours: APPOINTMENT_CANCEL_MIN_NOTICE_HOURS,
          rescheduled: payload.change === "rescheduled",
        },
        context,
      ),
      template: payload.change === "rescheduled" ? "booking-rescheduled" : "booking-confirmed",
    };
  return { rendered: renderMail("appointment-requested", data, context), template: "booking-received" };
}

/**
 * Makes the booking's mail from the visit as it is now, with its calendar file (a REQUEST that adds or moves the
 * entry, or a CANCEL that removes it, under the visit's stable UID and current SEQUENCE), and queues it for
 * `email.send` in the same transaction that completes this job. A visit deleted meanwhile (its customer was
 * deleted) or a customer with no address ends the job with nothing to send.
 */
async function queueBookingMail(tx: Executor, payload: BookingEmailPayload): Promise<void> {
  let facts: AppointmentMailFacts;
  try {
    facts = await loadAppointmentMailFacts(tx, payload.appointmentId);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return;
    throw error;
  }
  // A record without a login has no language of its own: a visitor's mail speaks the language they booked in.
  const recipient =
    facts.recipient && !facts.customer.userId && payload.locale
      ? { ...facts.recipient, locale: payload.locale }
      : facts.recipient;
  if (!recipient) return;
  const settings = await getSettings({ executor: tx });
  const { rendered, template } = renderBookingMail({ ...facts, recipient }, payload, settings);
  const { appointment } = facts;
  const cancelled = payload.change === "cancelled" || appointment.status === "cancelled";
  const windowStart = appointment.appointmentDate;
  const windowEnd = appointment.windowEnd ?? new Date(windowStart.getTime() + appointment.durationMinutes * 60_000);
  const calendar = visitCalendarText({
    appointmentId: appointment.id,
    sequence: appointment.calendarSequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    windowStart,
    windowEnd,
    summary: `${appointment.serviceType}, ${settings.companyName}`,
    description: rendered.text,
    location: appointment.serviceAddress,
    organizer: { name: settings.companyName, email: settings.email },
    attendeeEmail: recipient.email,
    uidDomain: new URL(publicOrigin()).hostname,
  });
  await enqueueJob(
    tx,
    emailJob({
      to: recipient.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      kind: template,
      calendar: { method: cancelled ? "CANCEL" : "REQUEST", content: calendar },
    }),
  );
}

/** The `booking.email` handler. A payload that does not parse can never succeed, so it ends the job at once. */
export function createBookingEmailHandler(): JobHandler {
  return async (job, { completeWith }) => {
    const parsed = BookingEmailPayloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError(`Invalid booking e-mail payload: ${parsed.error.message}`);
    await completeWith((tx) => queueBookingMail(tx, parsed.data));
  };
}
