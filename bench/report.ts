/**
 * The whole benchmark in one run, ending in one table (issue 14, "Benchmarks"):
 *   npm run build && npm run bench [-- --customers 100000 --leads 200000 --duration 15 --warmup 5 --connections 10]
 * 1. PostgreSQL: a throw-away database on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 *    trust auth), filled by `npm run db:seed-scale` (100,000 customers, about 1,000,000 service-history rows,
 *    200,000 leads by default) plus a bench admin, with the production build started on it:
 *    - GET / and /es/ anonymously, and the very bytes the app served from Debian's nginx (started here on a spare
 *      port, one worker), in the same run: the app's share of nginx's requests/s (goal ≥ 25%);
 *    - the portal dashboard of the seed's signed-in customer (goal p95 ≤ 30 ms) and the staff customer search
 *      (goal p95 ≤ 100 ms), both signed in through the real sign-in;
 *    - the estimate form's POST with RATE_LIMIT_FORM_MAX raised (goal ≥ 500 requests/s, p99 ≤ 50 ms, every
 *      acknowledged lead stored), then, on a server with the default limit, proof that the 21st post answers 429;
 *    - first, on the quiet server, Lighthouse's mobile run of / and /es/ in Debian's Chromium, three times each, judged
 *      by the medians (issue 18: performance ≥ 97, LCP ≤ 2.0 s, FCP ≤ 1.5 s, the other three 100);
 *    - JS bytes (gzip) per route.
 * 2. Booking (issue 34, `npm run bench:booking` on its own throw-away database of 100,000 customers and 1,000,000
 *    appointments): the free-window lookup for 60 days (goal p95 ≤ 50 ms) and a burst of bookings with capacity
 *    enforced (goal ≥ 100 per second, 0 overbooked windows after); --skip-booking leaves it out.
 * 2b. The dispatch board (issue 35, `npm run bench:board` on its own throw-away database): the day view at 20
 *    technicians and 200 visits a day (goal p95 ≤ 50 ms); --skip-board leaves it out.
 * 2c. The daily plan-visit run (issue 37, `npm run bench:plan-visits` on its own throw-away databases): 10,000 active
 *    plans offered in one run (goal ≤ 60 s on PostgreSQL, bounded memory), then the same day again changing nothing;
 *    --skip-plan-visits leaves it out.
 * 2d. The full export and restore (issue 38 item 6, `npm run bench:export` on its own two throw-away databases of
 *    100,000 customers): each ≤ 2 minutes with bounded memory; --skip-export leaves it out.
 * 3. The embedded default: a fresh PGlite data directory seeded the same way (--pglite-customers/--pglite-leads
 *    to seed it smaller), with the public and portal scenarios again.
 * Every scenario runs --duration seconds after a --warmup, with --connections autocannon connections from this
 * machine (the signed-in ones, whose goals are latencies, with --signed-in-connections, default 2: at saturation a
 * closed loop's latency is only connections ÷ throughput); p95 and p99 are computed from every response's latency. The server's resident memory (VmRSS) is read
 * after each scenario. Exits 0 even when a goal is MISSED: these are figures, not tests. --skip-pglite and
 * --skip-lighthouse leave parts out. The database and every process started are removed at the end (also on Ctrl-C).
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { startBenchServer, type BenchServer } from "./support/bench-server";
import { bookingReportRows } from "./support/booking-report-rows";
import { dispatchBoardReportRows } from "./support/dispatch-board-report-rows";
import { planVisitsDailyReportRows } from "./support/plan-visits-daily-report-rows";
import { exportRestoreReportRows } from "./support/export-restore-report-rows";
import { formatTable, type ReportRow } from "./support/report-table";
import {
  GOALS,
  estimateScenario,
  formLimitScenario,
  lighthouseRow,
  pageWeightRows,
  portalScenario,
  publicScenarios,
  staffSearchScenario,
  type NginxFigures,
  type ScenarioContext,
} from "./support/report-scenarios";
import {
  BENCH_AUTH_SECRET,
  createBenchAdmin,
  createThrowAwayPglite,
  createThrowAwayPostgres,
  seedScale,
  type BenchDatabase,
  type Scale,
} from "./support/scale-database";
import { serveStaticCopy } from "./support/static-copy-nginx";
import { wrkAvailable } from "./support/wrk-load";
import { staffSearchPaths } from "./support/signed-in-scenarios";
import {
  WRK_GOALS,
  wrkCheapestDocumentScenario,
  wrkEstimateScenario,
  wrkPublicScenarios,
  wrkSignedInScenario,
} from "./support/wrk-scenarios";

const { values } = parseArgs({
  options: {
    customers: { type: "string", default: "100000" },
    leads: { type: "string", default: "200000" },
    "audit-entries": { type: "string", default: "50000" },
    "pglite-customers": { type: "string" },
    "pglite-leads": { type: "string" },
    duration: { type: "string", default: "15" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    "signed-in-connections": { type: "string", default: "2" },
    "skip-pglite": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-booking": { type: "boolean", default: false },
    "skip-board": { type: "boolean", default: false },
    "skip-plan-visits": { type: "boolean", default: false },
    "skip-export": { type: "boolean", default: false },
  },
});

const count = (text: string | undefined, fallback: number) => {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`expected a whole number, got "${text}"`);
  return value;
};
const postgresScale: Scale = {
  customers: count(values.customers, 0),
  leads: count(values.leads, 0),
  auditEntries: count(values["audit-entries"], 0),
};
const pgliteScale: Scale = {
  customers: count(values["pglite-customers"], postgresScale.customers),
  leads: count(values["pglite-leads"], postgresScale.leads),
  auditEntries: postgresScale.auditEntries,
};
const load = {
  connections: count(values.connections, 10),
  durationSeconds: count(values.duration, 15),
  warmupSeconds: count(values.warmup, 5),
};
const signedInConnections = count(values["signed-in-connections"], 2);
/** Issue 18's rows need Debian's wrk (`apt-get install wrk`); without it they are left out, and the run says so. */
const withWrk = await wrkAvailable();
if (!withWrk)
  console.warn("[bench] wrk is not installed (apt-get install wrk): the rows measured with it are left out");
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** "PostgreSQL 100k": the database and its number of customers, as the table's database column says it. */
const databaseLabel = (database: BenchDatabase, scale: Scale) =>
  `${database.label} ${scale.customers >= 1000 ? `${Math.round(scale.customers / 1000)}k` : scale.customers}`;

