import { LOCALES } from "~/i18n/catalog";
import { localizedPaths, type PublicPage } from "./public-pages";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * sitemap.xml: one `<url>` per page and language, each listing every language version plus `x-default`
 * (English) as `xhtml:link` alternates, which is how search engines learn that `/about` and `/es/about` are one page.
 */
export function buildSitemap(pages: readonly PublicPage[], origin: string): string {
  const base = origin.replace(/\/+$/, "");
  const entries = pages.flatMap((page) => {
    const paths = localizedPaths(page);
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: `${base}${paths[locale]}` })),
      { hreflang: "x-default", href: `${base}${paths.en}` },
    ];
    return LOCALES.map((locale) =>
      [
        "  <url>",
        `    <loc>${escapeXml(`${base}${paths[locale]}`)}</loc>`,
        ...alternates.map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
        ),
        ...(page.lastModified ? [`    <lastmod>${escapeXml(page.lastModified)}</lastmod>`] : []),
        `    <changefreq>${page.changeFrequency}</changefreq>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
        "  </url>",
      ].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
