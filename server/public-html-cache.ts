import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { localeFromPath } from "~/i18n/locale";
import { constants, gzipSync } from "node:zlib";
import { entityTagOf, isNotModified, withScriptHashes } from "./anonymous-page";
import { cspNonceOf, type SecurityHeaderPairs } from "./security-headers";

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

/** Headers never replayed from the cache: they describe one response, not the page. */
const UNSTORED_HEADERS = new Set([
  "set-cookie",
  "date",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "content-security-policy",
]);

/** The headers a 304 repeats from the 200 it stands for (RFC 9110 15.4.5), and our hit marker. */
const NOT_MODIFIED_HEADERS = new Set(["cache-control", "etag", "vary", "x-html-cache"]);

/**
 * A stored page: its bytes as sent (plain and gzipped once), its validator, the sha256 sources of its inline scripts,
 * its headers, and the whole header lists of a hit answered before the app (name, value, name, value…, as Node's
 * writeHead takes them), computed once when the page is stored.
 */
type Entry = {
  plain: Buffer<ArrayBuffer>;
  gzip: Buffer<ArrayBuffer>;
  entityTag: string;
  scriptHashes: readonly string[];
  headers: [string, string][];
  beforeTheApp: { plain: string[]; gzip: string[]; notModified: string[] } | undefined;
  storedAt: number;
};

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
   * What a hit answered before the app (`answerFromStore`) needs from the middleware it skips: the security headers.
   * Without it, every hit goes through the app.
   */
  beforeTheApp?: { securityHeaders: SecurityHeaderPairs };
};

export type PublicHtmlCache = {
  /** The cache as Hono middleware: stores pages and answers hits. */
  middleware: MiddlewareHandler;
  /**
   * Answers a hit straight from Node's request and returns true, or returns false and leaves the request to the app
   * (docs/decisions/057-stored-pages-answered-before-the-app.md).
   */
  answerFromStore: (request: IncomingMessage, response: ServerResponse) => boolean;
};

/** A path that is its own URL pathname (no query, no dot segment, no escape): the only ones answered before the app. */
const PLAIN_PATH = /^(?:\/[\w-]+)*\/?$/;

export function hasPersonalCookie(cookieHeader: string | undefined | null): boolean {
  return PERSONAL_COOKIE.test(cookieHeader ?? "");
}

const acceptsGzip = (acceptEncoding: string | undefined | null) => /\bgzip\b/.test(acceptEncoding ?? "");

/**
 * An in-process cache of the server-rendered HTML of public pages, so an anonymous visitor gets a stored page
 * instead of a render (docs/decisions/017-public-html-cache.md). It stores and serves only
 * - GET requests without a query string for a public page, from a visitor with no session or toast cookie;
 * - 200 HTML responses that set no cookie and that the route did not mark private or uncacheable.
 * Keys are the path (which carries the language) and the language; a change of content version empties it.
 * An anonymous page is the same bytes for every visitor: its inline scripts are allowed by hash, not by a nonce
 * (server/anonymous-page.ts), and it carries an ETag, so nginx or a CDN may keep it as well.
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
    if (hasPersonalCookie(request.headers.cookie)) return false;
    // Only under a version read within the last second and already known; otherwise the app reads it again.
    const knownVersion = versionRead && now() - versionRead.at < versionTtlMs ? versionRead.settled : undefined;
    if (knownVersion === undefined || knownVersion !== storedVersion) return false;
    const cached = entries.get(keyOf(path));
    if (!cached?.beforeTheApp || now() - cached.storedAt >= ttlMs) return false;
    if (isNotModified(request.headers["if-none-match"], cached.entityTag)) {
      response.writeHead(304, cached.beforeTheApp.notModified);
      response.end();
    } else if (acceptsGzip(request.headers["accept-encoding"])) {
      response.writeHead(200, cached.beforeTheApp.gzip);
      response.end(cached.gzip);
    } else {
      response.writeHead(200, cached.beforeTheApp.plain);
      response.end(cached.plain);
    }
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
    // Query strings (checkout session ids, cache busters) are never keys: such requests go to the app, and their
    // pages keep the response's nonce.
    if (url.search) return next();

    const version = await currentVersion();
    if (version !== storedVersion) {
      entries.clear();
      storedVersion = version;
    }
    const key = keyOf(url.pathname);
    const cached = entries.get(key);
    if (cached && now() - cached.storedAt < ttlMs) {
      c.set("cspScriptHashes", cached.scriptHashes);
      const headers = hitHeaders(cached.headers);
      if (isNotModified(c.req.header("if-none-match"), cached.entityTag)) {
        return new Response(null, { status: 304, headers: notModifiedHeaders(headers) });
      }
      if (!acceptsGzip(c.req.header("accept-encoding"))) return new Response(cached.plain, { status: 200, headers });
      headers.set("Content-Encoding", "gzip");
      return new Response(cached.gzip, { status: 200, headers });
    }
    entries.delete(key);

    await next();
    const response = c.res;
    if (!isHtml(response) || !response.body) return;
    const rendered = await response.text();
    const renderNonce = cspNonceOf(c);
    const { html, scriptHashes } = renderNonce
      ? withScriptHashes(rendered, renderNonce)
      : { html: rendered, scriptHashes: [] };
    if (renderNonce) c.set("cspScriptHashes", scriptHashes);
    c.res = new Response(html, { status: response.status, headers: response.headers });
    if (!isStorable(response)) return;
    const entityTag = entityTagOf(html);
    c.res.headers.set("Cache-Control", ANONYMOUS_PUBLIC_CACHE_CONTROL);
    c.res.headers.append("Vary", "Cookie");
    c.res.headers.set("ETag", entityTag);
    c.res.headers.set("X-HTML-Cache", "miss");
    const headers = [...c.res.headers].filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()));
    // Another request may have changed the version while this one rendered: store only under the version it read.
    if (storedVersion !== version) return;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const plain = Buffer.from(html, "utf8");
    // The best compression: a page is compressed once and served many times.
    const gzip = gzipSync(plain, { level: constants.Z_BEST_COMPRESSION });
    const security = options.beforeTheApp?.securityHeaders(url.pathname, { hashes: scriptHashes });
    entries.set(key, {
      plain,
      gzip,
      entityTag,
      scriptHashes,
      headers,
      beforeTheApp: security && hitHeaderLists(headers, security, plain.length, gzip.length),
      storedAt: now(),
    });
  };

  return { middleware, answerFromStore };
}

/** The header lists of a hit written before the app: the app's headers for the same hit, laid out once. */
function hitHeaderLists(
  stored: [string, string][],
  security: [string, string][],
  plainLength: number,
  gzipLength: number,
): NonNullable<Entry["beforeTheApp"]> {
  const hit = hitHeaders(stored);
  for (const [name, value] of security) hit.set(name, value);
  const plain = [...hit, ["Content-Length", String(plainLength)]].flat();
  hit.set("Content-Encoding", "gzip");
  const gzip = [...hit, ["Content-Length", String(gzipLength)]].flat();
  return { plain, gzip, notModified: [...notModifiedHeaders(hit)].flat() };
}

function notModifiedHeaders(headers: Headers): Headers {
  return new Headers([...headers].filter(([name]) => NOT_MODIFIED_HEADERS.has(name.toLowerCase())));
}

/** A hit's headers: the stored ones, marked as a hit, varying with the encoding asked for. */
function hitHeaders(stored: [string, string][]): Headers {
  const headers = new Headers(stored);
  headers.set("X-HTML-Cache", "hit");
  headers.append("Vary", "Accept-Encoding");
  return headers;
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
