import type { Locale } from "~/i18n/catalog";

/**
 * One block of an article's body. Articles are structured data, never HTML, so the copy cannot inject markup and
 * the same text can feed the page, the teasers and the structured data.
 */
export type ArticleBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[]; ordered?: boolean };

/** What an article says in one language. Text may cite business facts as {placeholders} (see ARTICLE_FACT_KEYS). */
export type ArticleCopy = { title: string; excerpt: string; body: readonly ArticleBlock[] };

export type ArticleCategory = "maintenance" | "repair" | "emergencies" | "buying-guide" | "indoor-air" | "seasonal";

export type BlogArticle = {
  /** English slug, the same in both languages: /blog/<slug> and /es/blog/<slug>. */
  slug: string;
  category: ArticleCategory;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  readTimeMinutes: number;
  en: ArticleCopy;
  es: ArticleCopy;
} & Record<Locale, ArticleCopy>;

/**
 * The facts article text may cite. They are filled at render time from the settings record and the marketing
 * figures, so an article never types a phone number or a company name.
 */
export const ARTICLE_FACT_KEYS = ["company", "phone", "emergencyPhone", "serviceCallFee"] as const;
export type ArticleFacts = Record<(typeof ARTICLE_FACT_KEYS)[number], string>;
