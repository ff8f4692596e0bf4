/**
 * Times the two dashboards' database work on the configured database (DATABASE_URL or DATA_DIR), e.g. after
 * `npm run db:seed-scale -- --customers 100000`:
 *   DATABASE_URL=postgres://… npm run bench:dashboards [-- --runs 30]
 * Prints the median and p95 milliseconds of the admin dashboard's six figures and of one customer's dashboard
 * (`npm run bench:portal` times every portal screen for the long-history customer).
 */
import { parseArgs } from "node:util";
import { isNotNull } from "drizzle-orm";
import { closeDatabase, database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { getAdminDashboardStats } from "~/domain/dashboard/get-admin-dashboard-stats.server";
import { getCustomerDashboard } from "~/domain/dashboard/get-customer-dashboard.server";
import { formatTiming, sampleTimings } from "./support/sample-timings";

const { values } = parseArgs({ options: { runs: { type: "string", default: "30" } } });
const runs = Math.max(1, Number(values.runs));

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  console.log(formatTiming(await sampleTimings(label, runs, work)));
}

const db = await database();
const customerCount = await db.$count(customers);
const [linked] = await db
  .select({ userId: customers.userId })
  .from(customers)
  .where(isNotNull(customers.userId))
  .limit(1);
console.log(`[bench] ${customerCount.toLocaleString("en-US")} customers in the database`);
await timed("admin dashboard (6 stats)", () => getAdminDashboardStats({ actor: { isAdmin: true } }));
if (linked?.userId)
  await timed("customer dashboard", () => getCustomerDashboard({ user: { id: linked.userId!, emailVerified: true } }));
else console.log("[bench] no customer record has a login: customer dashboard skipped");
await closeDatabase();
