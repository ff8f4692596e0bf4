import type { MetaDescriptor } from "react-router";
import { LOCALES, type Locale } from "~/i18n/catalog";
import { localeFromPath, localizedPath } from "~/i18n/locale";

const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

/**
 * Title, description, canonical address and the hreflang alternates of a public page that exists in both
 * languages (`/path` and `/es/path`); `x-default` points at English.
 */
export function publicPageMeta(page: { title: string; description: string; origin: string; pathname: string }): MetaDescriptor[] {
  const origin = page.origin.replace(/\/+$/, "");
  const locale = localeFromPath(page.pathname) ?? "en";
  const urlFor = (target: Locale) => `${origin}${localizedPath(page.pathname, target)}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: urlFor(locale) },
    ...LOCALES.map((target) => ({ tagName: "link", rel: "alternate", hrefLang: target, href: urlFor(target) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlFor("en") },
    { property: "og:type", content: "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: urlFor(locale) },
    { property: "og:locale", content: OPEN_GRAPH_LOCALE[locale] },
  ];
}
