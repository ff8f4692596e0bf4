import { redirect } from "react-router";
import { getSettings } from "~/domain/settings/get-settings.server";
import { technicianLocaleOf } from "~/domain/team/technician-locale.server";
import { oncePerRequest } from "~/request-scope/request-scope.server";
import { isLocale } from "~/i18n/catalog";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { getAuth } from "./auth.server";
import { isAdminUser, isTechnicianRole, NO_STAFF_ACCESS, TECHNICIAN_ONLY } from "./permissions";
import type { SessionUser } from "./session-user";

export { NO_STAFF_ACCESS, TECHNICIAN_ONLY };

export type { SessionUser };

/** better-auth's session cookie (`aw.session_token`, `__Secure-aw.session_token` on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?aw\.session_token=/;

// Loaders of one navigation share the Request: the session is read once per request.
const sessionByRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null. Admin rights come from our user table and the settings record. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = sessionByRequest.get(request);
  if (!pending) {
    // Loaders of one page get copies of one Request: the page's scope shares the read among them.
    pending = oncePerRequest(`session ${request.headers.get("cookie") ?? ""}`, () => readSessionUser(request));
    sessionByRequest.set(request, pending);
  }
  return pending;
}

async function readSessionUser(request: Request): Promise<SessionUser | null> {
  // Visitors without a session cookie cost no database read.
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return null;
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { user } = result;
  // A technician's screens and messages speak the language staff set on their technician record (issue 35).
  const [settings, technicianLocale] = await Promise.all([
    getSettings(),
    isTechnicianRole(user.role) ? technicianLocaleOf(user.id) : null,
  ]);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role ?? "user",
    isAdmin: isAdminUser(
      { role: user.role, email: user.email, emailVerified: user.emailVerified },
      settings.adminEmail,
    ),
    emailVerified: user.emailVerified,
    locale: technicianLocale ?? (isLocale(user.locale) ? user.locale : "en"),
  };
}

/**
 * Any signed-in user (customer portal). Without a session: to the sign-in screen in the language last chosen on this
 * browser (/auth or /es/auth), coming back here after signing in.
 */
export async function requireCustomer(request: Request): Promise<SessionUser> {
  const user = await getCustomerSessionUser(request);
  if (user) return user;
  throw redirect(signInPath(request));
}

/**
 * The signed-in customer (or staff) of a form a visitor may also post (the billing API answers them itself), or null
 * without a session. A technician's login is refused (403): it has no customer record and must never get one.
 */
export async function getCustomerSessionUser(request: Request): Promise<SessionUser | null> {
  const user = await getSessionUser(request);
  if (user && isTechnicianRole(user.role)) throw refuseTechnician();
  return user;
}

/**
 * A technician's login (the technician screens of the dispatch issue). Without a session: to the sign-in, coming
 * back here afterwards. Any other login: 403, as customers get at staff addresses.
 */
export async function requireTechnician(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user && isTechnicianRole(user.role)) return user;
  if (user)
    throw Response.json(
      { code: NO_TECHNICIAN_ACCESS, error: "This account is not a technician's" },
      { status: 403, headers: { "Cache-Control": "private, no-store" } },
    );
  throw redirect(signInPath(request));
}

/** The code of the 403 a login other than a technician's gets at a technician address. */
export const NO_TECHNICIAN_ACCESS = "NO_TECHNICIAN_ACCESS";

function signInPath(request: Request): string {
  const url = new URL(request.url);
  return `${localizedPath("/auth", resolveLocale(request))}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * An admin (stored role, or the verified designated address). A visitor without a session: to the /admin sign-in.
 * A signed-in customer: 403 'no staff access' (ADR 039), never the staff sign-in form, which would only look like
 * their session had been lost. A technician's login: 403 'technician account'.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user?.isAdmin) return user;
  if (user && isTechnicianRole(user.role)) throw refuseTechnician();
  if (user) throw refuseNonStaff();
  throw redirect("/admin");
}

/**
 * The 403 for a signed-in person at a staff address: pages draw it with the root error boundary's 'no staff access'
 * screen, resource routes answer it as JSON.
 */
export function refuseNonStaff(): Response {
  return Response.json(
    { code: NO_STAFF_ACCESS, error: "This account has no staff access" },
    { status: 403, headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The 403 for a technician's login at a customer or staff address (issue 34): the root error boundary draws the
 * 'technician account' screen, resource routes answer it as JSON.
 */
export function refuseTechnician(): Response {
  return Response.json(
    { code: TECHNICIAN_ONLY, error: "This account is a technician's: it reaches only the technician screens" },
    { status: 403, headers: { "Cache-Control": "private, no-store" } },
  );
}
