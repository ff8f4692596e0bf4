import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";

function intlLocale(locale: Locale): string {
  return locale === "es" ? "es-US" : "en-US";
}

/** A business date as a picker names it: "Monday, March 9" / "lunes, 9 de marzo" (the date itself, no zone shift). */
export function windowDayText(date: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** An arrival window's times in the business's zone: "10:00 AM – 12:00 PM", the same on server and browser. */
export function windowTimesText(window: { startsAt: string; endsAt: string }, locale: Locale): string {
  const times = dateTimeFormat(intlLocale(locale), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: BUSINESS_TIME_ZONE,
  });
  return `${times.format(new Date(window.startsAt))} – ${times.format(new Date(window.endsAt))}`;
}

/** A window's whole name, as screen readers and the appointment list say it: "Monday, March 9, 10:00 AM – 12:00 PM". */
export function windowText(window: { startsAt: string; endsAt: string }, locale: Locale): string {
  const day = dateTimeFormat(intlLocale(locale), {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(window.startsAt));
  return `${day}, ${windowTimesText(window, locale)}`;
}
