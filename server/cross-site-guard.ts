import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Callers that are not browsers and sign their requests themselves. */
const EXEMPT_PATHS = /^\/api\/webhooks\//;

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
