import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

export type LanguageSwitchTarget =
  { kind: "link"; href: string } | { kind: "post"; locale: Locale; redirectTo: string };

/** The portal and back office keep one URL per screen and remember the language in a cookie instead. */
export function isPrivateAreaPath(pathname: string): boolean {
  return /^\/(customer|admin)(\/|$)/.test(pathname);
}

/**
 * How to show the current page in `target`: public pages carry the language in the URL (a plain link to the
 * other version), private areas post the choice to /api/locale, which remembers it and comes back here. A signed-in
 * person posts on public pages too, so the choice is remembered on the account and the portal follows it (issue 17);
 * /api/locale then goes to the public page's other-language twin.
 */
export function languageSwitchTarget(
  location: { pathname: string; search: string },
  target: Locale,
  signedIn = false,
): LanguageSwitchTarget {
  if (signedIn || isPrivateAreaPath(location.pathname)) {
    return { kind: "post", locale: target, redirectTo: `${location.pathname}${location.search}` };
  }
  return { kind: "link", href: `${localizedPath(location.pathname, target)}${location.search}` };
}
