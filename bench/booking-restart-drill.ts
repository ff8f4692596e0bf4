/**
 * Issue 34's failure rule, as a drill: "Restarting the database during a burst of bookings loses no acknowledged
 * booking and creates no overbooking." A private PostgreSQL cluster with technicians, zones and customers
 * (bench/support/booking-scale-seed.ts at a small scale), `--loops` callers booking random windows of the next two
 * weeks through bookWindow (the call the portal's and the visitors' POSTs make, on the app's own pool with its error
 * handlers), and `pg_ctl restart -m fast` `--restarts` times meanwhile, every other one with 1.5 s of downtime.
 * Afterwards every booking bookWindow acknowledged must be stored and no technician may hold overlapping visits.
 *   npx tsx bench/booking-restart-drill.ts [--postgres-port 55418 --restarts 4 --loops 8]   (also `npm run drill`)
 * Exits 1 when an acknowledged booking is missing, a visit overlaps another, or nothing was booked after a restart.
 */
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { appointments } from "~/db/schema";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { isWindowTakenError } from "~/domain/scheduling/window-taken-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import { startPrivatePostgres } from "../tests/support/private-postgres";
import { seededRandom } from "../app/db/demo/seeded-random";
import { BOOKING_SCALE, seedBookingScale } from "./support/booking-scale-seed";
import { overlappingVisits, randomWindowId, sampleCustomers } from "./support/booking-scenarios";
import { BENCH_AUTH_SECRET } from "./support/scale-database";

const { values } = parseArgs({
  options: {
    "postgres-port": { type: "string", default: "55418" },
    restarts: { type: "string", default: "4" },
    loops: { type: "string", default: "8" },
  },
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = await startPrivatePostgres({ port: Number(values["postgres-port"]) });
let exitCode = 1;
try {
  Object.assign(process.env, { DATABASE_URL: cluster.url(), AUTH_SECRET: BENCH_AUTH_SECRET, NODE_ENV: "development" });
  const { database, closeDatabase } = await import("~/db/database.server");
  try {
    const db = await database();
    await seedBookingScale(db, { ...BOOKING_SCALE, customers: 2_000, appointments: 4_000, technicians: 12 });
    const customers = await sampleCustomers(db, 300);
    const { scheduling } = await getSettings({ executor: db });
    const random = seededRandom(3535);
    const days = Array.from({ length: 13 }, (_, index) => index + 2);
    const acknowledged: { id: string; at: number }[] = [];
    const outcomes = { taken: 0, failed: 0 };
    const failures = new Map<string, number>();
    let booking = true;
    const caller = async () => {
      while (booking) {
        const customer = random.pick(customers);
        const serviceType = random.pick(APPOINTMENT_SERVICE_TYPES);
        try {
          const booked = await bookWindow({
            customer,
            visit: { serviceType, serviceAddress: customer.address, phone: customer.phone, customerNotes: null },
            zipCode: customer.zipCode,
            windowId: randomWindowId(random, scheduling, days),
            booker: { kind: "self" },
          });
          acknowledged.push({ id: booked.appointmentId, at: Date.now() });
        } catch (error) {
          if (isWindowTakenError(error)) outcomes.taken += 1;
          else {
            outcomes.failed += 1;
            const kind =
              error instanceof Error
                ? `${error.name}: ${error.message.replace(/\s+/g, " ").slice(0, 80)}`
                : String(error);
            failures.set(kind, (failures.get(kind) ?? 0) + 1);
            // A caller whose database is away waits a little instead of spinning on refused connections.
            await pause(50);
          }
        }
      }
    };
    const callers = Array.from({ length: Number(values.loops) }, caller);
    const recoveryMs: number[] = [];
    for (let restart = 0; restart < Number(values.restarts); restart++) {
      await pause(1_500);
      const restartedAt = Date.now();
      await cluster.restart({ downMs: restart % 2 === 1 ? 1_500 : 0 });
      while (!acknowledged.some((entry) => entry.at > restartedAt) && Date.now() - restartedAt < 30_000)
        await pause(20);
      const first = acknowledged.find((entry) => entry.at > restartedAt);
      recoveryMs.push(first ? first.at - restartedAt : Number.NaN);
    }
    await pause(1_500);
    booking = false;
    await Promise.all(callers);

    const stored = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          acknowledged.map((entry) => entry.id),
        ),
      );
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = acknowledged.filter((entry) => !storedIds.has(entry.id));
    const overlaps = await overlappingVisits(db);
    console.log(`[drill] booking-restart: bookings acknowledged   ${acknowledged.length}`);
    console.log(`[drill] booking-restart: acknowledged and stored ${acknowledged.length - lost.length}`);
    console.log(`[drill] booking-restart: acknowledged but lost   ${lost.length}`);
    console.log(`[drill] booking-restart: overlapping visits      ${overlaps}`);
    console.log(`[drill] booking-restart: window taken answers   ${outcomes.taken}`);
    console.log(
      `[drill] booking-restart: failed during restarts  ${outcomes.failed} (${[...failures].map(([kind, count]) => `${count}× ${kind}`).join("; ")})`,
    );
    console.log(
      `[drill] booking-restart: first booking after each restart ${recoveryMs.map((ms) => (Number.isFinite(ms) ? `${ms} ms` : "never")).join(", ")}`,
    );
    exitCode = lost.length === 0 && overlaps === 0 && recoveryMs.every(Number.isFinite) ? 0 : 1;
  } finally {
    await closeDatabase();
  }
} finally {
  await cluster.destroy();
}
process.exit(exitCode);
