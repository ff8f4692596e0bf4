import { isbot } from "isbot";
import { PAGE_VIEWS_PER_ADDRESS_PER_DAY } from "~/config/business-rules";
import { acceptedOrigins } from "~/config/public-origin.server";
import type { Database } from "~/db/client.server";
import { database } from "~/db/database.server";
import { pageViews } from "~/db/schema";
import { consumeRateLimit } from "~/domain/rate-limits/consume-rate-limit.server";
import { isPublicPagePath } from "~/seo/public-pages";
import { businessDateOf } from "./analytics-calendar";
import { addressKey, visitorKey } from "./visitor-key.server";

/**
 * Views one visitor key may add per minute. A person reading pages stays far below it; above it is a script or a
 * stuck tab, and its extra views are dropped so one client cannot skew a day's figures much.
 */
export const PAGE_VIEWS_PER_VISITOR_PER_MINUTE = 60;
/**
 * Visitor keys the per-minute cap tracks at once. The cap only limits skew, so past this many keys in one minute
 * (a flood from many addresses) new keys go uncapped rather than the map growing without bound.
 */
const CAPPED_VISITORS_MAX = 50_000;

export type RecordPageViewInput = {
  /** The page's path as the browser sent it, e.g. "/es/about" (a trailing slash is dropped). */
  path: string;
  /** The page the visitor came from (document.referrer), when there was one. */
  referrer?: string;
  /** The address the server decided for the request; hashed into the visitor key, never stored. */
  clientAddress: string;
  /** The browser's User-Agent header; hashed into the visitor key, never stored. */
  userAgent: string;
  /** `DNT: 1` was sent. */
  doNotTrack: boolean;
  /** `Sec-GPC: 1` was sent. */
  globalPrivacyControl: boolean;
  now?: Date;
};

/**
 * Counts one view of a public page, cookielessly (issue 13, ADR 035). A visitor who asked not to be tracked (Do Not
 * Track, Global Privacy Control), a bot, a path that is not one of our public pages, a visitor over the per-minute cap
 * and an address over the day's cap (whatever User-Agent it sends) are not counted; the caller answers the same
 * either way, so nobody learns which applied.
 */
export async function recordPageView(input: RecordPageViewInput): Promise<{ counted: boolean }> {
  if (input.doNotTrack || input.globalPrivacyControl) return { counted: false };
  if (!input.userAgent || isbot(input.userAgent)) return { counted: false };
  const path = withoutTrailingSlash(input.path);
  if (!isPublicPagePath(path)) return { counted: false };

  const now = input.now ?? new Date();
  const db = await database();
  const date = businessDateOf(now);
  const key = await visitorKey({
    db,
    date,
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
  });
  if (!withinPerMinuteCap(key, now)) return { counted: false };
  if (!(await withinAddressDailyCap(db, date, input.clientAddress))) return { counted: false };

  await db
    .insert(pageViews)
    .values({ path, visitorKey: key, referrerHost: referrerHost(input.referrer), createdAt: now });
  return { counted: true };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * The referring site's host name, lower-case and without "www.", or null when there was no referrer, it is not an
 * http(s) address, or it is one of our own origins (a visitor moving between our pages came from nowhere new).
 */
export function referrerHost(
  referrer: string | undefined,
  ownOrigins: readonly string[] = acceptedOrigins(),
): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = siteHost(url.hostname);
  if (!host) return null;
  const ours = ownOrigins.some((origin) => siteHost(new URL(origin).hostname) === host);
  return ours ? null : host;
}

function siteHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** Views per visitor key in the current minute; emptied when the minute changes. */
const perMinute = { minute: -1, counts: new Map<string, number>() };

function withinPerMinuteCap(key: string, now: Date): boolean {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== perMinute.minute) {
    perMinute.minute = minute;
    perMinute.counts.clear();
  }
  const count = perMinute.counts.get(key);
  if (count === undefined) {
    if (perMinute.counts.size < CAPPED_VISITORS_MAX) perMinute.counts.set(key, 1);
    return true;
  }
  if (count >= PAGE_VIEWS_PER_VISITOR_PER_MINUTE) return false;
  perMinute.counts.set(key, count + 1);
  return true;
}

/**
 * Hours an address's daily count is kept: the key names the business date, so the window only has to outlast the
 * longest day (25 hours when the clocks go back) from the first view.
 */
const ADDRESS_COUNT_KEPT_HOURS = 26;

/**
 * The per-address cap, in the shared counters (`app_rate_limits`) so every app server counts toward one limit. The
 * per-minute cap above keys on address and browser, which a script passes by changing its User-Agent on every
 * request (security probe 4, N4); this one does not look at the browser.
 */
async function withinAddressDailyCap(db: Database, date: string, clientAddress: string): Promise<boolean> {
  const { allowed } = await consumeRateLimit({
    key: `page-views:${date}:${await addressKey({ db, date, clientAddress })}`,
    max: PAGE_VIEWS_PER_ADDRESS_PER_DAY,
    windowSeconds: ADDRESS_COUNT_KEPT_HOURS * 60 * 60,
    executor: db,
  });
  return allowed;
}
