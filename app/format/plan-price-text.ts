import { format, type Locale, type Messages } from "~/i18n/catalog";
import { numberFormat } from "~/i18n/intl-formats";

/** "$89" for whole dollars, "$89.50" otherwise: the way prices read in running text, in both languages. */
export function priceText(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return numberFormat(locale === "es" ? "es-US" : "en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A catalog plan's price with its billing period: "$89 per visit", "$149 / month" (`prices`: the billing words). */
export function planPriceText(
  plan: { priceCents: number; billingInterval: "one_time" | "month" },
  locale: Locale,
  prices: Messages["billing"]["prices"],
): string {
  return format(plan.billingInterval === "month" ? prices.perMonth : prices.perVisit, {
    price: priceText(plan.priceCents, locale),
  });
}
