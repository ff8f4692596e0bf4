/**
 * What page-view counting costs and how long the daily roll-up takes (issue 13):
 *   npm run build && npm run bench:analytics [-- --duration 10 --connections 20 --views 100000 --visitors 20000]
 * 1. The beacon's POST /api/page-view: requests/s and p99 against the production build on a fresh embedded database.
 *    The server trusts one proxy hop (TRUST_PROXY_HOPS=1), as behind a load balancer, and every beacon comes from its
 *    own address (X-Forwarded-For) with a desktop Chrome user agent, so each is counted: the per-visitor cap of
 *    60 views a minute never applies and every request inserts a row.
 * 2. In the same run, the cached home page alone, then the home page plus one beacon per view, so the cost a view
 *    adds is visible.
 * 3. The roll-up of one business day of --views page views by --visitors visitors (inserted with generate_series), on
 *    in-memory PGlite and on PostgreSQL (a throw-away database on BENCH_POSTGRES_URL, default
 *    postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards).
 * --skip-http or --skip-roll-up leaves a part out; --url points parts 1 and 2 at a running server (its own settings).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate";
import { businessDayBounds } from "~/domain/analytics/analytics-calendar";
import { rollUpAnalyticsDay } from "~/domain/analytics/roll-up-analytics-day.server";
import { benchTarget } from "./support/bench-server";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    views: { type: "string", default: "100000" },
    visitors: { type: "string", default: "20000" },
    "skip-http": { type: "boolean", default: false },
    "skip-roll-up": { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

/** Playwright's Desktop Chrome user agent; the bench varies its version per request as real traffic would. */
const chromeAgent = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const PATHS = ["/", "/about", "/comfort-club", "/faq", "/contact", "/es", "/es/about", "/blog"];

let visitorNumber = 0;

/** A beacon request from the next visitor: a new address each time and one of twenty Chrome versions. */
function nextVisitor(request: { method: string; path: string; headers: Record<string, string>; body?: string }) {
  visitorNumber += 1;
  const n = visitorNumber;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const path = PATHS[n % PATHS.length]!;
  const body = JSON.stringify(n % 4 === 0 ? { path, referrer: "https://www.google.com/" } : { path });
  return {
    ...request,
    body,
    headers: { ...request.headers, "x-forwarded-for": address, "user-agent": chromeAgent(120 + (n % 20)) },
  };
}

function report(label: string, result: Result, perView = 1): number {
  const statuses = `2xx ${result["2xx"]}, 3xx ${result["3xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}, errors ${result.errors}, timeouts ${result.timeouts}`;
  const rate = result.requests.average / perView;
  const unit = perView === 1 ? "req/s  " : "views/s";
  console.log(
    `${label.padEnd(44)} ${rate.toFixed(0).padStart(7)} ${unit}   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   (${statuses})`,
  );
  return rate;
}

async function httpParts(): Promise<void> {
  const server = await benchTarget(values.url, { env: { TRUST_PROXY_HOPS: "1" } });
  try {
    const origin = server.baseUrl;
    const page = { method: "GET", path: "/", headers: { "Accept-Encoding": "gzip", "user-agent": chromeAgent(140) } };
    const beacon = {
      method: "POST",
      path: "/api/page-view",
      headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: origin, "user-agent": chromeAgent(140) },
      setupRequest: nextVisitor,
    };
    const probe = await fetch(`${origin}/api/page-view`, {
      method: "POST",
      headers: beacon.headers,
      body: JSON.stringify({ path: "/" }),
    });
    if (probe.status !== 204) throw new Error(`a beacon answered ${probe.status}: ${await probe.text()}`);

    console.log(`${connections} connections, ${duration} s each, against ${origin}\n`);
    await autocannon({ url: origin, connections, duration: 2, requests: [page, beacon] }); // warm-up: JIT, caches
    report(
      "POST /api/page-view (each a new visitor)",
      await autocannon({ url: origin, connections, duration, requests: [beacon] }),
    );
    const alone = report(
      "GET / alone (anonymous, HTML cache)",
      await autocannon({ url: origin, connections, duration, requests: [page] }),
    );
    const counted = report(
      "GET / + one beacon per view",
      await autocannon({ url: origin, connections, duration, requests: [page, beacon] }),
      2,
    );
    console.log(
      `\ncounting costs ${((alone / counted - 1) * 100).toFixed(0)}% more server time per view of the cached home page (${alone.toFixed(0)} vs ${counted.toFixed(0)} views/s)`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * One day of views: visitor v arrives at an even spread over the first 19.5 hours and makes `views / visitors`
 * views, 0 to 44 minutes apart depending on v, so some visits split into several sessions and some bounce.
 */
async function insertDay(handle: DatabaseHandle, date: string, views: number, visitors: number): Promise<void> {
  const perVisitor = Math.max(1, Math.round(views / visitors));
  const { start } = businessDayBounds(date);
  await handle.db.execute(sql`
    insert into page_views (path, visitor_key, referrer_host, created_at)
    select
      (array['/', '/about', '/comfort-club', '/faq', '/contact', '/es', '/es/about', '/blog'])[1 + i % 8],
      md5('visitor' || (i / ${perVisitor})),
      case when i % ${perVisitor} = 0 and (i / ${perVisitor}) % 3 = 0
        then (array['google.com', 'bing.com', 'facebook.com', 'yelp.com'])[1 + (i / ${perVisitor}) % 4] end,
      ${start.toISOString()}::timestamptz
        + make_interval(secs => (i / ${perVisitor}) * (70000.0 / ${visitors}) + (i % ${perVisitor}) * 60 * ((i / ${perVisitor}) % 45))
    from generate_series(0, ${views - 1}) as i`);
  await handle.db.execute(sql`analyze page_views`);
}

async function timeRollUp(label: string, handle: DatabaseHandle): Promise<void> {
  const date = "2026-06-10";
  const views = Number(values.views);
  const visitors = Number(values.visitors);
  await migrateDatabase(handle);
  let started = performance.now();
  await insertDay(handle, date, views, visitors);
  const insertSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const first = await rollUpAnalyticsDay({ executor: handle.db, date, close: false });
  const firstSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const again = await rollUpAnalyticsDay({ executor: handle.db, date, close: false });
  const againSeconds = (performance.now() - started) / 1000;
  const f = first.figures!;
  console.log(
    `${label.padEnd(11)} roll-up of ${views.toLocaleString("en-US")} views: ${firstSeconds.toFixed(2)} s (${first.outcome}); again with nothing new: ${againSeconds.toFixed(2)} s (${again.outcome}); inserting them took ${insertSeconds.toFixed(2)} s`,
  );
  console.log(
    `${"".padEnd(11)} figures: ${f.visitors} visitors, ${f.pageviews} views, ${f.viewsPerVisit} views/visit, ${f.sessionDuration} s per visit, ${f.bounceRate}% bounce`,
  );
}

async function rollUpParts(): Promise<void> {
  console.log("");
  const pglite = await openDatabase({ driver: "pglite", dataDir: "memory://" });
  try {
    await timeRollUp("PGlite", pglite);
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `aw_bench_analytics_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on("error", (error) => console.error("[bench] the PostgreSQL admin connection failed", error));
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 2 });
    try {
      await timeRollUp("PostgreSQL", postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

if (!values["skip-http"]) await httpParts();
if (!values["skip-roll-up"]) await rollUpParts();
