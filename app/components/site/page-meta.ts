import type { MetaDescriptor } from "react-router";
import { LOCALES, type Locale } from "~/i18n/catalog";
import { localeFromPath, localizedPath } from "~/i18n/locale";

const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

/** The site-wide social preview image (public/images/og-image.png, drawn from og-image.svg beside it). */
export const DEFAULT_SOCIAL_IMAGE = { path: "/images/og-image.png", width: 1200, height: 630 } as const;

export type SocialImage = { path: string; width: number; height: number; alt?: string };

/**
 * Title, description, canonical address, the hreflang alternates and the Open Graph / Twitter card tags of a
 * public page that exists in both languages (`/path` and `/es/path`); `x-default` points at English.
 * `siteName` (the company name from settings) and `image` are optional so every existing caller keeps working;
 * without an image the site-wide social image is used.
 */
export function publicPageMeta(page: {
  title: string;
  description: string;
  origin: string;
  pathname: string;
  siteName?: string;
  image?: SocialImage;
}): MetaDescriptor[] {
  const origin = page.origin.replace(/\/+$/, "");
  const locale = localeFromPath(page.pathname) ?? "en";
  const urlFor = (target: Locale) => `${origin}${localizedPath(page.pathname, target)}`;
  const image = page.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = /^https?:\/\//.test(image.path) ? image.path : `${origin}${image.path}`;
  const imageAlt = ("alt" in image && image.alt) || page.siteName || page.title;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: urlFor(locale) },
    ...LOCALES.map((target) => ({ tagName: "link", rel: "alternate", hrefLang: target, href: urlFor(target) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlFor("en") },
    { property: "og:type", content: "website" },
    ...(page.siteName ? [{ property: "og:site_name", content: page.siteName }] : []),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: urlFor(locale) },
    { property: "og:locale", content: OPEN_GRAPH_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: OPEN_GRAPH_LOCALE[other],
    })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
  ];
}
