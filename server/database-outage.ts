import type { Context, MiddlewareHandler } from "hono";
import { databaseWasAwaySince } from "~/db/database.server";
import { wantsJson } from "~/http/wants-json";
import type { Locale } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";

/** What a client is told to wait before trying again: a fast restart of PostgreSQL takes about a second. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export type DatabaseOutageOptions = {
  /** Whether the database was unreachable at some moment since `sinceMs` (default: the app's database). */
  wasAwaySince?: (sinceMs: number) => Promise<boolean>;
};

/**
 * Turns a 500 that the database's absence caused into a 503 (docs/decisions/027-database-outage.md): while
 * PostgreSQL restarts, every page and form that needs it fails, and the visitor should read "back in a minute",
 * a load balancer and a client should read "retry", and nobody should read "bug". A 500 while the database
 * answered throughout stays a 500. React Router's data requests (`.data`) keep their body, which the page
 * decodes itself; a JSON caller gets JSON; a browser gets a small page in its language, drawn without the
 * database and without React.
 */
export function databaseOutage(options: DatabaseOutageOptions = {}): MiddlewareHandler {
  const wasAwaySince = options.wasAwaySince ?? databaseWasAwaySince;
  return async (c, next) => {
    const startedAt = Date.now();
    await next();
    if (c.res.status !== 500 || !(await wasAwaySince(startedAt))) return;
    const failed = c.res;
    const outage = outageResponse(c, failed);
    // Replace, not merge: the failed answer's length and type belong to its own body.
    c.res = undefined;
    c.res = outage;
  };
}

function outageResponse(c: Context, failed: Response): Response {
  const retry = { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (c.req.path.endsWith(".data")) {
    const headers = new Headers(failed.headers);
    for (const [name, value] of Object.entries(retry)) headers.set(name, value);
    return new Response(failed.body, { status: 503, headers });
  }
  const locale = resolveLocale(c.req.raw);
  const words = messagesFor(locale).outage;
  if (wantsJson(c.req.raw) || c.req.path.startsWith("/api/")) {
    return Response.json({ error: words.api }, { status: 503, headers: retry });
  }
  void failed.body?.cancel();
  return new Response(outagePage(locale), {
    status: 503,
    headers: { ...retry, "Content-Type": "text/html; charset=utf-8" },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[character]};`);
}

/** The link reloads this page's own address (`href=""`): a path from the request could be `//another.site`. */
function outagePage(locale: Locale): string {
  const words = messagesFor(locale).outage;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:#1f2937;line-height:1.6}h1{color:#1e3a8a}a{color:#1e3a8a}</style>
</head>
<body>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.body)}</p>
<p><a href="">${escapeHtml(words.tryAgain)}</a></p>
</main>
</body>
</html>`;
}
