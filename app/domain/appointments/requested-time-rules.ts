import {
  APPOINTMENT_CANCEL_MIN_NOTICE_HOURS,
  APPOINTMENT_MIN_LEAD_HOURS,
  BUSINESS_TIME_ZONE,
} from "~/config/business-rules";
import { dateTimeFormat } from "~/i18n/intl-formats";
import type { BusinessHours, DailyHours } from "~/config/settings-shapes";

/**
 * The rules about when an appointment may be requested, changed or cancelled. Pure (no database, the clock passed
 * in), and shared by the server and the screen. A requested time is the `datetime-local` value the customer typed
 * ("YYYY-MM-DDTHH:MM"), a wall-clock time in the business's own time zone (Miami), never the server's or the
 * browser's; lead times are real elapsed hours, so they stay right across daylight-saving changes.
 */

const HOUR_MS = 60 * 60 * 1000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export type LocalDateTime = { year: number; month: number; day: number; hour: number; minute: number };

/** Splits "YYYY-MM-DDTHH:MM"; null when it is not a real calendar date and time. */
export function parseLocalDateTime(value: string): LocalDateTime | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60;
  return real ? { year, month, day, hour, minute } : null;
}

const wallClockFormat = dateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The business's wall-clock time at an instant. */
export function businessWallClock(instant: Date): LocalDateTime {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

function asUtcMs(local: LocalDateTime): number {
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
}

function sameWallClock(a: LocalDateTime, b: LocalDateTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

/**
 * The instant a business wall-clock time names, or null for a time the clocks skip (the spring-forward hour).
 * The zone's offset is read at a first guess and again at the result, which settles it on either side of a change.
 */
export function businessLocalToInstant(value: string): Date | null {
  const local = parseLocalDateTime(value);
  if (!local) return null;
  const target = asUtcMs(local);
  let instant = target;
  for (let round = 0; round < 2; round += 1) {
    const offset = asUtcMs(businessWallClock(new Date(instant))) - instant;
    instant = target - offset;
  }
  const result = new Date(instant);
  return sameWallClock(businessWallClock(result), local) ? result : null;
}

/** An instant as the `datetime-local` value of the business's wall clock: "2026-03-08T10:00". */
export function instantToBusinessLocal(instant: Date): string {
  const local = businessWallClock(instant);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${local.year}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}`;
}

/** The earliest time the form offers (its `min`): 24 hours from now, rounded up to the next minute. */
export function earliestRequestableLocal(now: Date): string {
  const earliest = Math.ceil((now.getTime() + APPOINTMENT_MIN_LEAD_HOURS * HOUR_MS) / 60_000) * 60_000;
  return instantToBusinessLocal(new Date(earliest));
}

function hoursAhead(instant: Date, now: Date): number {
  return (instant.getTime() - now.getTime()) / HOUR_MS;
}

/** At least APPOINTMENT_MIN_LEAD_HOURS real hours ahead of now. */
export function meetsMinimumLeadTime(instant: Date, now: Date): boolean {
  return hoursAhead(instant, now) >= APPOINTMENT_MIN_LEAD_HOURS;
}

/** The regular hours of a calendar day (Mon-Fri, Saturday, Sunday); null when closed for regular work. */
export function hoursOnDay(hours: BusinessHours, local: LocalDateTime): DailyHours | null {
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  if (weekday === 0) return hours.sunday;
  if (weekday === 6) return hours.saturday;
  return hours.weekdays;
}

function minutesOf(time: string): number {
  const [hour = "0", minute = "0"] = time.split(":");
  return Number(hour) * 60 + Number(minute);
}

/** Starts at or after opening and ends by closing on a day the business works (the emergency line aside). */
export function isInsideBusinessHours(value: string, durationMinutes: number, hours: BusinessHours): boolean {
  const local = parseLocalDateTime(value);
  if (!local) return false;
  const day = hoursOnDay(hours, local);
  if (!day) return false;
  const start = local.hour * 60 + local.minute;
  return start >= minutesOf(day.opens) && start + durationMinutes <= minutesOf(day.closes);
}

/** Why a requested time is refused (a message key of the appointments screen), or null when it is acceptable. */
export type RequestedTimeProblem = "dateInvalid" | "dateTooSoon" | "outsideBusinessHours";

export function requestedTimeProblem(input: {
  value: string;
  durationMinutes: number;
  hours: BusinessHours;
  now: Date;
}): RequestedTimeProblem | null {
  const instant = businessLocalToInstant(input.value);
  if (!instant) return "dateInvalid";
  if (!meetsMinimumLeadTime(instant, input.now)) return "dateTooSoon";
  if (!isInsideBusinessHours(input.value, input.durationMinutes, input.hours)) return "outsideBusinessHours";
  return null;
}

/**
 * Whether an edit keeps the visit's time: the same start (to the minute, as the form shows it) and the same duration.
 * Only a new time needs the office's confirmation again (issue 33); an address, a phone or a note does not.
 */
export function keepsVisitTime(
  current: { appointmentDate: Date; durationMinutes: number },
  edited: { appointmentDate: Date; durationMinutes: number },
): boolean {
  const minute = (instant: Date) => Math.floor(instant.getTime() / 60_000);
  return (
    minute(current.appointmentDate) === minute(edited.appointmentDate) &&
    current.durationMinutes === edited.durationMinutes
  );
}

/** A visit can be completed from its start time on (issue 33); before it, only as done today, by staff's choice. */
export function visitHasStarted(appointmentDate: Date | string, now: Date): boolean {
  return new Date(appointmentDate).getTime() <= now.getTime();
}

const CHANGEABLE_STATUSES: readonly string[] = ["scheduled", "confirmed"];

/** The customer may edit a scheduled or confirmed appointment at least 24 hours ahead. */
export function customerCanEdit(appointment: { status: string; appointmentDate: Date }, now: Date): boolean {
  return (
    CHANGEABLE_STATUSES.includes(appointment.status) &&
    hoursAhead(appointment.appointmentDate, now) >= APPOINTMENT_MIN_LEAD_HOURS
  );
}

/** The customer may cancel a scheduled or confirmed appointment with the terms' notice (24 hours). */
export function customerCanCancel(appointment: { status: string; appointmentDate: Date }, now: Date): boolean {
  return (
    CHANGEABLE_STATUSES.includes(appointment.status) &&
    hoursAhead(appointment.appointmentDate, now) >= APPOINTMENT_CANCEL_MIN_NOTICE_HOURS
  );
}
