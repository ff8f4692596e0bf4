import { BLOG_ARTICLES } from "~/content/blog";
import { LOCALES, type Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

/** How often a page's content is expected to change, as sitemaps spell it. */
export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

/**
 * A public page that exists in English at `path` and in Spanish at `/es` + `path`. This one list feeds
 * sitemap.xml, robots.txt's scope and the end-to-end accessibility scan, so a new page is added here once.
 */
export type PublicPage = {
  /** The English path (`/`, `/about`, `/blog/<slug>`). */
  path: `/${string}`;
  changeFrequency: ChangeFrequency;
  /** Relative importance for crawlers, 0.0-1.0. */
  priority: number;
  /** ISO date of the last content change, when the page knows it (blog articles). */
  lastModified?: string;
};

export const PUBLIC_PAGES = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/comfort-club", changeFrequency: "monthly", priority: 0.8 },
  { path: "/faq", changeFrequency: "monthly", priority: 0.7 },
  { path: "/testimonials", changeFrequency: "monthly", priority: 0.6 },
  { path: "/contact", changeFrequency: "monthly", priority: 0.8 },
  { path: "/rebates", changeFrequency: "monthly", priority: 0.7 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.7 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
  { path: "/licensing", changeFrequency: "yearly", priority: 0.4 },
] as const satisfies readonly PublicPage[];

/** What the blog contributes to the list: one page per article. */
export type BlogArticleRef = { slug: string; publishedOn?: string };

/** Every public page: the fixed pages, then one per blog article. */
export function publicPages(articles: readonly BlogArticleRef[]): PublicPage[] {
  return [
    ...PUBLIC_PAGES,
    ...articles.map((article) => ({
      path: `/blog/${article.slug}` as const,
      changeFrequency: "monthly" as const,
      priority: 0.6,
      lastModified: article.publishedOn,
    })),
  ];
}

/** The site's public pages today, blog articles included. */
export const SITE_PUBLIC_PAGES: readonly PublicPage[] = publicPages(BLOG_ARTICLES);

const PUBLIC_PATHS = new Set(SITE_PUBLIC_PAGES.flatMap((page) => Object.values(localizedPaths(page))));

/** Whether a request path is one of the public pages in either language (`/es/` counts as `/es`). */
export function isPublicPagePath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

/** A page's address in each language (`/about` and `/es/about`; the Spanish home page is `/es`). */
export function localizedPaths(page: Pick<PublicPage, "path">): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(page.path, locale)])) as Record<
    Locale,
    string
  >;
}

/**
 * Account, portal, back-office and API paths that crawlers are asked to stay out of. They need a session or only
 * answer the app itself, so indexing them would only list sign-in screens.
 */
export const PRIVATE_PATH_PREFIXES = [
  "/admin",
  "/customer",
  "/api/",
  "/auth",
  "/es/auth",
  "/forgot-password",
  "/es/forgot-password",
  "/reset-password",
  "/es/reset-password",
  "/verify-email",
  "/es/verify-email",
  "/sign-out",
  "/payment-success",
  "/es/payment-success",
  "/subscription-success",
  "/es/subscription-success",
  "/demo-checkout",
  "/es/demo-checkout",
] as const;
