import type pg from "pg";
import { BENCH_CUSTOMER } from "../../scripts/seed-scale-portal-customer";
import type { BenchServer } from "./bench-server";
import { checkFormLimit, DEFAULT_FORM_LIMIT, measureEstimatePosts } from "./estimate-posts";
import { LIGHTHOUSE_RUNS_PER_PAGE, lighthouseMedian } from "./lighthouse-median";
import {
  LIGHTHOUSE_PAINT_TARGETS,
  LIGHTHOUSE_TARGETS,
  launchLighthouseBrowser,
  type LighthouseOutcome,
} from "./lighthouse-run";
import { describeStatuses, measureLoad, residentMegabytes, type LoadFigures } from "./measure-load";
import { HOME_JS_BUDGET_BYTES, kb, PORTAL_JS_BUDGET_BYTES, PORTAL_PAGES, pageWeigher, signIn } from "./page-weight";
import { verdict, type ReportRow } from "./report-table";
import { BENCH_ADMIN } from "./scale-database";
import { expectPage, signedInRequests, staffSearchPaths } from "./signed-in-scenarios";
import type { StaticCopy } from "./static-copy-nginx";

/** The issue's goals (issue 14, "Benchmarks"). */
export const GOALS = {
  publicShareOfNginx: 0.25,
  estimatePerSecond: 500,
  estimateP99Ms: 50,
  portalP95Ms: 30,
  staffSearchP95Ms: 100,
} as const;

/** How every load scenario runs, and where its rows go. `binding`: the issue's goals apply (PostgreSQL). */
export type ScenarioContext = {
  server: BenchServer;
  database: string;
  binding: boolean;
  load: { connections: number; durationSeconds: number; warmupSeconds: number };
  /** The signed-in scenarios' goals are latencies: they run with fewer connections than the anonymous load. */
  signedInConnections: number;
  rows: ReportRow[];
};

const PUBLIC_PATHS = ["/", "/es/"] as const;
const publicRequest = (path: string) => [{ method: "GET", path, headers: { "Accept-Encoding": "gzip" } }];

