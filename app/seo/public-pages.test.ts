import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog";
import { PRIVATE_PATH_PREFIXES, SITE_PUBLIC_PAGES, isPublicPagePath, localizedPaths } from "./public-pages";

describe("the public pages list", () => {
  it("holds every fixed page and one page per blog article", () => {
    const paths = SITE_PUBLIC_PAGES.map((page) => page.path);
    for (const path of [
      "/",
      "/about",
      "/comfort-club",
      "/faq",
      "/testimonials",
      "/contact",
      "/rebates",
      "/blog",
      "/privacy",
      "/terms",
      "/licensing",
    ]) {
      expect(paths).toContain(path);
    }
    for (const article of BLOG_ARTICLES) expect(paths).toContain(`/blog/${article.slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("addresses each page in both languages", () => {
    expect(localizedPaths({ path: "/" })).toEqual({ en: "/", es: "/es" });
    expect(localizedPaths({ path: "/faq" })).toEqual({ en: "/faq", es: "/es/faq" });
  });

  it("recognises public page paths in both languages, with or without a trailing slash", () => {
    expect(isPublicPagePath("/")).toBe(true);
    expect(isPublicPagePath("/es/")).toBe(true);
    expect(isPublicPagePath("/es/about")).toBe(true);
    expect(isPublicPagePath("/customer")).toBe(false);
    expect(isPublicPagePath("/admin/dashboard")).toBe(false);
    expect(isPublicPagePath("/payment-success")).toBe(false);
  });

  it("never lists a page that robots.txt keeps crawlers out of", () => {
    for (const page of SITE_PUBLIC_PAGES) {
      for (const path of Object.values(localizedPaths(page))) {
        expect(PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
      }
    }
  });
});