/** What to undo, newest first: servers, nginx, pools, databases. Run once, at the end or on Ctrl-C. */
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const undo = cleanups.pop()!;
    await undo().catch((error: unknown) => console.error("[bench] cleaning up failed", error));
  }
}
/** Registers `stop` for the final clean-up, and returns a stop that runs it now, once. */
function stopLater(stop: () => Promise<unknown>): () => Promise<void> {
  let stopped = false;
  const once = async () => {
    if (stopped) return;
    stopped = true;
    await stop();
  };
  cleanups.push(once);
  return once;
}

async function startServer(
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<BenchServer & { stopNow: () => Promise<void> }> {
  const server = await startBenchServer({
    env: { ...database.env, AUTH_SECRET: BENCH_AUTH_SECRET, RATE_LIMIT_AUTH_MAX: "1000", ...env },
  });
  return { ...server, stopNow: stopLater(server.stop) };
}

async function seeded(database: BenchDatabase, scale: Scale): Promise<void> {
  console.log(
    `[bench] seeding ${database.label}: ${scale.customers} customers, ${scale.leads} leads, ${scale.auditEntries} audit entries`,
  );
  const seconds = await seedScale(database, scale);
  console.log(`[bench] ${database.label} seeded in ${seconds.toFixed(0)} s`);
}

/**
 * Runs one scenario; when it throws (a sign-in refused, nginx missing), the table gets a MISSED row saying why and
 * the run goes on, so one broken part does not cost the figures of the rest.
 */
async function attempt<T>(context: ScenarioContext, scenario: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`[bench] ${scenario} failed`, error);
    const reason = error instanceof Error ? error.message : String(error);
    context.rows.push({
      scenario,
      database: context.database,
      goal: "runs",
      result: context.binding ? "MISSED" : "over",
      notes: `failed: ${reason}`,
    });
    return fallback;
  }
}

