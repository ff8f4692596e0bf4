/**
 * Issue 34's two bench rows, on a throw-away PostgreSQL database (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, trust auth), migrated by the app and filled with
 * 100,000 customers and 1,000,000 appointments (bench/support/booking-scale-seed.ts):
 *   npm run bench:booking [-- --customers 100000 --appointments 1000000 --runs 200 --attempts 1500 --concurrency 10]
 * 1. the free-window lookup for 60 days (listFreeWindows, goal p95 ≤ 50 ms);
 * 2. a burst of customer bookings with capacity enforced (bookWindow from many callers at once, goal ≥ 100 per
 *    second), then the check that no technician has overlapping visits (goal 0).
 * `npm run bench` runs it too (with --rows-json) and adds its rows to its table. Exits 0 even when a goal is MISSED.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { createThrowAwayPostgres, BENCH_AUTH_SECRET } from "./support/scale-database";
import { BOOKING_SCALE, seedBookingScale, type BookingScale } from "./support/booking-scale-seed";
import { bookingBurstRow, freeWindowLookupRow } from "./support/booking-scenarios";
import { formatTable, type ReportRow } from "./support/report-table";

const { values } = parseArgs({
  options: {
    customers: { type: "string", default: String(BOOKING_SCALE.customers) },
    appointments: { type: "string", default: String(BOOKING_SCALE.appointments) },
    runs: { type: "string", default: "200" },
    attempts: { type: "string", default: "1500" },
    concurrency: { type: "string", default: "10" },
    "rows-json": { type: "string" },
    // Times the seed alone (to tune it), then drops the database.
    "seed-only": { type: "boolean", default: false },
  },
});
const whole = (text: string | undefined) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`expected a whole number, got "${text}"`);
  return value;
};
const scale: BookingScale = {
  ...BOOKING_SCALE,
  customers: whole(values.customers),
  appointments: whole(values.appointments),
};
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function main(): Promise<ReportRow[]> {
  const database = await createThrowAwayPostgres(adminUrl);
  // The app's own database module opens it (migrations, settings, the zones of migration 0016).
  Object.assign(process.env, { ...database.env, AUTH_SECRET: BENCH_AUTH_SECRET });
  const { closeDatabase, database: openDatabase } = await import("~/db/database.server");
  try {
    const db = await openDatabase();
    const started = performance.now();
    const timings = await seedBookingScale(db, scale);
    const seedSeconds = (performance.now() - started) / 1000;
    const parts = Object.entries(timings)
      .map(([part, seconds]) => `${part} ${seconds.toFixed(1)} s`)
      .join(", ");
    console.log(
      `[bench] seeded ${scale.customers} customers and ${scale.appointments} appointments in ${seedSeconds.toFixed(1)} s (${parts})`,
    );
    if (values["seed-only"]) return [];
    const label = `PostgreSQL ${Math.round(scale.customers / 1000)}k`;
    const size = `${(scale.appointments / 1e6).toFixed(1)}M appointments, ${scale.technicians} technicians, seeded in ${seedSeconds.toFixed(0)} s`;
    const rows = [await freeWindowLookupRow(db, { runs: whole(values.runs), database: label, size })];
    rows.push(
      await bookingBurstRow(db, {
        attempts: whole(values.attempts),
        concurrency: whole(values.concurrency),
        database: label,
        size,
      }),
    );
    return rows;
  } finally {
    await closeDatabase();
    await database.drop();
  }
}

const rows = await main();
if (rows.length > 0) console.log(`\n${formatTable(rows)}`);
if (values["rows-json"]) await writeFile(values["rows-json"], JSON.stringify(rows));
