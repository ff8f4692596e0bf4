import { redirect } from "react-router";
import { getSettings } from "~/domain/settings/get-settings.server";
import { oncePerRequest } from "~/request-scope/request-scope.server";
import { isLocale } from "~/i18n/catalog";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { getAuth } from "./auth.server";
import { isAdminUser, NO_STAFF_ACCESS } from "./permissions";

export { NO_STAFF_ACCESS };

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  isAdmin: boolean;
  emailVerified: boolean;
  locale: "en" | "es";
};

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
  const settings = await getSettings();
  const { user } = result;
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
    locale: isLocale(user.locale) ? user.locale : "en",
  };
}

/**
 * Any signed-in user (customer portal). Without a session: to the sign-in screen in the language last chosen on this
 * browser (/auth or /es/auth), coming back here after signing in.
 */
export async function requireCustomer(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(
    `${localizedPath("/auth", resolveLocale(request))}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
  );
}

/**
 * An admin (stored role, or the verified designated address). A visitor without a session: to the /admin sign-in.
 * A signed-in customer: 403 'no staff access' (ADR 039), never the staff sign-in form, which would only look like
 * their session had been lost.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user?.isAdmin) return user;
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
