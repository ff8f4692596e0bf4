import type { ArticleFacts, BlogArticle } from "~/content/blog/article";
import { format, type Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";
import type { BlogTeaserItem } from "./blog-teaser";

/** Spec 1 §2: the home page teases four articles. */
export const HOME_BLOG_TEASER_COUNT = 4;

/** The first articles as teaser cards in `locale`, facts filled in and dates in US style (spec 1 §9). */
export function blogTeaserItems(
  articles: readonly BlogArticle[],
  locale: Locale,
  facts: ArticleFacts,
): BlogTeaserItem[] {
  const dates = dateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" });
  return articles.slice(0, HOME_BLOG_TEASER_COUNT).map((article) => ({
    slug: article.slug,
    title: format(article[locale].title, facts),
    excerpt: format(article[locale].excerpt, facts),
    category: article.category,
    publishedOn: article.publishedOn,
    publishedText: dates.format(new Date(`${article.publishedOn}T00:00:00Z`)),
    readTimeMinutes: article.readTimeMinutes,
  }));
}
