import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, publicPages } from "./public-pages";
import { buildSitemap } from "./sitemap";

describe("buildSitemap", () => {
  const pages = publicPages([{ slug: "change-your-filter", publishedOn: "2025-05-01" }]);
  const xml = buildSitemap(pages, "https://awac.example/");

  it("lists every public page in English and Spanish, blog articles included", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength((PUBLIC_PAGES.length + 1) * 2);
    expect(locs).toContain("https://awac.example/");
    expect(locs).toContain("https://awac.example/es");
    expect(locs).toContain("https://awac.example/comfort-club");
    expect(locs).toContain("https://awac.example/es/comfort-club");
    expect(locs).toContain("https://awac.example/blog/change-your-filter");
    expect(locs).toContain("https://awac.example/es/blog/change-your-filter");
  });

  it("gives every address its English, Spanish and x-default alternates", () => {
    const about = xml.split("<url>").find((entry) => entry.includes("<loc>https://awac.example/es/about</loc>"));
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://awac.example/about"/>');
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://awac.example/es/about"/>');
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://awac.example/about"/>');
  });

  it("declares the sitemap and xhtml namespaces and dates articles", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<lastmod>2025-05-01</lastmod>");
  });

  it("escapes characters XML reserves", () => {
    expect(buildSitemap(publicPages([{ slug: "a&b" }]), "https://awac.example")).toContain("/blog/a&amp;b</loc>");
  });
});
