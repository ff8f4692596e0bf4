/**
 * Times the back office's daily-operations screens (issue 12) through their loaders' domain functions, on the
 * configured database, e.g. after
 *   createdb aw_bench
 *   DATABASE_URL=postgres://…/aw_bench npm run db:seed-scale -- --customers 100000 --leads 200000
 *   DATABASE_URL=postgres://…/aw_bench npm run bench:operations [-- --runs 30] [--explain]
 * Leads & Signups (the leads page and the recent sign-ups, together as the loader runs them, and each alone),
 * Appointment Requests, the Audit Log (keyset pages) and, beside them, the sidebar counts every back office page
 * reads and the reward claims: first pages, deep pages and a status or area filter. Prints the median and p95 of
 * each and exits 1 when a screen's p95 is over the 50 ms target. `--explain` prints each kind's queries with their
 * EXPLAIN ANALYZE plans first (PostgreSQL only); `--only <text>` keeps the kinds whose label contains the text.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { closeDatabase, database } from "~/db/database.server";
import { auditLogParamsFrom } from "~/domain/audit/audit-log-params";
import { listAuditEntries } from "~/domain/audit/list-audit-entries.server";
import { appointmentRequestListParamsFrom } from "~/domain/appointments/appointment-request-list-params";
import { listAppointmentRequests } from "~/domain/appointments/list-appointment-requests.server";
import { getBackOfficeCounts } from "~/domain/dashboard/get-back-office-counts.server";
import { leadListParamsFrom } from "~/domain/leads/lead-list-params";
import { listLeads } from "~/domain/leads/list-leads.server";
import { listRecentSignups } from "~/domain/leads/list-recent-signups.server";
import { listRewardClaims } from "~/domain/rewards/list-reward-claims.server";
import { rewardClaimListParamsFrom } from "~/domain/rewards/reward-claim-list-params";
import { explainQueries } from "./support/explain-queries";
import { formatTiming, sampleTimings, type Timing } from "./support/sample-timings";

export const DAILY_OPERATIONS_P95_TARGET_MS = 50;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "30" },
    explain: { type: "boolean", default: false },
    // Times (and explains) only the kinds whose label contains this text, e.g. --only "deep".
    only: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));

// The domain functions check the staff role themselves; the route's session check is the customer bench's subject.
const actor = { id: "bench-operations", isAdmin: true };
const search = (query: string) => new URLSearchParams(query);

type Kind = { screen: string; label: string; work: () => Promise<unknown> };

async function kindsFor(): Promise<Kind[]> {
  const db = await database();
  const sizes = (
    await db.execute<Record<string, string>>(sql`
      select (select count(*) from leads) as leads, (select count(*) from leads where status = 'new') as new_leads,
        (select count(*) from service_requests) as requests, (select count(*) from service_requests where status = 'pending') as pending,
        (select count(*) from audit_log) as audit, (select min(id) + (max(id) - min(id)) / 10 from audit_log) as early_audit_id,
        (select count(*) from customers) as customers, (select count(*) from reward_claims) as claims`)
  ).rows[0]!;
  const figure = (key: string) => Number(sizes[key] ?? 0);
  console.log(
    `[bench] ${figure("customers").toLocaleString("en-US")} customers, ${figure("leads").toLocaleString("en-US")} leads, ` +
      `${figure("requests").toLocaleString("en-US")} service requests, ${figure("audit").toLocaleString("en-US")} audit entries, ${figure("claims").toLocaleString("en-US")} reward claims`,
  );
  if (figure("leads") < 100_000)
    console.warn(
      "[bench] fewer than 100,000 leads: run `npm run db:seed-scale -- --leads 200000` first for meaningful figures",
    );

  // Deep pages: 80 % of the way through each list (OFFSET paging reads every row before the page).
  const deepLeadPage = Math.max(1, Math.floor((figure("leads") / 25) * 0.8));
  const deepNewLeadPage = Math.max(1, Math.floor((figure("new_leads") / 25) * 0.8));
  const deepRequestPage = Math.max(1, Math.floor((figure("requests") / 25) * 0.8));
  const leads = (query: string) => () =>
    Promise.all([listRecentSignups({ actor }), listLeads({ actor, params: leadListParamsFrom(search(query)) })]);
  const requests = (query: string) => () =>
    listAppointmentRequests({ actor, params: appointmentRequestListParamsFrom(search(query)) });
  const audit = (query: string) => () => listAuditEntries({ actor, params: auditLogParamsFrom(search(query)) });
  const early = String(figure("early_audit_id"));
  return [
    { screen: "leads", label: "leads: first page", work: leads("") },
    { screen: "leads", label: `leads: deep page (${deepLeadPage})`, work: leads(`page=${deepLeadPage}`) },
    { screen: "leads", label: "leads: status new", work: leads("status=new") },
    {
      screen: "leads",
      label: `leads: status new, page ${deepNewLeadPage}`,
      work: leads(`status=new&page=${deepNewLeadPage}`),
    },
    { screen: "leads", label: "leads: source contact_form", work: leads("source=contact_form") },
    {
      screen: "leads",
      label: "  listLeads alone, first page",
      work: () => listLeads({ actor, params: leadListParamsFrom(search("")) }),
    },
    { screen: "leads", label: "  listRecentSignups alone", work: () => listRecentSignups({ actor }) },
    { screen: "requests", label: "requests: first page", work: requests("") },
    {
      screen: "requests",
      label: `requests: deep page (${deepRequestPage})`,
      work: requests(`page=${deepRequestPage}`),
    },
    { screen: "requests", label: "requests: status pending", work: requests("status=pending") },
    { screen: "audit", label: "audit: newest", work: audit("") },
    { screen: "audit", label: "audit: deep keyset page", work: audit(`before=${early}`) },
    { screen: "audit", label: "audit: newer than an old id", work: audit(`after=${early}`) },
    { screen: "audit", label: "audit: area customers", work: audit("area=customers") },
    { screen: "audit", label: "audit: area settings (rare)", work: audit("area=settings") },
    { screen: "audit", label: "audit: area leads, deep", work: audit(`area=leads&before=${early}`) },
    { screen: "sidebar", label: "sidebar counts", work: () => getBackOfficeCounts({ actor }) },
    {
      screen: "claims",
      label: "claims: requested",
      work: () => listRewardClaims({ actor, params: rewardClaimListParamsFrom(search("")) }),
    },
    {
      screen: "claims",
      label: "claims: all",
      work: () => listRewardClaims({ actor, params: rewardClaimListParamsFrom(search("status=all")) }),
    },
  ];
}

async function printPlans(kinds: Kind[]): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  // An idle client's error (the server restarting) is logged, never an uncaught crash of the bench.
  pool.on("error", (error) => console.error("[bench] the EXPLAIN connection failed", error));
  try {
    for (const kind of kinds) {
      console.log(`\n=== ${kind.label} ===`);
      for (const plan of await explainQueries(pool, kind.work)) console.log(plan + "\n");
    }
  } finally {
    await pool.end();
  }
}

async function main(): Promise<boolean> {
  const kinds = (await kindsFor()).filter((kind) => !values.only || kind.label.includes(values.only));
  if (values.explain) await printPlans(kinds);
  console.log(
    `\n[bench] the loaders' domain functions, ${runs} runs each (target p95 ≤ ${DAILY_OPERATIONS_P95_TARGET_MS} ms)`,
  );
  const over: Timing[] = [];
  for (const kind of kinds) {
    const timing = await sampleTimings(kind.label, runs, kind.work);
    const verdict = timing.p95 <= DAILY_OPERATIONS_P95_TARGET_MS ? "ok" : "OVER";
    if (verdict === "OVER") over.push(timing);
    console.log(`${formatTiming(timing, 36)}  ${verdict}`);
  }
  if (over.length > 0)
    console.log(
      `\n[bench] over the target: ${over.map((timing) => timing.label.trim()).join("; ")} (run with --explain for the plans)`,
    );
  return over.length === 0;
}

const withinTarget = await main().finally(() => closeDatabase());
if (!withinTarget) process.exitCode = 1;
