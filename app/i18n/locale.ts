import { DEFAULT_LOCALE, isLocale, type Locale } from "./catalog";

export const LOCALE_COOKIE = "lang";

/** Public pages carry the language in the URL: `/…` is English, `/es/…` Spanish. */
export function localeFromPath(pathname: string): Locale | undefined {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : undefined;
}

/** The same page in the other language: `/about` ↔ `/es/about`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = pathname === "/es" ? "/" : pathname.startsWith("/es/") ? pathname.slice(3) : pathname;
  if (locale === "en") return bare;
  return bare === "/" ? "/es" : `/es${bare}`;
}

export function localeFromCookie(cookieHeader: string | null): Locale | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=(en|es)(?:;|$)/);
  return match && isLocale(match[1]) ? match[1] : undefined;
}

/**
 * The language of a request: the URL for public pages; elsewhere (portal, back office, account screens without
 * a prefix) the remembered choice from the cookie, then the signed-in user's saved preference.
 */
export function resolveLocale(request: Request, userLocale?: string | null): Locale {
  const url = new URL(request.url);
  const fromPath = localeFromPath(url.pathname);
  if (fromPath) return fromPath;
  // The technician's screens speak the technician's own language (technicians.locale, issue 35), whatever the browser
  // chose elsewhere: the session user's locale is that language for a technician's login.
  if (url.pathname === "/tech" || url.pathname.startsWith("/tech/"))
    return isLocale(userLocale) ? userLocale : DEFAULT_LOCALE;
  const isPrivateArea = url.pathname.startsWith("/customer") || url.pathname.startsWith("/admin");
  if (!isPrivateArea) return DEFAULT_LOCALE;
  return localeFromCookie(request.headers.get("cookie")) ?? (isLocale(userLocale) ? userLocale : DEFAULT_LOCALE);
}

/**
 * The language of another page of ours (`path`, e.g. the returnPath a form posted to a resource route names), as
 * `resolveLocale` would give it for a request of that page with this request's cookies.
 */
export function localeOfPage(request: Request, path: string, userLocale?: string | null): Locale {
  return resolveLocale(new Request(new URL(path, request.url), { headers: request.headers }), userLocale);
}
