import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { LOCALES } from "~/i18n/catalog";
import {
  articleDateText,
  articleFacts,
  articleWordCount,
  blogPostingJsonLd,
  fillArticle,
} from "./article-presentation";
import { BLOG_ARTICLES, findArticle, relatedArticles } from "./index";

describe("the blog articles", () => {
  it("has at least six articles with unique, URL-safe English slugs", () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(6);
    const slugs = BLOG_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("lists the articles newest first, each with a real ISO date", () => {
    const dates = BLOG_ARTICLES.map((article) => article.publishedOn);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("gives every article a title, an excerpt and a 500 to 900 word body in both languages", () => {
    for (const article of BLOG_ARTICLES) {
      for (const locale of LOCALES) {
        const copy = article[locale];
        expect(copy.title.length, `${article.slug} ${locale}`).toBeGreaterThan(10);
        expect(copy.excerpt.length, `${article.slug} ${locale}`).toBeGreaterThan(60);
        const words = articleWordCount(copy);
        expect(words, `${article.slug} ${locale} word count`).toBeGreaterThanOrEqual(500);
        expect(words, `${article.slug} ${locale} word count`).toBeLessThanOrEqual(900);
        expect(
          copy.body.some((block) => block.type === "heading"),
          `${article.slug} ${locale} has headings`,
        ).toBe(true);
      }
      expect(article.en.title).not.toBe(article.es.title);
    }
  });

  it("cites read times between 4 and 7 minutes (spec 2 §9)", () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.readTimeMinutes).toBeGreaterThanOrEqual(4);
      expect(article.readTimeMinutes).toBeLessThanOrEqual(7);
    }
  });

  it("never types a business fact: phones and the company name come from the settings at render time", () => {
    const typed = [DEFAULT_SETTINGS.companyName, "AW Air", "555-01", "(305)", DEFAULT_SETTINGS.email];
    for (const article of BLOG_ARTICLES) {
      const text = JSON.stringify([article.en, article.es]);
      for (const fact of typed) expect(text, `${article.slug} types "${fact}"`).not.toContain(fact);
    }
  });

  it("fills every placeholder from the settings, in both languages", () => {
    for (const locale of LOCALES) {
      const facts = articleFacts(DEFAULT_SETTINGS, locale);
      for (const article of BLOG_ARTICLES) {
        const filled = JSON.stringify(fillArticle(article[locale], facts, article.slug));
        expect(filled).not.toMatch(/\{\w+\}/);
      }
    }
    const night = fillArticle(
      findArticle("ac-stopped-working-on-a-hot-night")!.en,
      articleFacts(DEFAULT_SETTINGS, "en"),
      "night",
    );
    expect(JSON.stringify(night)).toContain(DEFAULT_SETTINGS.emergencyPhone);
    expect(JSON.stringify(night)).toContain("$89");
  });

  // The accessibility scan reads one article per language (tests/e2e/public-accessibility.test.ts): the others share its
  // page and differ only in text, and a word longer than a phone's line is what text alone could break there.
  it("has no word longer than 24 characters, so no article scrolls sideways on a phone", () => {
    for (const locale of LOCALES) {
      const facts = articleFacts(DEFAULT_SETTINGS, locale);
      for (const article of BLOG_ARTICLES) {
        const filled = fillArticle(article[locale], facts, article.slug);
        const texts = [filled.title, filled.excerpt].concat(
          filled.body.flatMap((block) => (block.type === "list" ? block.items : [block.text])),
        );
        const longest = texts
          .flatMap((text) => text.split(/[\s/–—-]+/))
          .reduce((long, word) => (word.length > long.length ? word : long), "");
        expect(longest.length, `${article.slug} ${locale}: "${longest}"`).toBeLessThanOrEqual(24);
      }
    }
  });

  it("refuses to render a placeholder nobody supplied", () => {
    const copy = { title: "Call {phone}", excerpt: "x", body: [] };
    expect(() => fillArticle(copy, {}, "broken")).toThrow('"broken" needs the fact "phone"');
  });

  it("suggests other articles, never the one being read", () => {
    for (const article of BLOG_ARTICLES) {
      const related = relatedArticles(article.slug, 3);
      expect(related).toHaveLength(3);
      expect(related.map((other) => other.slug)).not.toContain(article.slug);
    }
    expect(findArticle("no-such-article")).toBeUndefined();
  });

  it("writes dates the way each language reads them", () => {
    expect(articleDateText("2026-10-14", "en")).toBe("October 14, 2026");
    expect(articleDateText("2026-10-14", "es")).toBe("14 de octubre de 2026");
  });

  it("describes an article to search engines as a BlogPosting by the company", () => {
    const jsonLd = blogPostingJsonLd({
      headline: "Title",
      description: "Excerpt",
      publishedOn: "2026-10-14",
      category: "maintenance",
      locale: "es",
      url: "https://example.com/es/blog/x",
      companyName: "Cool Co",
      origin: "https://example.com",
    });
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "Title",
      datePublished: "2026-10-14",
      inLanguage: "es-US",
      author: { "@type": "Organization", name: "Cool Co" },
    });
  });
});
