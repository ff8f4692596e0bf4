import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";

const tag = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");

/** A time of day in the business's zone, as the board prints it: "10:05 AM". */
export function boardTimeText(iso: string, locale: Locale): string {
  return dateTimeFormat(tag(locale), { timeStyle: "short", timeZone: BUSINESS_TIME_ZONE }).format(new Date(iso));
}

/** A window's range from its wall-clock times: "8:00 AM – 10:00 AM" (the times are the settings', no zone needed). */
export function windowRangeText(window: { start: string; end: string }, locale: Locale): string {
  const format = dateTimeFormat(tag(locale), { timeStyle: "short", timeZone: "UTC" });
  const at = (time: string) => format.format(new Date(`2000-01-01T${time}:00Z`));
  return `${at(window.start)} – ${at(window.end)}`;
}

/** A business date as a heading: "Wednesday, June 3, 2026". */
export function boardDateText(date: string, locale: Locale, style: "full" | "medium" = "full"): string {
  return dateTimeFormat(tag(locale), { dateStyle: style, timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}
