import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { localeFromPath } from "~/i18n/locale";
import { cspNonceOf, type SecurityHeaderPairs } from "./security-headers";
import { storePage, type StoredPage } from "./stored-page";

/** Browsers and shared caches may keep an anonymous public page a minute, then serve it stale while refetching. */
export const ANONYMOUS_PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
/** A page drawn for one person (signed in, or carrying their toast) must never be stored anywhere. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * Cookies that make a page personal: better-auth's (`aw.*`, `__Secure-aw.*`: the session and its companions)
 * and the one-shot flash cookies (`flash_toast`, and `flash_sent`, a form's confirmation). The language cookie is
 * not among them: public pages take the language from the URL.
 */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:(?:__Secure-)?aw\.[\w.-]+|flash_\w+)=/;

/** Headers never replayed from the cache: they describe one response, not the page (the CSP names its nonce). */
const UNSTORED_HEADERS = new Set([
  "set-cookie",
  "date",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "content-security-policy",
]);

/**
 * A stored page (text and gzip, each served with the hit's own CSP nonce), its headers, and the headers of a gzip hit
 * as Node's writeHead takes them (name, value, name, value…) for the hits answered before the app.
 */
type Entry = { page: StoredPage; headers: [string, string][]; gzipHitHeaders: string[]; storedAt: number };

export type PublicHtmlCacheOptions = {
  /** Whether the path is one of the public pages (app/seo/public-pages.ts): nothing else is ever cached. */
  isPublicPage: (pathname: string) => boolean;
  /** The business content's version (settings version and time of the last save): a new value empties the cache. */
  contentVersion: () => Promise<string>;
  /** How long an entry lives even if the version stays the same, for content that is not in the settings. */
  ttlMs?: number;
  /** How long a version read is trusted before asking again: one database read per second, not per request. */
  versionTtlMs?: number;
  /** Upper bound on stored pages. */
  maxEntries?: number;
  now?: () => number;
  /**
   * What a hit answered before the app (`answerFromStore`) needs from the middleware it skips: a fresh CSP nonce and
   * the security headers. Without it, every hit goes through the app.
   */
  beforeTheApp?: { drawNonce: () => string; securityHeaders: SecurityHeaderPairs };
};

export type PublicHtmlCache = {
  /** The cache as Hono middleware: stores pages and answers hits. */
  middleware: MiddlewareHandler;
  /**
   * Answers a gzip hit straight from Node's request and returns true, or returns false and leaves the request to the
   * app (docs/decisions/057-stored-pages-answered-before-the-app.md).
   */
  answerFromStore: (request: IncomingMessage, response: ServerResponse) => boolean;
};

/** A path that is its own URL pathname (no query, no dot segment, no escape): the only ones answered before the app. */
const PLAIN_PATH = /^(?:\/[\w-]+)*\/?$/;

export function hasPersonalCookie(cookieHeader: string | undefined | null): boolean {
  return PERSONAL_COOKIE.test(cookieHeader ?? "");
}

/**
 * An in-process cache of the server-rendered HTML of public pages, so an anonymous visitor gets a stored page
 * instead of a render (docs/decisions/017-public-html-cache.md). It stores and serves only
 * - GET requests without a query string for a public page, from a visitor with no session or toast cookie;
 * - 200 HTML responses that set no cookie and that the route did not mark private or uncacheable.
 * Keys are the path (which carries the language) and the language; a change of content version empties it.
 * Every response, hit or miss, carries its own CSP nonce (server/security-headers.ts): a hit gets the page with the
 * nonce it was rendered with replaced by the hit's, so no nonce is ever sent twice (ARCHITECTURE.md convention 9).
 * It also sets Cache-Control on public HTML: shareable for anonymous visitors, `private, no-store` with a session.
 */
