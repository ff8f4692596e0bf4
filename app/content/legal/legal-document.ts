import type { ArticleBlock } from "~/content/blog/article";
import type { Locale } from "~/i18n/catalog";

/** One numbered part of a policy; `id` is its anchor (#id) for the page's table of contents. */
export type LegalSection = { id: string; title: string; blocks: readonly ArticleBlock[] };

/**
 * A policy page's text in both languages. Text cites business facts and the terms' figures as {placeholders},
 * filled at render time from the settings record and `app/config/business-rules.ts`, so no figure is typed here.
 */
export type LegalDocument = {
  /** ISO date the policy took effect; the page shows its month and year (spec 1 §9: December 2024). */
  updatedOn: string;
} & Record<Locale, { intro: string; sections: readonly LegalSection[] }>;

/** Every placeholder a policy may use; the page supplies all of them. */
export const LEGAL_FACT_KEYS = [
  "company",
  "email",
  "phone",
  "address",
  "serviceCallFee",
  "cancelNotice",
  "laborWarranty",
  "installationWarranty",
  "partsWarranty",
  "planCancelNotice",
  "interfaceCookieDays",
] as const;
export type LegalFacts = Record<(typeof LEGAL_FACT_KEYS)[number], string>;
