import type { Namespace } from "./catalog";
import { localeFromPath } from "./locale";
import { portalScreen } from "./portal-parts";

/** Every screen's frame: header, footer, menus, toasts, the newsletter form. */
const SHELL: readonly Namespace[] = ["common", "shell", "newsletter", "pagesShared", "billing"];
// Public pages reuse home-page pieces (plan cards, estimate and booking calls to action, review stars).
const PUBLIC_PAGES: readonly Namespace[] = [...SHELL, "home", "estimate", "contactPage", "blog", "legal"];
// The home page, the one most visitors load first and on a phone, is sent only what it reads: no checkout pages'
// words (its plan cards use the home page's own) and no contact form's (it has the estimate form); the blog teaser's
// words come with the static sections, from the home route (home-parts.ts).
const HOME_PAGE: readonly Namespace[] = PUBLIC_PAGES.filter(
  (name) => name !== "billing" && name !== "contactPage" && name !== "blog",
);

export type PageSection = "home" | "public" | "account" | "portal" | "back-office" | "tech";

// The account screens, exactly (app/routes.ts): a path below one of them is an unknown address, shown in the
// frame of the area it sits in, so it must not be given the account screens' words (ADR 030). `/admin` is the staff
// sign-in, an account screen that visitors see.
const ACCOUNT_PATHS = new Set([
  ...["/auth", "/forgot-password", "/reset-password", "/verify-email"].flatMap((path) => [path, `/es${path}`]),
  "/customer/auth",
  "/sign-out",
  "/admin",
]);

/** /es/about → /about, /es → /: a path without its language (the portal answers /es/customer/x too: ADR 030). */
const withoutLanguage = (pathname: string) => pathname.replace(/^\/es(?=\/|$)/, "") || "/";

/** Which part of the product a path belongs to; pages of one part share their messages. */
export function pageSection(pathname: string): PageSection {
  // React Router ignores a trailing slash: /auth/ is the /auth page.
  const exact = pathname.replace(/(?<=.)\/+$/, "");
  if (ACCOUNT_PATHS.has(exact)) return "account";
  const path = withoutLanguage(exact);
  if (path === "/admin" || path.startsWith("/admin/")) return "back-office";
  if (path === "/customer" || path.startsWith("/customer/")) return "portal";
  if (exact === "/tech" || exact.startsWith("/tech/")) return "tech";
  return path === "/" ? "home" : "public";
}

/** Who is asking for a page, as far as its frame is concerned. */
export type PageViewer = { signedIn: boolean; isAdmin: boolean };

/**
 * The part of the product whose frame and words a person gets at `pathname`: the portal's for anyone signed in, the
 * back office's for staff; anyone else asking for an address there gets the public site's (an unknown address
 * answers them 404 in the site's frame, a known screen sends them to sign in: ADR 030).
 */
export function viewerSection(pathname: string, viewer: PageViewer): PageSection {
  const section = pageSection(pathname);
  if ((section === "portal" || section === "tech") && !viewer.signedIn) return "public";
  if (section === "back-office" && !viewer.isAdmin) return "public";
  return section;
}

const NAMESPACES: Record<PageSection, readonly Namespace[]> = {
  home: HOME_PAGE,
  public: PUBLIC_PAGES,
  // Sign-up has the SMS consent box.
  account: [...SHELL, "auth", "smsConsent"],
  // The portal's screens sign nobody in: its sign-in and welcome pages are account screens. Only the screens that take
  // payments get the checkout words (PORTAL_SCREENS' `billing`).
  portal: [...SHELL.filter((name) => name !== "billing"), "portal"],
  // Staff screens have no site footer (newsletter), no sign-in forms (auth) and no checkout (billing).
  "back-office": ["common", "shell", "admin", "system"],
  // The technician's screens (issue 35): their own words, the offline layer's and the frame's, nothing of the site,
  // portal or office.
  tech: ["common", "shell", "tech", "techOffline"],
};

/** The screens with the SMS consent box besides sign-up (issue 36): the booking forms and the profile. */
const SMS_CONSENT_PATHS = new Set(["/book", "/customer/appointments", "/customer/profile"]);
const hasSmsConsentBox = (pathname: string) =>
  SMS_CONSENT_PATHS.has(withoutLanguage(pathname.replace(/(?<=.)\/+$/, "")));

/**
 * The message namespaces a page needs. The root loader sends only these, so a phone loading the home page
 * never downloads the back office's words (or the other language's).
 */
export function namespacesForPath(pathname: string, viewer: PageViewer): readonly Namespace[] {
  const section = viewerSection(pathname, viewer);
  if (section === "portal" && portalScreen(withoutLanguage(pathname))?.billing)
    return [...NAMESPACES.portal, "billing"];
  if ((section === "public" || section === "portal") && hasSmsConsentBox(pathname))
    return [...NAMESPACES[section], "smsConsent"];
  return NAMESPACES[section];
}

/**
 * Pages whose messages differ: moving between them must re-run the root loader. Each back-office and portal screen is
 * sent its own words (`back-office-parts.ts`, `portal-parts.ts`), so there any other address re-runs it; a new search
 * on the same screen does not.
 * (The address stands in for the screen so the browser need not carry the table of screens.)
 */
export function messagesKey(pathname: string): string {
  const section = pageSection(pathname);
  // A public page with the SMS box gets its words: a navigation to it from another public page asks for them.
  const ownWords = section === "back-office" || section === "portal" || hasSmsConsentBox(pathname);
  const screen = ownWords ? `:${pathname.replace(/(?<=.)\/+$/, "")}` : "";
  return `${localeFromPath(pathname) ?? "en"}:${section}${screen}`;
}
