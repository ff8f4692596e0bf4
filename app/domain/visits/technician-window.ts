import { addDays, businessDayStart } from "~/domain/analytics/analytics-calendar";
import { businessToday } from "~/domain/customers/due-soon-date";

/** A technician sees and changes their visits of today and the next seven business days (issue 35). */
export const TECHNICIAN_WINDOW_DAYS_AHEAD = 7;

/**
 * Today..today+7 in Miami's calendar as business dates and a half-open range of instants [start, end), so a visit
 * at 11 PM on the last day is in and one past midnight is out, whatever zone the server runs in.
 */
export function technicianWindow(now: Date): { today: string; lastDay: string; start: Date; end: Date } {
  const today = businessToday(now);
  const lastDay = addDays(today, TECHNICIAN_WINDOW_DAYS_AHEAD);
  return { today, lastDay, start: businessDayStart(today), end: businessDayStart(addDays(lastDay, 1)) };
}
