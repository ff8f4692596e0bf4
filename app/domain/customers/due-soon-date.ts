import { BUSINESS_TIME_ZONE, DUE_SOON_WINDOW_DAYS } from "~/config/business-rules";
import { dateTimeFormat } from "~/i18n/intl-formats";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's calendar date in Miami (YYYY-MM-DD): a server in another zone, or past 8 PM, must not shift "today". */
export function businessToday(now: Date): string {
  return dateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The last next-service date that counts as Due Soon (spec document 2 §4: on or before today + 30 days, overdue
 * included), as YYYY-MM-DD in Miami's calendar.
 */
export function dueSoonCutoff(now: Date): string {
  return new Date(Date.parse(`${businessToday(now)}T00:00:00Z`) + DUE_SOON_WINDOW_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
}
