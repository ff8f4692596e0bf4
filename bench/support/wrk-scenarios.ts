import type pg from "pg";
import { describeStatuses, residentMegabytes } from "./measure-load";
import { verdict } from "./report-table";
import { nginxRow, type NginxFigures, type ScenarioContext } from "./report-scenarios";
import type { StaticCopy } from "./static-copy-nginx";
import { measureWithWrk, type WrkFigures } from "./wrk-load";

/** Issue 18's goals, measured with wrk (a load generator that is not the bottleneck). */
export const WRK_GOALS = {
  cachedShareOfNginx: 0.4,
  renderedPerSecond: 100,
  dashboardPerSecond: 300,
  dashboardP95Ms: 30,
} as const;

const GZIP = { "Accept-Encoding": "gzip" };

function wrkRow(
  context: ScenarioContext,
  scenario: string,
  figures: WrkFigures,
  fields: { goal: string; result: "ok" | "MISSED" | "over" | "—"; notes: string },
) {
  context.rows.push({
    scenario,
    database: context.database,
    requestsPerSecond: figures.requestsPerSecond,
    p95Ms: figures.p95Ms,
    p99Ms: figures.p99Ms,
    rssMb: residentMegabytes(context.server.pid),
    ...fields,
  });
  console.log(
    `[bench] ${scenario} (${context.database}): ${figures.requestsPerSecond.toFixed(0)} req/s, p95 ${figures.p95Ms.toFixed(1)} ms; ${fields.notes}`,
  );
}

/**
 * The cached public pages and nginx serving their very bytes, both driven by wrk in the same run (issue 18:
 * ≥ 40% of nginx), then the home page rendered every time (`/?bench` skips the HTML cache; goal ≥ 100 requests/s).
 * `nginxFigures` keeps nginx's wrk figures for the embedded database's rows, keyed "wrk <path>".
 */
export async function wrkPublicScenarios(
  context: ScenarioContext,
  nginx: StaticCopy | undefined,
  nginxFigures: NginxFigures,
): Promise<void> {
  const plan = {
    connections: context.load.connections,
    durationSeconds: context.load.durationSeconds,
    warmupSeconds: context.load.warmupSeconds,
    headers: GZIP,
  };
  for (const path of ["/", "/es/"]) {
    const app = await measureWithWrk({ ...plan, url: context.server.baseUrl, path });
    if (nginx) {
      const copy = await measureWithWrk({ ...plan, url: nginx.baseUrl, path });
      nginxFigures.set(`wrk ${path}`, copy);
      context.rows.push(nginxRow("nginx (wrk)", `the same ${nginx.bytesPerPath[path]} bytes of ${path}`, copy));
    }
    const reference = nginxFigures.get(`wrk ${path}`);
    const share = reference ? app.requestsPerSecond / reference.requestsPerSecond : undefined;
    wrkRow(context, `GET ${path} (anonymous, cached; wrk)`, app, {
      goal: `≥ ${WRK_GOALS.cachedShareOfNginx * 100}% of nginx`,
      result:
        share === undefined
          ? "—"
          : verdict(share >= WRK_GOALS.cachedShareOfNginx && app.statuses["200"] === app.responses, context.binding),
      notes: `${share === undefined ? "no nginx figure" : `${(share * 100).toFixed(0)}% of nginx's ${reference!.requestsPerSecond.toFixed(0)} req/s`}; ${describeStatuses(app)}`,
    });
  }
  const rendered = await measureWithWrk({ ...plan, url: context.server.baseUrl, path: "/?bench" });
  wrkRow(context, "GET /?bench (home rendered every time; wrk)", rendered, {
    goal: `≥ ${WRK_GOALS.renderedPerSecond} req/s`,
    result: verdict(
      rendered.requestsPerSecond >= WRK_GOALS.renderedPerSecond && rendered.statuses["200"] === rendered.responses,
      context.binding,
    ),
    notes: `${rendered.p50Ms.toFixed(1)} ms median; ${describeStatuses(rendered)}`,
  });
}

/** The serials of one wrk run's leads that are in the leads table. */
async function storedSerials(pool: pg.Pool, tag: string): Promise<Set<number>> {
  const result = await pool.query<{ serial: string }>(
    "select substring(notes from $2) as serial from leads where notes like $1",
    [`Benchmark ${tag} %`, `^Benchmark ${tag} ([0-9]+),`],
  );
  return new Set(result.rows.map((row) => Number(row.serial)));
}

