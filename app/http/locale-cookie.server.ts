import { isHttpsOrigin } from "~/config/public-origin.server";
import type { Locale } from "~/i18n/catalog";
import { LOCALE_COOKIE } from "~/i18n/locale";

const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `lang` cookie that remembers a language for the portal and back office (their addresses carry none): set by
 * the language switch and by signing in or up, so the portal opens in the language the person used last.
 */
export function localeCookieHeader(locale: Locale): string {
  // From the configured origin, not request.url: behind a TLS-terminating proxy the request reaches us over http.
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${isHttpsOrigin() ? "; Secure" : ""}`;
}
