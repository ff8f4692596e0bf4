import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { format, type Locale } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { dateTimeFormat } from "~/i18n/intl-formats";

const DATE_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** An appointment time as the business keeps it (Miami time), whatever the server's zone: "Monday, June 1, 2026 at 9:00 AM". */
export function appointmentDateText(date: Date | string, locale: Locale): string {
  return dateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(date));
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