/** The estimate POST driven by wrk, every acknowledged lead looked up afterwards (the goals are issue 14's). */
export async function wrkEstimateScenario(
  context: ScenarioContext,
  pool: pg.Pool,
  goals: { perSecond: number; p99Ms: number },
): Promise<void> {
  const tag = `wrk${Date.now().toString(36)}`;
  const figures = await measureWithWrk({
    url: context.server.baseUrl,
    path: "/?index",
    connections: context.load.connections,
    durationSeconds: context.load.durationSeconds,
    warmupSeconds: context.load.warmupSeconds,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: context.server.baseUrl, ...GZIP },
    postBody: `name=Load+Test&address=100+Biscayne+Blvd%2C+Miami&zipCode=33131&phone=305-555-0100&note=Benchmark+${tag}+{serial}%2C+please+ignore`,
  });
  const stored = await storedSerials(pool, tag);
  const missing = figures.acknowledged.filter((serial) => !stored.has(serial)).length;
  const fast = figures.requestsPerSecond >= goals.perSecond && figures.p99Ms <= goals.p99Ms;
  wrkRow(context, "POST /?index (estimate form, no JS; wrk)", figures, {
    goal: `≥ ${goals.perSecond} req/s, p99 ≤ ${goals.p99Ms} ms, none lost`,
    result: verdict(fast && missing === 0, context.binding),
    notes: `${figures.acknowledged.length} acknowledged in the measured run, ${missing} of them missing; ${describeStatuses(figures)}`,
  });
}

/**
 * A signed-in scenario again with wrk (issue 18: "signed-in customer dashboard and staff dashboard … p95 ≤ 30 ms"):
 * the same cookie, paths and connections as the autocannon row above it, without autocannon's Node process taking
 * one of the two cores from the server.
 */
export async function wrkSignedInScenario(
  context: ScenarioContext,
  scenario: string,
  request: { paths: readonly string[]; cookie: string },
  goal: { p95Ms: number; perSecond?: number },
  connections = context.signedInConnections,
): Promise<void> {
  const figures = await measureWithWrk({
    url: context.server.baseUrl,
    path: request.paths[0]!,
    paths: request.paths,
    connections,
    durationSeconds: context.load.durationSeconds,
    warmupSeconds: context.load.warmupSeconds,
    headers: { Cookie: request.cookie, Accept: "text/html", ...GZIP },
  });
  const met =
    figures.p95Ms <= goal.p95Ms &&
    (goal.perSecond === undefined || figures.requestsPerSecond >= goal.perSecond) &&
    figures.statuses["200"] === figures.responses;
  wrkRow(context, `${scenario}; wrk`, figures, {
    goal: `p95 ≤ ${goal.p95Ms} ms${goal.perSecond === undefined ? "" : `, ≥ ${goal.perSecond} req/s`}`,
    result: verdict(met, context.binding),
    notes: `${connections} connections; ${figures.p50Ms.toFixed(1)} ms median; ${describeStatuses(figures)}`,
  });
}

/**
 * The app's cheapest server-rendered document, the staff sign-in form (no session to look up, nothing listed), at the
 * dashboards' connections: no signed-in page can be faster on this machine, so its figure stands next to the
 * dashboards' goal of 300 requests/s as their ceiling (issue 18, "the measured figure, the profile, and why").
 */
export async function wrkCheapestDocumentScenario(context: ScenarioContext): Promise<void> {
  const figures = await measureWithWrk({
    url: context.server.baseUrl,
    path: "/admin",
    connections: context.load.connections,
    durationSeconds: context.load.durationSeconds,
    warmupSeconds: context.load.warmupSeconds,
    headers: { Accept: "text/html", ...GZIP },
  });
  wrkRow(
    context,
    `GET /admin (staff sign-in form, the cheapest rendered page, ${context.load.connections} connections; wrk)`,
    figures,
    {
      goal: "— (the dashboards' ceiling)",
      result: "—",
      notes: `${figures.p50Ms.toFixed(1)} ms median; ${describeStatuses(figures)}`,
    },
  );
}
