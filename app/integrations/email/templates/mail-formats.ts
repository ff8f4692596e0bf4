import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { format, type Locale } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { dateTimeFormat, numberFormat } from "~/i18n/intl-formats";

const DATE_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** An appointment time as the business keeps it (Miami time), whatever the server's zone: "Monday, June 1, 2026 at 9:00 AM". */
export function appointmentDateText(date: Date | string, locale: Locale): string {
  return dateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(date));
}

/**
 * An arrival window in the business's time zone: "Monday, March 9, 2026, between 10:00 AM and 12:00 PM". The
 * technician arrives within it; the visit may run past its end.
 */
export function arrivalWindowText(start: Date | string, end: Date | string, locale: Locale): string {
  const day = dateTimeFormat(DATE_LOCALES[locale], { dateStyle: "full", timeZone: BUSINESS_TIME_ZONE });
  const time = dateTimeFormat(DATE_LOCALES[locale], { timeStyle: "short", timeZone: BUSINESS_TIME_ZONE });
  return format(mailCopy(locale).labels.arrivalWindowValue, {
    date: day.format(new Date(start)),
    start: time.format(new Date(start)),
    end: time.format(new Date(end)),
  });
}

/** When a message came in, for staff notifications: "Jun 1, 2026, 9:00 AM". */
export function receivedAtText(date: Date | string, locale: Locale): string {
  return dateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(date));
}

/** "1 hour" / "24 hours" in the recipient's language. */
export function hoursText(hours: number, locale: Locale): string {
  const words = mailCopy(locale).layout.hours;
  return hours === 1 ? words.one : format(words.other, { count: hours });
}

/** Integer cents as dollars, US style in both languages: "$1,234.50". */
export function centsText(cents: number, locale: Locale): string {
  return numberFormat(DATE_LOCALES[locale], { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) as "March 15, 2026" / "15 de marzo de 2026", on any server clock. */
export function calendarDateText(isoDate: string, locale: Locale): string {
  return dateTimeFormat(DATE_LOCALES[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
