import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Requests that carry their own permission, so another site's page cannot abuse a visitor's: signed webhooks, and
 * newsletter unsubscribes, where the signed token in the path is the whole permission (no cookie counts) and a mail
 * program's one-click POST (RFC 8058) may come with whatever Origin its client sets.
 */
const EXEMPT_PATHS = /^\/api\/webhooks\/|^\/(?:es\/)?newsletter\/unsubscribe\/[^/]+$/;

/**
 * Rejects state-changing requests that a browser sent from another site (cross-site request forgery).
 * Browsers always send Origin (and Sec-Fetch-Site) on cross-site POSTs; requests without either are not from a
 * browser page and carry no victim's cookies, so they pass. `acceptedOrigins` are the configured ones
 * (`acceptedOrigins()` of app/config/public-origin.server.ts): the request's own URL is not consulted, since
 * its host is whatever the client put in the Host header.
 */
export function crossSiteGuard(acceptedOrigins: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.test(c.req.path)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const fromAllowedOrigin = origin !== undefined && acceptedOrigins().includes(origin);
    const fromOtherSite = fetchSite === "cross-site" || (origin !== undefined && !fromAllowedOrigin);
    if (fromOtherSite && !fromAllowedOrigin) {
      return c.text("Cross-site request refused", 403);
    }
    return next();
  };
}
