import { priceText } from "~/format/plan-price-text";
import { format, type Locale } from "~/i18n/catalog";
import type { ArticleBlock, ArticleCategory, ArticleCopy, ArticleFacts, BlogArticle } from "./article";
import { dateTimeFormat } from "~/i18n/intl-formats";

/**
 * Fills the {placeholders} of content blocks with business facts. A block that names a fact the caller did not
 * supply is a programming error (the page would print "{phone}"), so it throws instead of rendering it.
 */
export function fillBlocks(
  blocks: readonly ArticleBlock[],
  facts: Record<string, string>,
  source: string,
): ArticleBlock[] {
  const fill = (text: string) => fillText(text, facts, source);
  return blocks.map((block) =>
    block.type === "list" ? { ...block, items: block.items.map(fill) } : { ...block, text: fill(block.text) },
  );
}

export function fillText(text: string, facts: Record<string, string>, source: string): string {
  const filled = format(text, facts);
  const missing = filled.match(/\{(\w+)\}/);
  if (missing) throw new Error(`"${source}" needs the fact "${missing[1]}"`);
  return filled;
}

export function fillArticle(copy: ArticleCopy, facts: Record<string, string>, source: string): ArticleCopy {
  return {
    title: fillText(copy.title, facts, source),
    excerpt: fillText(copy.excerpt, facts, source),
    body: fillBlocks(copy.body, facts, source),
  };
}

/** "October 14, 2026" / "14 de octubre de 2026": the date alone, read in UTC so no time zone shifts the day. */
export function articleDateText(isoDate: string, locale: Locale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The words of an article's body, for the word-count invariant and the read-time estimate. */
export function articleWordCount(copy: ArticleCopy): number {
  return copy.body
    .flatMap((block) => (block.type === "list" ? block.items : [block.text]))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** schema.org BlogPosting for one article, from the same copy the page shows; the author is the company. */
export function blogPostingJsonLd(page: {
  headline: string;
  description: string;
  publishedOn: string;
  category: ArticleCategory;
  locale: Locale;
  url: string;
  companyName: string;
  origin: string;
}) {
  const organization = { "@type": "Organization", name: page.companyName, url: page.origin };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: page.headline,
    description: page.description,
    datePublished: page.publishedOn,
    inLanguage: page.locale === "es" ? "es-US" : "en-US",
    articleSection: page.category,
    mainEntityOfPage: page.url,
    url: page.url,
    author: organization,
    publisher: organization,
  };
}

/** The settings an article may cite. */
export type ArticleSettings = {
  companyName: string;
  mainPhone: string;
  emergencyPhone: string;
  serviceCallFeeCents: number;
};

/** The facts article placeholders name, in the page's language. */
export function articleFacts(settings: ArticleSettings, locale: Locale): ArticleFacts {
  return {
    company: settings.companyName,
    phone: settings.mainPhone,
    emergencyPhone: settings.emergencyPhone,
    serviceCallFee: priceText(settings.serviceCallFeeCents, locale),
  };
}

/** What a card in a list of articles needs (loaders send only this, never the bodies). */
export type ArticleSummary = {
  slug: string;
  category: ArticleCategory;
  title: string;
  excerpt: string;
  /** ISO date, for <time dateTime>. */
  publishedOn: string;
  /** The date in the page's language, formatted on the server so hydration matches. */
  publishedText: string;
  readTimeMinutes: number;
};

export function articleSummary(article: BlogArticle, locale: Locale, facts: ArticleFacts): ArticleSummary {
  return {
    slug: article.slug,
    category: article.category,
    title: fillText(article[locale].title, facts, article.slug),
    excerpt: fillText(article[locale].excerpt, facts, article.slug),
    publishedOn: article.publishedOn,
    publishedText: articleDateText(article.publishedOn, locale),
    readTimeMinutes: article.readTimeMinutes,
  };
}
