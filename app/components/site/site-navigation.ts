import type { Locale, Messages } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

type NavLabel = keyof Messages["shell"]["nav"];
type AccountLabel = Exclude<keyof Messages["shell"]["account"], "title" | "triggerLabel" | "signedInAs">;

export type SiteNavLink = {
  label: NavLabel;
  /** The English path; the Spanish one is derived with `localizedPath`. */
  path: string;
  /** A page's own issue flips this on when the page ships: menus list only screens that exist. */
  available: boolean;
};

/** The header's links, in the spec's order (spec 1 §2, Header and menus). */
export const SITE_NAV_LINKS: readonly SiteNavLink[] = [
  { label: "about", path: "/about", available: true },
  { label: "comfortClub", path: "/comfort-club", available: true },
  { label: "testimonials", path: "/testimonials", available: true },
  { label: "faq", path: "/faq", available: true },
  { label: "contact", path: "/contact", available: true },
];

export type AccountMenuLink = { label: AccountLabel; href: string; available: boolean; adminOnly?: boolean };

/** The signed-in account menu 'My Account'. The portal is not localized by URL, so these paths are fixed. */
export const ACCOUNT_MENU_LINKS: readonly AccountMenuLink[] = [
  { label: "dashboard", href: "/customer", available: true },
  { label: "servicePlans", href: "/customer/subscription", available: true },
  { label: "profileSettings", href: "/customer/profile", available: true },
  { label: "backOffice", href: "/admin/dashboard", available: true, adminOnly: true },
];

export type ResolvedLink<Label extends string> = { label: Label; href: string };

/** The header links that exist, pointing at the page in the visitor's language. */
export function visibleNavLinks(
  locale: Locale,
  links: readonly SiteNavLink[] = SITE_NAV_LINKS,
): ResolvedLink<NavLabel>[] {
  return links
    .filter((link) => link.available)
    .map((link) => ({ label: link.label, href: localizedPath(link.path, locale) }));
}

/** The account menu entries that exist and that this user may open. */
export function visibleAccountLinks(
  isAdmin: boolean,
  links: readonly AccountMenuLink[] = ACCOUNT_MENU_LINKS,
): ResolvedLink<AccountLabel>[] {
  return links
    .filter((link) => link.available && (!link.adminOnly || isAdmin))
    .map((link) => ({ label: link.label, href: link.href }));
}

export function homePath(locale: Locale): string {
  return localizedPath("/", locale);
}

/** Whether `pathname` is the home page of `locale`: the Spanish one answers at /es and at /es/ alike. */
export function isHomePath(pathname: string, locale: Locale): boolean {
  // A trailing slash after anything but the root is dropped: "/es/" is "/es", "/" stays "/".
  return pathname.replace(/(.)\/$/, "$1") === homePath(locale);
}

/**
 * Whether the footer's newsletter band belongs on `pathname`: not on the contact page, whose own newsletter section
 * sits a screen above it (two identical forms a scroll apart read as a mistake).
 */
export function footerOffersNewsletter(pathname: string, locale: Locale): boolean {
  return pathname.replace(/(.)\/$/, "$1") !== localizedPath("/contact", locale);
}

export function customerLoginPath(locale: Locale): string {
  return localizedPath("/auth", locale);
}
