import { VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW } from "~/config/business-rules";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { appointmentsPageUrl } from "~/domain/notifications/appointment-mail-facts.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import type { Locale } from "~/i18n/catalog";
import { queueText } from "./queue-text.server";
import { queueVisitReminders, stopVisitReminders } from "./visit-reminders.server";
import { loadVisitTextFacts, type VisitTextFacts } from "./visit-text-facts.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What happened to a visit that the customer is texted about: booked (or confirmed by staff), moved to another
 * window, cancelled, or the technician set off.
 */
export type VisitTextEvent =
  | { kind: "confirmed" }
  | { kind: "rescheduled" }
  | { kind: "cancelled" }
  | { kind: "on_my_way"; technicianName: string };

/**
 * The customer's texts about one change of a visit (issue 36 item 4), queued in the caller's transaction AFTER the
 * change, so they go exactly when it commits and read the visit as it now is:
 * - confirmed: "booking confirmed" and the reminders, only once the visit is confirmed (a booking awaiting staff gets
 *   its text when staff confirm it, as its mail says "requested" until then);
 * - rescheduled: the waiting reminders stopped, "rescheduled", and the new window's reminders when confirmed;
 * - cancelled: the waiting reminders stopped, and "cancelled";
 * - on my way: the technician's first name and the window.
 * A visit whose phone cannot be a US number gets no text and this is no error: the booking stands. Consent and the
 * settings' switches are read when each text is sent (send-text-job.server.ts), not here.
 */
export async function queueVisitTexts(
  executor: Executor,
  input: {
    appointmentId: string;
    event: VisitTextEvent;
    /** The language a visitor is using now (a record without a login has none of its own). */
    locale?: Locale;
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const { event } = input;
  if (event.kind === "cancelled") await stopVisitReminders(executor, input.appointmentId, "visit_cancelled");
  if (event.kind === "rescheduled" || event.kind === "confirmed")
    await stopVisitReminders(executor, input.appointmentId, "visit_changed");
  const facts = await loadVisitTextFacts(executor, input.appointmentId, input.locale);
  if (!facts?.to) return;
  const withNumber = { ...facts, to: facts.to };
  if (event.kind === "confirmed" && facts.appointment.status !== "confirmed") return;
  const settings = await getSettings({ executor });
  const base = {
    executor,
    to: withNumber.to,
    locale: facts.locale,
    customerId: facts.appointment.customerId,
    appointmentId: facts.appointment.id,
    settings,
    now,
  };
  const service = facts.appointment.serviceType;
  if (event.kind === "cancelled") {
    await queueText({
      ...base,
      template: "booking_cancelled",
      data: { service, window: facts.window, phone: settings.mainPhone },
    });
    return;
  }
  if (event.kind === "on_my_way") {
    await queueText({
      ...base,
      template: "on_my_way",
      data: { technician: firstName(event.technicianName), window: facts.window },
    });
    return;
  }
  const link = await manageLink(executor, withNumber);
  await queueText({
    ...base,
    template: event.kind === "confirmed" ? "booking_confirmed" : "booking_rescheduled",
    data: { service, window: facts.window, link },
  });
  await queueVisitReminders(executor, { facts: withNumber, link, settings, now });
}

/** The technician as a text names them: "Carlos" of "Carlos Pérez" (the customer knows who rings the bell). */
function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? "";
}

/**
 * Where the customer changes or cancels the visit: the portal for a customer with a login; for a visitor, a
 * manage_booking link issued for this number (ADR 075: one record, one contact), open until
 * VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW days after the window like the mailed one, in the visitor's language.
 */
async function manageLink(executor: Executor, facts: VisitTextFacts & { to: string }): Promise<string> {
  if (facts.hasLogin) return appointmentsPageUrl();
  const { token } = await issueScopedToken(executor, {
    purpose: "manage_booking",
    recordId: facts.appointment.id,
    contact: facts.to,
    expiresAt: new Date(facts.window.end.getTime() + VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW * DAY_MS),
  });
  return `${publicOrigin()}${facts.locale === "es" ? "/es" : ""}/booking/${token}`;
}
