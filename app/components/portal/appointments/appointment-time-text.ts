import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";

/** An appointment time in US style and in the business's zone, so server and browser print the same: "Jun 3, 2026, 10:00 AM". */
export function appointmentTimeText(iso: string, locale: Locale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}
