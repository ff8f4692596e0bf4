import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { Locale } from "~/i18n/catalog";

/** Orders are stored in cents (spec document 1 §9); a page shows dollars with two decimals: 14900 → "$149.00". */
export function orderAmountText(amountCents: number, locale: Locale): string {
  return formatUsd(amountCents / 100, locale);
}

/** The order status badge (spec document 1 §4: paid, or anything else). */
export function isPaidOrder(status: string): boolean {
  return status === "paid";
}
