import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "~/config/env.server";
import { isHttpsOrigin, listedTrustedOrigins, publicOrigin } from "~/config/public-origin.server";

type SecurityHeadersConfig = Pick<Env, "BASE_URL" | "PORT" | "TRUSTED_ORIGINS" | "STRIPE_API_BASE">;

declare module "hono" {
  interface ContextVariableMap {
    /** This response's Content-Security-Policy nonce: no other response ever carries it. */
    cspNonce: string;
    /**
     * The sha256 sources (`'sha256-…'`) of an anonymous public page's inline scripts, set by the HTML cache once it
     * has taken the nonce out of the page: the policy then allows those scripts instead of the nonce (ADR 026).
     */
    cspScriptHashes: readonly string[];
  }
}

/** A year, the value HSTS preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Pages whose URL carries a one-time token (reset, set-up and verification links, the demo checkout's signed
 * session, a newsletter subscription's unsubscribe link, a booking's manage link, a review request's two links): the
 * browser must not send that URL to the next site as a Referer.
 */
const TOKEN_IN_URL =
  /^\/(?:es\/)?(?:reset-password|verify-email|demo-checkout\/[^/]+|newsletter\/unsubscribe\/[^/]+|booking\/[^/]+|feedback\/[^/]+)\/?$|^\/r\/[^/]+\/?$|^\/api\/auth\/(?:verify-email|reset-password\/)/;

/**
 * Stripe's hosted pages. Checkout and the billing portal are reached by a plain form post that the server
 * answers with a redirect, and Chromium applies `form-action` to the redirect's target too.
 */
const STRIPE_HOSTED_PAGES = ["https://checkout.stripe.com", "https://billing.stripe.com"];

/** The nonce the security headers middleware drew for this response (undefined where it does not run). */
export function cspNonceOf(c: Context): string | undefined {
  return c.get("cspNonce");
}

/**
 * Which inline scripts a response allows: those carrying its nonce (every page drawn for a person), or those whose
 * text has one of these sha256 hashes (an anonymous public page, the same bytes for everyone: ADR 026, ADR 057).
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The policy of one response (docs/decisions/026-security-headers.md). Scripts run only from our origin, or inline
 * with this response's nonce or a listed hash, never inline otherwise; styles may be inline (React's style
 * attributes, the mail HTML the System page shows in a sandboxed frame, which inherits this policy); nothing may
 * frame the site.
 */
export function contentSecurityPolicy(inline: InlineScripts, formTargets: readonly string[]): string {
  const inlineSources = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formTargets].join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Origins a form post may end on besides the page's own ('self'): the configured public origin and TRUSTED_ORIGINS
 * (our redirects name the public origin), Stripe's hosted pages, and a configured Stripe stand-in. The zero-setup
 * start's loopback spellings of localhost are not listed: a page reached through one of them is 'self', and CSP's
 * source grammar has no IPv6 literal, so Chromium logs `http://[::1]:3000` as an invalid source on every page.
 */
function formTargetsFor(config: SecurityHeadersConfig): string[] {
  const stripeStandIn = config.STRIPE_API_BASE ? [new URL(config.STRIPE_API_BASE).origin] : [];
  const ours = [publicOrigin(config), ...listedTrustedOrigins(config)];
  return [...new Set([...ours, ...STRIPE_HOSTED_PAGES, ...stripeStandIn])].filter(isNameableInPolicy);
}

/** CSP's host-source grammar has names and IPv4 addresses only: an IPv6 literal origin is covered by 'self' alone. */
function isNameableInPolicy(origin: string): boolean {
  return !new URL(origin).hostname.startsWith("[");
}

/** A nonce's random bytes: 128 bits, as CSP asks for at least. */
const NONCE_BYTES = 16;

/** A fresh CSP nonce: no other response ever gets the same. */
export function drawCspNonce(): string {
  return randomBytes(NONCE_BYTES).toString("base64");
}

/** The security headers of a response to `path` allowing those inline scripts, as name and value pairs. */
export type SecurityHeaderPairs = (path: string, inline: InlineScripts) => [string, string][];

/** The headers `securityHeaders` sets, also for the HTML cache's stored pages, whose hits are answered before it runs. */
export function securityHeaderPairs(config: SecurityHeadersConfig): SecurityHeaderPairs {
  const formTargets = formTargetsFor(config);
  const hsts: [string, string][] = isHttpsOrigin(config)
    ? [["Strict-Transport-Security", `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`]]
    : [];
  return (path, inline) => [
    ["Content-Security-Policy", contentSecurityPolicy(inline, formTargets)],
    ["X-Frame-Options", "DENY"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", TOKEN_IN_URL.test(path) ? "no-referrer" : "strict-origin-when-cross-origin"],
    ...hsts,
  ];
}

/**
 * Puts the security headers on every response of the production server: pages (rendered or from the HTML cache),
 * JSON, static files, not-found and error answers, better-auth's endpoints. Register it first, so it wraps all of
 * them. It draws a fresh nonce per request for React Router's inline scripts (through the load context); an
 * anonymous public page, from which the HTML cache took that nonce out, is allowed its scripts by hash instead.
 */
export function securityHeaders(config: SecurityHeadersConfig): MiddlewareHandler {
  const pairsFor = securityHeaderPairs(config);
  return async (c, next) => {
    const nonce = drawCspNonce();
    c.set("cspNonce", nonce);
    await next();
    const headers = mutableHeaders(c);
    const hashes = c.get("cspScriptHashes");
    for (const [name, value] of pairsFor(c.req.path, hashes ? { hashes } : { nonce })) headers.set(name, value);
  };
}

/** A response built with `Response.redirect` or by `fetch` has read-only headers: copy it once in that case. */
function mutableHeaders(c: Context): Headers {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
