import type { BlogArticle } from "./article";
import { hotNight } from "./ac-stopped-working-on-a-hot-night";
import { changeFilters } from "./how-often-to-change-ac-filters-south-florida";
import { humidityMold } from "./humidity-and-mold-control-in-miami-homes";
import { hurricanePrep } from "./hurricane-season-prep-for-your-ac";
import { seer2Guide } from "./seer2-choosing-a-new-ac-or-heat-pump";
import { signsBeforeSummer } from "./signs-your-ac-needs-repair-before-summer";

export type { ArticleBlock, ArticleCategory, ArticleCopy, ArticleFacts, BlogArticle } from "./article";
export { ARTICLE_FACT_KEYS } from "./article";

/** Every article, newest first (the blog index and the home page teasers show them in this order). */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  changeFilters,
  seer2Guide,
  humidityMold,
  hotNight,
  hurricanePrep,
  signsBeforeSummer,
].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));

export function findArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}

/** Other articles to read next: same category first, then the newest, never the article itself. */
export function relatedArticles(slug: string, count = 3): BlogArticle[] {
  const current = findArticle(slug);
  const others = BLOG_ARTICLES.filter((article) => article.slug !== slug);
  const sameCategory = others.filter((article) => article.category === current?.category);
  const rest = others.filter((article) => article.category !== current?.category);
  return [...sameCategory, ...rest].slice(0, count);
}
