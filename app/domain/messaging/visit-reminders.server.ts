import { and, eq, inArray, sql } from "drizzle-orm";
import { REMINDER_MIN_MINUTES_AFTER_BOOKING } from "~/config/business-rules";
import type { Database, Executor } from "~/db/client.server";
import { appointments, textMessages } from "~/db/schema";
import type { BusinessSettings } from "~/domain/settings/get-settings.server";
import { queueText } from "./queue-text.server";
import type { VisitTextFacts } from "./visit-text-facts.server";

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The two reminders of a visit (issue 36 item 4), with the settings' hours before the window's start of each. */
export const REMINDER_TEMPLATES = ["reminder_day_before", "reminder_hours_before"] as const;
export type ReminderTemplate = (typeof REMINDER_TEMPLATES)[number];

/** Why a reminder stopped: the visit was cancelled, or it changed (another window, no longer confirmed, done). */
export type ReminderStopReason = "visit_cancelled" | "visit_changed";

const REMINDER_KEY_PREFIX = "reminder:";

/**
 * One reminder per visit, template and window start: queueing it twice changes nothing, and the send job compares
 * it with the visit's current start to know the reminder still speaks of the visit as it is.
 */
export function reminderDedupeKey(appointmentId: string, template: ReminderTemplate, windowStart: Date): string {
  return `${REMINDER_KEY_PREFIX}${appointmentId}:${template}:${windowStart.toISOString()}`;
}

function isReminder(template: string): template is ReminderTemplate {
  return (REMINDER_TEMPLATES as readonly string[]).includes(template);
}

/**
 * Queues a confirmed visit's reminders at the window's start minus the settings' hours, in the caller's transaction;
 * one whose time is past, or would come within REMINDER_MIN_MINUTES_AFTER_BOOKING of now, is left out (a visit booked
 * for tomorrow morning gets no day-before reminder).
 */
export async function queueVisitReminders(
  executor: Executor,
  input: { facts: VisitTextFacts & { to: string }; link: string; settings: BusinessSettings; now: Date },
): Promise<void> {
  const { facts, settings, now } = input;
  if (facts.appointment.status !== "confirmed") return;
  const hours: Record<ReminderTemplate, number> = {
    reminder_day_before: settings.messaging.reminderHoursBefore.first,
    reminder_hours_before: settings.messaging.reminderHoursBefore.second,
  };
  for (const template of REMINDER_TEMPLATES) {
    const sendAfter = new Date(facts.window.start.getTime() - hours[template] * HOUR_MS);
    if (sendAfter.getTime() - now.getTime() < REMINDER_MIN_MINUTES_AFTER_BOOKING * MINUTE_MS) continue;
    await queueText({
      executor,
      to: facts.to,
      template,
      data: {
        service: facts.appointment.serviceType,
        window: facts.window,
        link: input.link,
        phone: settings.mainPhone,
      },
      locale: facts.locale,
      customerId: facts.appointment.customerId,
      appointmentId: facts.appointment.id,
      dedupeKey: reminderDedupeKey(facts.appointment.id, template, facts.window.start),
      sendAfter,
      settings,
      now,
    });
  }
}

/**
 * Stops a visit's reminders still waiting, in the transaction that cancels or moves it: blocked with the reason, so
 * their jobs find nothing to send, and their keys freed, so a visit moved back to that window is reminded again.
 */
export async function stopVisitReminders(
  executor: Executor,
  appointmentId: string,
  reason: ReminderStopReason,
): Promise<void> {
  await executor
    .update(textMessages)
    .set({ status: "blocked", errorCode: reason, dedupeKey: null, statusUpdatedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(textMessages.appointmentId, appointmentId),
        eq(textMessages.status, "pending"),
        inArray(textMessages.template, [...REMINDER_TEMPLATES]),
      ),
    );
}

/**
 * At send time, whether a reminder still speaks of its visit as it is (a second guard beside stopVisitReminders, for
 * a change that did not stop it): null when it may go, else why not — the visit is gone or cancelled, no longer
 * confirmed, or no longer at the window the reminder names.
 */
export async function reminderStopReason(
  db: Database,
  text: { template: string; appointmentId: string | null; dedupeKey: string | null },
): Promise<ReminderStopReason | null> {
  if (!isReminder(text.template)) return null;
  // Its visit was deleted (the row's link set to null), or it was never a visit's reminder (nothing to compare).
  if (!text.appointmentId) return text.dedupeKey?.startsWith(REMINDER_KEY_PREFIX) ? "visit_cancelled" : null;
  const [visit] = await db
    .select({ status: appointments.status, start: appointments.appointmentDate })
    .from(appointments)
    .where(eq(appointments.id, text.appointmentId));
  if (!visit || visit.status === "cancelled") return "visit_cancelled";
  if (visit.status !== "confirmed") return "visit_changed";
  return text.dedupeKey === reminderDedupeKey(text.appointmentId, text.template, visit.start) ? null : "visit_changed";
}
