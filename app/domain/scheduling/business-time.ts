import { WEEKDAYS, type Weekday } from "~/config/settings-shapes";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import {
  businessLocalToInstant,
  businessWallClock,
  instantToBusinessLocal,
} from "~/domain/appointments/requested-time-rules";

/**
 * Booking's calendar arithmetic in the business's time zone (BUSINESS_TIME_ZONE, Miami). Windows are written as a
 * business date ("YYYY-MM-DD") and wall-clock times ("HH:MM"); these turn them into instants and back through the
 * helpers the appointments and analytics already trust, so a window at 8:00 AM is 8:00 AM on both sides of a
 * daylight-saving change while lead times stay real elapsed hours.
 */

export { addDays, businessDateOf };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written "YYYY-MM-DD". */
export function isBusinessDate(value: string): boolean {
  const match = BUSINESS_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** A 24-hour "HH:MM". */
export function isWallClockTime(value: string): boolean {
  return WALL_CLOCK_TIME.test(value);
}

/**
 * The instant a business date's wall-clock time names: `businessInstant("2026-03-09", "08:00")` is 12:00 UTC (EDT),
 * `businessInstant("2026-03-07", "08:00")` 13:00 UTC (EST). Null for a bad date or time, or a time the clocks skip.
 */
export function businessInstant(date: string, time: string): Date | null {
  if (!isBusinessDate(date) || !isWallClockTime(time)) return null;
  return businessLocalToInstant(`${date}T${time}`);
}

/**
 * The instants of several wall-clock times of one business date, as `businessInstant` gives them, at a fraction of
 * its cost: the zone's offset is read at both ends of the day (from UTC midnight, before the local day starts, to
 * 30 hours later, after it ends), and on the 363 days a year when they agree every time of the day shares it. On a
 * day the clocks change, each time is converted on its own. A free-window list converts hundreds of times.
 */
export function businessInstantsOn(date: string, times: readonly string[]): (Date | null)[] {
  if (!isBusinessDate(date)) return times.map(() => null);
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  const offset = offsetAt(midnightAsUtc);
  if (offset !== offsetAt(midnightAsUtc + 30 * HOUR_MS)) return times.map((time) => businessInstant(date, time));
  return times.map((time) =>
    isWallClockTime(time) ? new Date(midnightAsUtc + minutesOfDay(time) * MINUTE_MS - offset) : null,
  );
}

/** How far the business's wall clock is ahead of UTC at a whole-minute instant (negative in Miami). */
function offsetAt(instantMs: number): number {
  const local = businessWallClock(new Date(instantMs));
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - instantMs;
}

/** The business date and wall-clock time of an instant: `{ date: "2026-03-09", time: "08:00" }`. */
export function businessDateTimeOf(instant: Date): { date: string; time: string } {
  const local = instantToBusinessLocal(instant);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The weekday of a business date, as the scheduling records key their days. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** Minutes since midnight of an "HH:MM" wall-clock time. */
export function minutesOfDay(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}