/**
 * Issue 18: the customer's and the staff dashboards at the anonymous load's connections, ≥ 300 requests/s, p95 ≤ 30 ms,
 * after the staff sign-in form at the same load, the cheapest page the app renders, as their ceiling on this machine.
 */
async function dashboardsUnderLoad(
  context: ScenarioContext,
  cookies: { customer: string; admin: string },
): Promise<void> {
  await attempt(
    context,
    "GET /admin (the cheapest rendered page)",
    () => wrkCheapestDocumentScenario(context),
    undefined,
  );
  const goal = { p95Ms: WRK_GOALS.dashboardP95Ms, perSecond: WRK_GOALS.dashboardPerSecond };
  for (const [path, cookie, label] of [
    ["/customer", cookies.customer, "portal dashboard"],
    ["/admin/dashboard", cookies.admin, "staff dashboard"],
  ] as const) {
    if (!cookie) continue;
    const scenario = `GET ${path} (${label}, ${load.connections} connections)`;
    await attempt(
      context,
      scenario,
      () => wrkSignedInScenario(context, scenario, { paths: [path], cookie }, goal, load.connections),
      undefined,
    );
  }
}

async function postgresPhase(rows: ReportRow[], nginxFigures: NginxFigures): Promise<void> {
  const database = await createThrowAwayPostgres(adminUrl);
  const dropDatabase = stopLater(database.drop);
  await seeded(database, postgresScale);
  await createBenchAdmin(database);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on("error", (error) => console.error("[bench] the bench's own PostgreSQL connection failed", error));
  const endPool = stopLater(() => pool.end());

  // Every post of this run comes from 127.0.0.1: the form limit is raised so the figures measure the server.
  const server = await startServer(database, {
    RATE_LIMIT_FORM_MAX: "100000000",
    RATE_LIMIT_FORM_WINDOW_SECONDS: "600",
  });
  const context: ScenarioContext = {
    server,
    database: databaseLabel(database, postgresScale),
    binding: true,
    load,
    signedInConnections,
    rows,
  };
  // First, while nothing else has loaded the machine: Lighthouse's simulated timings scale with the CPU it gets.
  if (!values["skip-lighthouse"])
    await attempt(context, "Lighthouse mobile / and /es/", () => lighthouseRow(context), undefined);
  const nginx = await attempt(
    context,
    "nginx: the same bytes of / and /es/",
    () => serveStaticCopy(server.baseUrl, ["/", "/es/"]),
    undefined,
  );
  const stopNginx = stopLater(async () => nginx?.stop());
  await attempt(context, "GET / and /es/ (anonymous)", () => publicScenarios(context, nginx, nginxFigures), undefined);
  if (withWrk)
    await attempt(context, "GET / and /es/ (wrk)", () => wrkPublicScenarios(context, nginx, nginxFigures), undefined);
  await stopNginx();
  const customer = await attempt(
    context,
    "GET /customer (portal dashboard, signed in)",
    () => portalScenario(context),
    "",
  );
  if (withWrk && customer) {
    const request = { paths: ["/customer"], cookie: customer };
    await attempt(
      context,
      "GET /customer (wrk)",
      () =>
        wrkSignedInScenario(context, "GET /customer (portal dashboard, signed in)", request, {
          p95Ms: GOALS.portalP95Ms,
        }),
      undefined,
    );
  }
  const admin = await attempt(
    context,
    "GET /admin/customers?q=… (staff search)",
    () => staffSearchScenario(context, pool),
    "",
  );
  if (withWrk && admin) {
    const request = { paths: await staffSearchPaths(pool), cookie: admin };
    await attempt(
      context,
      "GET /admin/customers?q=… (wrk)",
      () =>
        wrkSignedInScenario(context, "GET /admin/customers?q=… (staff search)", request, {
          p95Ms: GOALS.staffSearchP95Ms,
        }),
      undefined,
    );
  }
  if (withWrk) await dashboardsUnderLoad(context, { customer, admin });
  await attempt(context, "JS bytes per route", () => pageWeightRows(context, { customer, admin }), undefined);
  // Last: each lead queues its CRM sync and staff notification, which the server's worker then runs for a while.
  await attempt(context, "POST /?index (estimate form, no JS)", () => estimateScenario(context, pool), undefined);
  if (withWrk) {
    const goals = { perSecond: GOALS.estimatePerSecond, p99Ms: GOALS.estimateP99Ms };
    await attempt(context, "POST /?index (wrk)", () => wrkEstimateScenario(context, pool, goals), undefined);
  }
  await server.stopNow();

  const limited = await startServer(database);
  const limitedContext = { ...context, server: limited };
  await attempt(
    limitedContext,
    "POST /?index at the default form limit",
    () => formLimitScenario(limitedContext, pool),
    undefined,
  );
  await limited.stopNow();
  await endPool();
  await dropDatabase();
}