export function publicHtmlCache(options: PublicHtmlCacheOptions): PublicHtmlCache {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const versionTtlMs = options.versionTtlMs ?? 1000;
  const entries = new Map<string, Entry>();
  let storedVersion: string | undefined;
  let versionRead: { value: Promise<string>; at: number; settled?: string } | undefined;
  const currentVersion = () => {
    if (!versionRead || now() - versionRead.at >= versionTtlMs) {
      const read: typeof versionRead = { value: options.contentVersion(), at: now() };
      versionRead = read;
      read.value.then(
        (value) => (read.settled = value),
        () => (versionRead = versionRead === read ? undefined : versionRead),
      );
    }
    return versionRead.value;
  };
  const keyOf = (pathname: string) => `${localeFromPath(pathname) ?? "en"}\u0000${pathname}`;

  const answerFromStore = (request: IncomingMessage, response: ServerResponse): boolean => {
    const path = request.url ?? "";
    if (!options.beforeTheApp || request.method !== "GET" || !PLAIN_PATH.test(path)) return false;
    if (hasPersonalCookie(request.headers.cookie) || !/\bgzip\b/.test(request.headers["accept-encoding"] ?? ""))
      return false;
    // Only under a version read within the last second and already known; otherwise the app reads it again.
    const knownVersion = versionRead && now() - versionRead.at < versionTtlMs ? versionRead.settled : undefined;
    if (knownVersion === undefined || knownVersion !== storedVersion) return false;
    const cached = entries.get(keyOf(path));
    if (!cached || now() - cached.storedAt >= ttlMs) return false;
    const nonce = options.beforeTheApp.drawNonce();
    const gzip = cached.page.lendGzip(nonce);
    const headers = [...cached.gzipHitHeaders, "Content-Length", String(gzip.bytes.length)];
    for (const [name, value] of options.beforeTheApp.securityHeaders(path, nonce)) headers.push(name, value);
    response.writeHead(200, headers);
    // Called once the socket has the bytes; never, if it closes first (then the buffer is left to the collector).
    response.end(gzip.bytes, gzip.release);
    return true;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== "GET" || !options.isPublicPage(url.pathname)) return next();

    if (hasPersonalCookie(c.req.header("cookie"))) {
      await next();
      if (isHtml(c.res)) c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
      c.res.headers.append("Vary", "Cookie");
      return;
    }
    // Query strings (checkout session ids, cache busters) are never keys: such requests go to the app.
    if (url.search) return next();

    const version = await currentVersion();
    if (version !== storedVersion) {
      entries.clear();
      storedVersion = version;
    }
    const key = keyOf(url.pathname);
    const cached = entries.get(key);
    if (cached && now() - cached.storedAt < ttlMs) {
      const nonce = cspNonceOf(c);
      if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
        return new Response(cached.page.gzip(nonce), {
          status: 200,
          headers: new Headers(gzipHitHeaderPairs(cached.gzipHitHeaders)),
        });
      }
      return new Response(cached.page.text(nonce), { status: 200, headers: hitHeaders(cached.headers) });
    }
    entries.delete(key);

    await next();
    const response = c.res;
    if (!isStorable(response)) return;
    const body = await response.text();
    response.headers.set("Cache-Control", ANONYMOUS_PUBLIC_CACHE_CONTROL);
    response.headers.append("Vary", "Cookie");
    const headers = [...response.headers].filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()));
    // Another request may have changed the version while this one rendered: store only under the version it read.
    if (storedVersion === version) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const gzipHit = hitHeaders(headers);
      gzipHit.set("Content-Encoding", "gzip");
      entries.set(key, {
        page: storePage(body, cspNonceOf(c)),
        headers,
        gzipHitHeaders: [...gzipHit].flat(),
        storedAt: now(),
      });
    }
    response.headers.set("X-HTML-Cache", "miss");
    c.res = new Response(body, { status: response.status, headers: response.headers });
  };

  return { middleware, answerFromStore };
}

/** A hit's headers: the stored ones, marked as a hit, varying with the encoding asked for. */
function hitHeaders(stored: [string, string][]): Headers {
  const headers = new Headers(stored);
  headers.set("X-HTML-Cache", "hit");
  headers.append("Vary", "Accept-Encoding");
  return headers;
}

function gzipHitHeaderPairs(flat: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let index = 0; index < flat.length; index += 2) pairs.push([flat[index]!, flat[index + 1]!]);
  return pairs;
}

function isHtml(response: Response): boolean {
  return (response.headers.get("Content-Type") ?? "").startsWith("text/html");
}

function isStorable(response: Response): boolean {
  if (response.status !== 200 || !isHtml(response) || !response.body) return false;
  if (response.headers.has("Set-Cookie")) return false;
  // A route that drew the page for one person (or holds a one-time token) marks it so: respect that.
  return !/\b(private|no-store|no-cache)\b/i.test(response.headers.get("Cache-Control") ?? "");
}
