import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { dateTimeFormat } from "~/i18n/intl-formats";

/**
 * Analytics days are the business's days (Miami), not UTC days: a view at 11:30 PM in Miami belongs to that
 * evening's date although it is already the next day in UTC. Every analytics query bounds a day with these instants.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = dateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const wallClockFormat = dateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The business date (YYYY-MM-DD) of an instant. */
export function businessDateOf(instant: Date): string {
  return dateFormat.format(instant);
}

/** The date `days` after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the business date begins (midnight in Miami; never ambiguous, since DST changes at 2 AM). */
export function businessDayStart(date: string): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at a guess, then at the corrected guess: two steps settle it on a day with a DST change.
  let instant = midnightAsUtc - offsetMs(new Date(midnightAsUtc));
  instant = midnightAsUtc - offsetMs(new Date(instant));
  return new Date(instant);
}

/** A business day as a half-open range of instants [start, end): 23, 24 or 25 hours long. */
export function businessDayBounds(date: string): { start: Date; end: Date } {
  return { start: businessDayStart(date), end: businessDayStart(addDays(date, 1)) };
}

/** How far the business zone's wall clock is ahead of UTC at `instant` (negative in Miami). */
function offsetMs(instant: Date): number {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const wallClockAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
