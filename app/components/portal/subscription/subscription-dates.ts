import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";

/** A billing or order date in US format, in the business's own time zone, so server and browser print the same. */
export function subscriptionDate(iso: string, locale: Locale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}
