/**
 * Times the back office customer search through the real loader of /admin/customers (session check, URL parsing,
 * the page and its count), on the configured database, e.g. after
 *   createdb aw_bench
 *   DATABASE_URL=postgres://…/aw_bench npm run db:seed-scale -- --customers 100000
 *   DATABASE_URL=postgres://…/aw_bench npm run bench:customers [-- --runs 20] [--explain]
 * or on PGlite: DATA_DIR=/tmp/aw-bench-pglite npm run db:seed-scale -- --customers 100000, then the same with
 * DATA_DIR. It signs in a bench admin (made once), takes real names, e-mails, phones and numbers from the database
 * as queries, and prints the median and p95 per kind of query and over the whole mix. The summary tiles stream in
 * after the table (they are not awaited by the loader): they are timed on their own line, and each run waits for
 * them before the next, as a browser's request would. Exits 1 when the mix's p95 is over the 100 ms target.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getAuth } from "~/auth/auth.server";
import { publicOrigin } from "~/config/public-origin.server";
import { closeDatabase, database } from "~/db/database.server";
import { createAdminAccount } from "~/domain/accounts/create-admin-account.server";
import { customerListParamsFrom } from "~/domain/customers/customer-list-params";
import { getCustomerSummary } from "~/domain/customers/get-customer-summary.server";
import { listCustomers } from "~/domain/customers/list-customers.server";
import { loader } from "~/routes/admin/customers";
import { explainQueries } from "./support/explain-queries";
import { formatTiming, sampleTimings, type Timing } from "./support/sample-timings";

export const CUSTOMER_SEARCH_P95_TARGET_MS = 100;

const BENCH_ADMIN = {
  email: "bench.admin@example.com",
  password: process.env.BENCH_ADMIN_PASSWORD ?? "Bench-Admin-Pass-2026!",
};

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "20" },
    // Prints each kind's queries with their EXPLAIN ANALYZE plans before timing (PostgreSQL only).
    explain: { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(values.runs));

/** The Cookie header of a fresh bench admin session, signed in as a browser would. */
async function adminCookie(): Promise<string> {
  await createAdminAccount({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password, name: "Bench Admin" });
  const origin = publicOrigin();
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify(BENCH_ADMIN),
    }),
  );
  if (!response.ok) throw new Error(`the bench admin could not sign in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

type Sample = {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_digits: string;
  customer_number: string;
};

/** Phone digits written another way than most rows store them: "305.555.0123". */
const dotted = (digits: string) => {
  const local = digits.slice(-10);
  return `${local.slice(0, 3)}.${local.slice(3, 6)}.${local.slice(6)}`;
};

/** A kind of query and the searches that stand for it (real values from the database, varied across runs). */
type Kind = { label: string; searches: string[] };

function kindsFrom(samples: Sample[]): Kind[] {
  return [
    { label: "empty q, first page", searches: [""] },
    { label: "deep page (2000 of 25)", searches: ["?page=2000"] },
    { label: "name prefix (2 chars)", searches: samples.map((s) => s.first_name.slice(0, 2)) },
    { label: "name substring", searches: samples.map((s) => s.last_name.slice(1, 5).toLowerCase()) },
    { label: "first + last name", searches: samples.map((s) => `${s.first_name} ${s.last_name.slice(0, 3)}`) },
    { label: "e-mail", searches: samples.filter((s) => s.email).map((s) => s.email!) },
    {
      label: "phone, other format",
      searches: samples.map(
        (s) => `(${s.phone_digits.slice(-10, -7)}) ${s.phone_digits.slice(-7, -4)}-${s.phone_digits.slice(-4)}`,
      ),
    },
    { label: "phone, partial", searches: samples.map((s) => dotted(s.phone_digits).slice(0, 9)) },
    { label: "customer number", searches: samples.map((s) => s.customer_number) },
  ];
}

/** The other sorts: offered on the screen, not part of the search mix. */
const SORTS: Kind[] = [
  { label: "sort: name A–Z", searches: ["?sort=name_asc"] },
  { label: "sort: customer number", searches: ["?sort=number"] },
  { label: "sort: next service", searches: ["?sort=next_service"] },
];

const toQuery = (search: string) =>
  search.startsWith("?") ? search : search === "" ? "" : `?q=${encodeURIComponent(search)}`;

async function main(): Promise<boolean> {
  const db = await database();
  const counted = await db.execute<{ customers: string; history: string }>(
    sql`select (select count(*) from customers) as customers, (select count(*) from service_history) as history`,
  );
  const size = counted.rows[0]!;
  console.log(
    `[bench] ${Number(size.customers).toLocaleString("en-US")} customers, ${Number(size.history).toLocaleString("en-US")} service history rows`,
  );
  if (Number(size.customers) < 50_000)
    console.warn("[bench] fewer than 50,000 customers: run `npm run db:seed-scale` first for meaningful figures");

  const cookie = await adminCookie();
  const origin = publicOrigin();
  const samples = (
    await db.execute<Sample>(sql`
      select first_name, last_name, email, phone_digits, customer_number from customers
      where phone_digits <> '' and length(last_name) >= 5 order by customer_number limit 8 offset ${Math.floor(Number(size.customers) / 3)}`)
  ).rows;
  if (samples.length === 0) throw new Error("no customer with a phone and a last name of 5+ letters to search for");

  let call = 0;
  const load = async (search: string) => {
    const request = new Request(`${origin}/admin/customers${toQuery(search)}`, {
      headers: { cookie, accept: "text/html" },
    });
    const started = performance.now();
    const data = (await loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0])) as Awaited<
      ReturnType<typeof loader>
    >;
    const elapsed = performance.now() - started;
    await data.summary; // as the browser's response would, before the next request
    return { elapsed, total: data.list.total };
  };

  const kinds = kindsFrom(samples);
  if (values.explain) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    // An idle client's error (the server restarting) is logged, never an uncaught crash of the bench.
    pool.on("error", (error) => console.error("[bench] the EXPLAIN connection failed", error));
    try {
      for (const kind of [...kinds, ...SORTS]) {
        console.log(`\n=== ${kind.label}: ${toQuery(kind.searches[0]!)} ===`);
        for (const plan of await explainQueries(pool, () => load(kind.searches[0]!))) console.log(plan + "\n");
      }
    } finally {
      await pool.end();
    }
  }

  const mix: number[] = [];
  const lines: string[] = [];
  const timeKind = async (kind: Kind, inMix: boolean): Promise<Timing> => {
    const samplesMs: number[] = [];
    const matches: number[] = [];
    await load(kind.searches[0]!); // warm-up
    for (let run = 0; run < runs; run += 1) {
      const search = kind.searches[call++ % kind.searches.length]!;
      const { elapsed, total } = await load(search);
      samplesMs.push(elapsed);
      matches.push(total);
    }
    if (inMix) mix.push(...samplesMs);
    const timing = summarize(kind.label, samplesMs);
    lines.push(
      `${formatTiming(timing, 30)}  matches ${Math.min(...matches).toLocaleString("en-US")}–${Math.max(...matches).toLocaleString("en-US")}`,
    );
    return timing;
  };

  console.log(`\n[bench] the loader of /admin/customers until the table's data is ready, ${runs} runs per kind`);
  for (const kind of kinds) {
    await timeKind(kind, true);
    console.log(lines.at(-1));
  }
  const overall = summarize("whole search mix", mix);
  const verdict =
    overall.p95 <= CUSTOMER_SEARCH_P95_TARGET_MS ? "ok" : `OVER the ${CUSTOMER_SEARCH_P95_TARGET_MS} ms target`;
  console.log(`${formatTiming(overall, 30)}  ${verdict}`);

  console.log("\n[bench] other sorts (not in the mix)");
  for (const kind of SORTS) {
    await timeKind(kind, false);
    console.log(lines.at(-1));
  }
  // The same searches without the tiles' query running beside them: what the search itself costs.
  console.log("\n[bench] listCustomers alone (the loader's table query, without the tiles running beside it)");
  const alone: number[] = [];
  for (const kind of kinds) {
    const timing = await sampleTimings(kind.label, runs, () =>
      listCustomers({
        actor: { isAdmin: true },
        params: customerListParamsFrom(new URLSearchParams(toQuery(kind.searches[call++ % kind.searches.length]!))),
      }),
    );
    console.log(formatTiming(timing, 30));
    alone.push(timing.p95);
  }
  console.log(`worst p95 of a kind alone: ${Math.max(...alone).toFixed(1)} ms`);

  console.log("\n[bench] the summary tiles (streamed after the table; the same for every search)");
  console.log(
    formatTiming(
      await sampleTimings("summary tiles", Math.min(runs, 10), () => getCustomerSummary({ actor: { isAdmin: true } })),
      30,
    ),
  );
  return overall.p95 <= CUSTOMER_SEARCH_P95_TARGET_MS;
}

function summarize(label: string, samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { label, p50: at(0.5), p95: at(0.95), runs: sorted.length };
}

const withinTarget = await main().finally(() => closeDatabase());
if (!withinTarget) process.exitCode = 1;
