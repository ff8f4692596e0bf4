import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";

const tag = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");

/** A visit's arrival window ("8:00 AM – 10:00 AM") or start time, in Miami's time, the same on server and phone. */
export function visitTimeText(visit: { startsAt: string; windowEnd: string | null }, locale: Locale): string {
  const time = dateTimeFormat(tag(locale), { timeStyle: "short", timeZone: BUSINESS_TIME_ZONE });
  const start = time.format(new Date(visit.startsAt));
  return visit.windowEnd ? `${start} – ${time.format(new Date(visit.windowEnd))}` : start;
}

/** A business date (YYYY-MM-DD) as a day heading: "Tuesday, June 2". */
export function visitDayText(date: string, locale: Locale): string {
  return dateTimeFormat(tag(locale), { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The phone's maps for an address: Google Maps' search link opens the maps app on Android and iOS alike. */
export function mapsHref(address: string): string {
  return `https://maps.google.com/?q=${encodeURIComponent(address)}`;
}

/** A phone number as a `tel:` link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
