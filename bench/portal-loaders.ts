/**
 * Times the database work of every customer portal screen for the long-history customer of a scale database:
 *   createdb aw_bench
 *   DATABASE_URL=postgres://…/aw_bench npm run db:seed-scale -- --customers 100000
 *   DATABASE_URL=postgres://…/aw_bench npm run bench:portal [-- --runs 50] [--email bench.customer@example.com] [--explain]
 * Each line is the domain call the screen's loader makes (the loader adds only the session lookup and rendering).
 * Prints the median and p95 milliseconds and exits 1 when a p95 is over the 30 ms target (issue 10, "Speed").
 */
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { closeDatabase, database } from "~/db/database.server";
import { customers, user } from "~/db/schema";
import { listCustomerAppointments } from "~/domain/appointments/list-customer-appointments.server";
import { getSubscriptionOverview } from "~/domain/billing/get-subscription-overview.server";
import { getCustomerDashboard } from "~/domain/dashboard/get-customer-dashboard.server";
import { getRewardsSummary } from "~/domain/rewards/get-rewards-summary.server";
import { listServiceHistory } from "~/domain/service-history/list-service-history.server";
import { NO_HISTORY_FILTERS } from "~/domain/service-history/history-filters";
import { BENCH_CUSTOMER } from "../scripts/seed-scale-portal-customer";
import { explainQueries } from "./support/explain-queries";
import { formatTiming, sampleTimings, type Timing } from "./support/sample-timings";

export const PORTAL_P95_TARGET_MS = 30;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "50" },
    email: { type: "string", default: BENCH_CUSTOMER.email },
    // Prints each loader's queries with their EXPLAIN ANALYZE plans before timing (PostgreSQL only).
    explain: { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(values.runs));

async function main(): Promise<boolean> {
  const db = await database();
  const [found] = await db
    .select({ id: user.id, firstName: user.firstName, customerId: customers.id })
    .from(user)
    .innerJoin(customers, eq(customers.userId, user.id))
    .where(eq(user.email, values.email!.toLowerCase()));
  if (!found) {
    console.error(
      `[bench] no customer signs in as ${values.email}: run \`npm run db:seed-scale\` on this database first`,
    );
    return false;
  }
  const sizes = await db.execute<Record<string, string>>(sql`
    select (select count(*) from customers) as customers, (select count(*) from service_history) as history,
      (select count(*) from appointments) as appointments, (select count(*) from orders) as orders,
      (select count(*) from service_history where customer_id = ${found.customerId}) as own_history,
      (select count(*) from appointments where customer_id = ${found.customerId}) as own_appointments,
      (select count(*) from orders where customer_id = ${found.customerId}) as own_orders`);
  const size = Object.fromEntries(
    Object.entries(sizes.rows[0]!).map(([key, value]) => [key, Number(value).toLocaleString("en-US")]),
  );
  console.log(
    `[bench] ${size.customers} customers, ${size.history} service history rows, ${size.appointments} appointments, ${size.orders} orders; ` +
      `${values.email} has ${size.own_history} history rows, ${size.own_appointments} appointments and ${size.own_orders} orders`,
  );

  const sessionUser = { id: found.id, firstName: found.firstName, emailVerified: true, locale: "en" as const };
  const cases: [string, () => Promise<unknown>][] = [
    ["dashboard /customer", () => getCustomerDashboard({ user: sessionUser })],
    ["appointments", () => listCustomerAppointments({ user: sessionUser })],
    ["history, no filter", () => listServiceHistory({ user: sessionUser, filters: NO_HISTORY_FILTERS })],
    [
      "history, search 'coil'",
      () => listServiceHistory({ user: sessionUser, filters: { ...NO_HISTORY_FILTERS, q: "coil" } }),
    ],
    [
      "history, paid + type",
      () => listServiceHistory({ user: sessionUser, filters: { q: "", payment: "paid", type: "AC Tune-Up" } }),
    ],
    ["subscription", () => getSubscriptionOverview({ user: sessionUser })],
    ["rewards summary", () => getRewardsSummary({ user: sessionUser })],
  ];
  if (values.explain) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      for (const [label, work] of cases) {
        console.log(`\n=== ${label} ===`);
        for (const plan of await explainQueries(pool, work)) console.log(plan + "\n");
      }
    } finally {
      await pool.end();
    }
  }
  const timings: Timing[] = [];
  for (const [label, work] of cases) {
    const timing = await sampleTimings(label, runs, work);
    timings.push(timing);
    const verdict = timing.p95 <= PORTAL_P95_TARGET_MS ? "ok" : `OVER the ${PORTAL_P95_TARGET_MS} ms target`;
    console.log(`${formatTiming(timing)}  ${verdict}`);
  }
  return timings.every((timing) => timing.p95 <= PORTAL_P95_TARGET_MS);
}

const withinTarget = await main().finally(() => closeDatabase());
if (!withinTarget) process.exitCode = 1;
