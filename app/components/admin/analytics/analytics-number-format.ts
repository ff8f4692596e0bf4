import type { Locale } from "~/i18n/catalog";
import { format } from "~/i18n/catalog";
import { dateTimeFormat, numberFormat } from "~/i18n/intl-formats";

/** US conventions in both languages, as the rest of the back office (dashboard-format.ts). */
function intlLocale(locale: Locale): string {
  return locale === "es" ? "es-US" : "en-US";
}

/** Views per visit with two decimals: "2.80". */
export function formatViewsPerVisit(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A percentage stored as 0–100 with up to one decimal: "47.3%". */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/** Seconds as minutes and seconds, "2m 35s", or "45s" under a minute; the words come from the catalogue. */
export function formatSessionDuration(
  totalSeconds: number,
  words: { durationMinutes: string; durationSeconds: string },
): string {
  const rounded = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(rounded / 60);
  const seconds = rounded % 60;
  return minutes > 0 ? format(words.durationMinutes, { minutes, seconds }) : format(words.durationSeconds, { seconds });
}

/**
 * A month (YYYY-MM) by name at the start of a line: "October 2025" / "Octubre de 2025" (only the first letter is
 * raised: CSS `capitalize` would also make "De" of "de 2025").
 */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const named = dateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
  return named.charAt(0).toLocaleUpperCase(intlLocale(locale)) + named.slice(1);
}
