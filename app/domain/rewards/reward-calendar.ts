import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { dateTimeFormat } from "~/i18n/intl-formats";

const yearMonthFormat = dateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "numeric",
});

/**
 * The business's calendar year and month (1 = January) at `now`: points are earned per calendar year in Miami,
 * so 11 p.m. on December 31 there is still the old year even though it is already January in UTC.
 */
export function rewardCalendar(now: Date): { year: number; month: number } {
  const parts = yearMonthFormat.formatToParts(now);
  const year = Number(parts.find((part) => part.type === "year")?.value);
  const month = Number(parts.find((part) => part.type === "month")?.value);
  return { year, month };
}