function row(
  context: ScenarioContext,
  scenario: string,
  figures: LoadFigures | undefined,
  fields: Pick<ReportRow, "goal" | "result" | "notes">,
): ReportRow {
  const line: ReportRow = {
    scenario,
    database: context.database,
    requestsPerSecond: figures?.requestsPerSecond,
    p95Ms: figures?.p95Ms,
    p99Ms: figures?.p99Ms,
    rssMb: residentMegabytes(context.server.pid),
    ...fields,
  };
  context.rows.push(line);
  console.log(
    `[bench] ${scenario} (${context.database}): ${figures ? `${figures.requestsPerSecond.toFixed(0)} req/s, p95 ${figures.p95Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms; ` : ""}${fields.notes}`,
  );
  return line;
}

/** nginx's own row: its figures for the same bytes, with no goal of its own. */
export function nginxRow(label: string, what: string, copy: LoadFigures): ReportRow {
  return {
    scenario: `${label}: ${what}`,
    database: "—",
    requestsPerSecond: copy.requestsPerSecond,
    p95Ms: copy.p95Ms,
    p99Ms: copy.p99Ms,
    goal: "—",
    result: "—",
    notes: `1 worker; ${describeStatuses(copy)}`,
  };
}

/** The nginx figures of each public path, kept for the embedded database's rows of the same run. */
export type NginxFigures = Map<string, LoadFigures>;

/**
 * GET / and /es/ anonymously (the HTML cache answers), each followed, when `nginx` is given, by the same bytes from
 * nginx; the app's share of nginx's requests/s is the goal.
 */
export async function publicScenarios(
  context: ScenarioContext,
  nginx: StaticCopy | undefined,
  nginxFigures: NginxFigures,
): Promise<void> {
  for (const path of PUBLIC_PATHS) {
    const app = await measureLoad({ url: context.server.baseUrl, ...context.load, requests: publicRequest(path) });
    if (nginx) {
      const copy = await measureLoad({ url: nginx.baseUrl, ...context.load, requests: publicRequest(path) });
      nginxFigures.set(path, copy);
      context.rows.push(nginxRow("nginx", `the same ${nginx.bytesPerPath[path]} bytes of ${path}`, copy));
    }
    const reference = nginxFigures.get(path);
    const share = reference ? app.requestsPerSecond / reference.requestsPerSecond : undefined;
    row(context, `GET ${path} (anonymous)`, app, {
      goal: `≥ ${GOALS.publicShareOfNginx * 100}% of nginx`,
      result: share === undefined ? "—" : verdict(share >= GOALS.publicShareOfNginx, context.binding),
      notes: `${share === undefined ? "no nginx figure" : `${(share * 100).toFixed(0)}% of nginx's ${reference!.requestsPerSecond.toFixed(0)} req/s`}; ${describeStatuses(app)}`,
    });
  }
}

/** The portal's dashboard for the scale seed's long-history customer, signed in through the real sign-in. */
export async function portalScenario(context: ScenarioContext): Promise<string> {
  const cookie = await signIn(context.server.baseUrl, BENCH_CUSTOMER);
  await expectPage(context.server.baseUrl, "/customer", cookie);
  const figures = await measureLoad({
    url: context.server.baseUrl,
    ...context.load,
    connections: context.signedInConnections,
    requests: signedInRequests(["/customer"], cookie),
  });
  row(context, "GET /customer (portal dashboard, signed in)", figures, {
    goal: `p95 ≤ ${GOALS.portalP95Ms} ms`,
    result: verdict(
      figures.p95Ms <= GOALS.portalP95Ms && figures.statuses["200"] === figures.responses,
      context.binding,
    ),
    notes: `${context.signedInConnections} connections, ${BENCH_CUSTOMER.email}; ${describeStatuses(figures)}`,
  });
  return cookie;
}

/** The back office's customer search: name pieces and phones in turn, as the bench admin. */
export async function staffSearchScenario(context: ScenarioContext, pool: pg.Pool): Promise<string> {
  const cookie = await signIn(context.server.baseUrl, BENCH_ADMIN);
  const paths = await staffSearchPaths(pool);
  await expectPage(context.server.baseUrl, paths[0]!, cookie);
  const figures = await measureLoad({
    url: context.server.baseUrl,
    ...context.load,
    connections: context.signedInConnections,
    requests: signedInRequests(paths, cookie),
  });
  row(context, "GET /admin/customers?q=… (staff search)", figures, {
    goal: `p95 ≤ ${GOALS.staffSearchP95Ms} ms`,
    result: verdict(
      figures.p95Ms <= GOALS.staffSearchP95Ms && figures.statuses["200"] === figures.responses,
      context.binding,
    ),
    notes: `${context.signedInConnections} connections, ${paths.length} searches (last-name piece, phone) in turn; ${describeStatuses(figures)}`,
  });
  return cookie;
}

/** The estimate form's POST with the form limit raised, and the count of acknowledged leads against stored ones. */
export async function estimateScenario(context: ScenarioContext, pool: pg.Pool): Promise<void> {
  const outcome = await measureEstimatePosts(context.server.baseUrl, pool, context.load);
  const { figures } = outcome;
  const fast = figures.requestsPerSecond >= GOALS.estimatePerSecond && figures.p99Ms <= GOALS.estimateP99Ms;
  row(context, "POST /?index (estimate form, no JS)", figures, {
    goal: `≥ ${GOALS.estimatePerSecond} req/s, p99 ≤ ${GOALS.estimateP99Ms} ms, none lost`,
    result: verdict(fast && outcome.missing === 0, context.binding),
    notes: `${outcome.acknowledged} acknowledged (warm-up included), ${outcome.stored} stored, ${outcome.missing} missing; ${describeStatuses(figures)}`,
  });
}

/** A short run against a server with the default form limit: the first posts pass, the rest answer 429. */
export async function formLimitScenario(context: ScenarioContext, pool: pg.Pool): Promise<void> {
  const outcome = await checkFormLimit(context.server.baseUrl, pool, context.load.connections);
  row(context, "POST /?index at the default form limit", undefined, {
    goal: `${DEFAULT_FORM_LIMIT} pass, then 429`,
    result: verdict(outcome.ok, context.binding),
    notes: `${outcome.sent} posts from one address: ${outcome.acknowledged} acknowledged, ${outcome.refused429} answered 429, ${outcome.other} other`,
  });
}

/** JS bytes (gzip) each route makes a browser download: the home pages, the portal screens, the staff search. */
export async function pageWeightRows(
  context: ScenarioContext,
  cookies: { customer: string; admin: string },
): Promise<void> {
  const { weigh } = pageWeigher(context.server.baseUrl);
  const routes: [string, string | undefined, number | undefined][] = [
    ...PUBLIC_PATHS.map((path): [string, undefined, number] => [path, undefined, HOME_JS_BUDGET_BYTES]),
    ...PORTAL_PAGES.map((path): [string, string, number] => [path, cookies.customer, PORTAL_JS_BUDGET_BYTES]),
    ["/admin/customers", cookies.admin, undefined],
  ];
  for (const [path, cookie, budget] of routes) {
    const weight = await weigh(path, cookie);
    const served = weight.status === 200;
    context.rows.push({
      scenario: `JS bytes of ${path}`,
      database: context.database,
      goal: budget === undefined ? "—" : `JS ≤ ${kb(budget)} gzip`,
      result: budget === undefined ? "—" : verdict(served && weight.js <= budget, context.binding),
      notes: served
        ? `JS ${kb(weight.js)}, CSS ${kb(weight.css)}, HTML ${kb(weight.html)} gzip (${weight.files})`
        : `answered ${weight.status}`,
    });
  }
}

/** Lighthouse's mobile runs of `/` and `/es/`: the median of three runs of each, against issue 18's goals. */
export async function lighthouseRow(context: ScenarioContext): Promise<void> {
  const browser = await launchLighthouseBrowser();
  try {
    for (const path of ["/", "/es/"]) {
      const runs: LighthouseOutcome[] = [];
      for (let index = 0; index < LIGHTHOUSE_RUNS_PER_PAGE; index++)
        runs.push(await browser.audit(`${context.server.baseUrl}${path}`));
      const median = lighthouseMedian(runs);
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      row(context, `Lighthouse mobile ${path} (median of ${runs.length})`, undefined, {
        goal: `perf ≥ ${LIGHTHOUSE_TARGETS.performance}, LCP ≤ ${seconds(LIGHTHOUSE_PAINT_TARGETS.lcpMs)}, FCP ≤ ${seconds(LIGHTHOUSE_PAINT_TARGETS.fcpMs)}, a11y/bp/SEO 100`,
        result: verdict(median.met, context.binding),
        notes: `${Object.entries(median.scores)
          .map(([id, score]) => `${id} ${score}`)
          .join(", ")}; FCP ${seconds(median.fcpMs)}, LCP ${seconds(median.lcpMs)}; runs: ${runs
          .map(
            (run) =>
              `${run.scores.find((score) => score.id === "performance")?.score ?? "?"} / LCP ${seconds(run.paints.lcpMs)}`,
          )
          .join(", ")}`,
      });
      for (const score of runs.flatMap((run) => run.scores).filter((score) => !score.ok)) {
        for (const line of score.lostPoints) console.log(`[bench]   ${path} ${score.id} lost points on ${line}`);
      }
    }
  } finally {
    browser.close();
  }
}
