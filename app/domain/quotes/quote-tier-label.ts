import type { QuoteTier } from "~/config/quote-rules";
import type { Locale } from "~/i18n/catalog";

/** The tiers' names where no screen catalogue is at hand (the e-mails, the PDF). */
const TIER_LABELS: Record<Locale, Record<QuoteTier, string>> = {
  en: { good: "Good", better: "Better", best: "Best" },
  es: { good: "Buena", better: "Mejor", best: "La mejor" },
};

export function quoteTierLabel(tier: QuoteTier, locale: Locale): string {
  return TIER_LABELS[locale][tier];
}
