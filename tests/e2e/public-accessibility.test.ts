import { BLOG_ARTICLES } from "../../app/content/blog";
import { SITE_PUBLIC_PAGES, localizedPaths } from "../../app/seo/public-pages";
import { expectNoClassConflicts } from "./support/class-conflicts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { SCAN_SETTINGS } from "./support/scan-settings";

/**
 * Every public page in both languages (the one list in app/seo/public-pages.ts, which also feeds sitemap.xml), except
 * that the blog's articles are one page drawn from structured data (headings, paragraphs and lists, no markup, no
 * links: app/content/blog/article.ts): one article per language is scanned, and blog-articles.test.ts holds every
 * article's text to what the scan cannot see change (headings in each, no word too long for a phone's width).
 */
const SCANNED_ARTICLES: Record<string, string> = {
  en: `/blog/${BLOG_ARTICLES[0]!.slug}`,
  es: `/es/blog/${BLOG_ARTICLES[1]!.slug}`,
};
const PATHS = SITE_PUBLIC_PAGES.flatMap((page) =>
  Object.entries(localizedPaths(page)).map(([locale, path]) => ({ locale, path })),
).filter(({ locale, path }) => !/\/blog\/./.test(path) || SCANNED_ARTICLES[locale] === path);

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

test.describe("Accessibility of the public site", () => {
  for (const { locale, path } of PATHS) {
    const scanned = SCAN_SETTINGS.find((setting) => setting.locale === locale)!;
    const other = scanned.viewportName === "phone" ? "desktop" : "phone";
    test(`${path} has no axe-core violations on a ${scanned.viewportName}, no conflicting utilities, and no sideways scrolling on a phone or on a desktop`, async ({
      page,
    }) => {
      await page.setViewportSize(scanned.viewport);
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      // The public pages' markup does not depend on the width (only CSS does): one look at the classes covers both.
      await expectNoClassConflicts(page);
      // The other width is the same document resized, not loaded again: a layout is all a width changes here.
      for (const viewport of [scanned.viewport, WIDTHS[other]]) {
        await page.setViewportSize(viewport);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} is as wide as a ${viewport.width} px screen`).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});