async function pglitePhase(rows: ReportRow[], nginxFigures: NginxFigures): Promise<void> {
  const database = await createThrowAwayPglite();
  const dropDatabase = stopLater(database.drop);
  await seeded(database, pgliteScale);
  const server = await startServer(database);
  const context: ScenarioContext = {
    server,
    database: databaseLabel(database, pgliteScale),
    binding: false,
    load,
    signedInConnections,
    rows,
  };
  await attempt(
    context,
    "GET / and /es/ (anonymous)",
    () => publicScenarios(context, undefined, nginxFigures),
    undefined,
  );
  if (withWrk)
    await attempt(
      context,
      "GET / and /es/ (wrk)",
      () => wrkPublicScenarios(context, undefined, nginxFigures),
      undefined,
    );
  const customer = await attempt(
    context,
    "GET /customer (portal dashboard, signed in)",
    () => portalScenario(context),
    "",
  );
  if (withWrk && customer) {
    const request = { paths: ["/customer"], cookie: customer };
    await attempt(
      context,
      "GET /customer (wrk)",
      () =>
        wrkSignedInScenario(context, "GET /customer (portal dashboard, signed in)", request, {
          p95Ms: GOALS.portalP95Ms,
        }),
      undefined,
    );
  }
  await server.stopNow();
  await dropDatabase();
}

async function main(): Promise<void> {
  process.once("SIGINT", () => {
    console.error("\n[bench] interrupted: stopping servers and dropping the bench database");
    void cleanUp().finally(() => process.exit(130));
  });
  const rows: ReportRow[] = [];
  const nginxFigures: NginxFigures = new Map();
  const started = performance.now();
  try {
    await postgresPhase(rows, nginxFigures);
    if (!values["skip-booking"]) rows.push(...(await bookingReportRows()));
    if (!values["skip-board"]) rows.push(...(await dispatchBoardReportRows()));
    if (!values["skip-plan-visits"]) rows.push(...(await planVisitsDailyReportRows()));
    if (!values["skip-export"]) rows.push(...(await exportRestoreReportRows()));
    if (!values["skip-pglite"]) await pglitePhase(rows, nginxFigures);
  } finally {
    await cleanUp();
  }
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\n${load.durationSeconds} s per scenario after a ${load.warmupSeconds} s warm-up, ${load.connections} connections (signed in: ${signedInConnections}), autocannon${withWrk ? " (and wrk where the row says so: one thread for a GET, one per connection for the POST)" : ""} on this machine ` +
      `(${minutes.toFixed(1)} min in all). Scale: PostgreSQL ${postgresScale.customers} customers, ${postgresScale.leads} leads` +
      `${values["skip-pglite"] ? "" : `; PGlite ${pgliteScale.customers} customers, ${pgliteScale.leads} leads`}.`,
  );
  console.log(
    "p95/p99: nearest rank over every response of the measured run. RSS: the server's VmRSS after the scenario.",
  );
  console.log("PGlite rows: the goals are the PostgreSQL ones, shown for comparison (ok/over), never MISSED.");
  console.log(
    "(\"The destination stream errored\" in the server's log above: a run's end closed a connection mid-page; expected.)\n",
  );
  console.log(formatTable(rows));
  const missed = rows.filter((row) => row.result === "MISSED");
  console.log(
    missed.length === 0
      ? "\nEvery goal met."
      : `\nMISSED ${missed.length} goal(s): ${missed.map((row) => row.scenario).join("; ")}`,
  );
}

await main();
