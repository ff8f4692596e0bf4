import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { Locale } from "~/i18n/catalog";
import { dateTimeFormat, numberFormat } from "~/i18n/intl-formats";

/** US conventions in both languages (the business is in Miami): month-first dates, dollars. */
function intlLocale(locale: Locale): string {
  return locale === "es" ? "es-US" : "en-US";
}

/** A calendar date without a time of day (YYYY-MM-DD), as "Mar 15, 2026" / "15 mar 2026", on any server clock. */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** US dollars with cents: "$1,234.50". */
export function formatUsd(amount: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { style: "currency", currency: "USD" }).format(amount);
}

/** A count with thousands separators: "100,000". */
export function formatCount(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale)).format(value);
}

/** An instant as the business's calendar date, "Jun 10, 2026": appointments are kept on Miami's clock. */
export function formatBusinessDate(isoInstant: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(isoInstant),
  );
}

/** An instant as the business's wall-clock time, "10:00 AM". */
export function formatBusinessTime(isoInstant: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(isoInstant),
  );
}
