import { formatBusinessDate, formatBusinessTime } from "~/domain/dashboard/dashboard-format";
import type { Locale } from "~/i18n/catalog";

/** An instant on Miami's clock, date and time: "Jun 10, 2026, 3:05 PM". */
export function formatLeadInstant(isoInstant: string, locale: Locale): string {
  return `${formatBusinessDate(isoInstant, locale)}, ${formatBusinessTime(isoInstant, locale)}`;
}
