import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isWindowTakenError } from "~/domain/scheduling/window-taken-error";
import { addDays, businessDateOf } from "~/domain/scheduling/business-time";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { listFreeWindows } from "~/domain/scheduling/list-free-windows.server";
import { scheduleWindowsOn } from "~/domain/scheduling/schedule-windows";
import { getSettings } from "~/domain/settings/get-settings.server";
import { seededRandom, type SeededRandom } from "~/db/demo/seeded-random";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { verdict, type ReportRow } from "./report-table";
import { sampleTimings } from "./sample-timings";

export const BOOKING_GOALS = { freeWindowsP95Ms: 50, bookingsPerSecond: 100 };

/** Nearest-rank percentile of sorted milliseconds. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

type Booker = { id: string; name: string; email: string; zipCode: string; phone: string; address: string };

/** A few hundred customers to book as, spread over the table (their zip codes are the migration's zones'). */
export async function sampleCustomers(db: Database, count: number): Promise<Booker[]> {
  const rows = await db.execute<Booker>(sql`
    select id, first_name || ' ' || last_name as name, email, zip_code as "zipCode", phone, address_line1 as address
    from customers where customer_number in (
      select customer_number from customers order by md5(customer_number) limit ${count})`);
  return rows.rows;
}

/**
 * Issue 34's first row: listFreeWindows for 60 days (today .. the horizon) for a random zip code and service type,
 * as a customer's picker asks it, one after another; p95 over `runs` lookups after a warm-up.
 */
export async function freeWindowLookupRow(
  db: Database,
  options: { runs: number; database: string; size: string },
): Promise<ReportRow> {
  const random = seededRandom(34);
  const customers = await sampleCustomers(db, 500);
  const settings = await getSettings({ executor: db });
  const today = businessDateOf(new Date());
  const to = addDays(today, settings.scheduling.horizonDays - 1);
  let windows = 0;
  const timing = await sampleTimings("free windows", options.runs, async () => {
    const list = await listFreeWindows({
      serviceType: random.pick(APPOINTMENT_SERVICE_TYPES),
      zipCode: random.pick(customers).zipCode,
      from: today,
      to,
      booker: "self",
    });
    windows = list.days.reduce((sum, day) => sum + day.windows.length, 0);
  });
  return {
    scenario: "free windows, 60 days (listFreeWindows)",
    database: options.database,
    p95Ms: timing.p95,
    goal: `p95 ≤ ${BOOKING_GOALS.freeWindowsP95Ms} ms`,
    result: verdict(timing.p95 <= BOOKING_GOALS.freeWindowsP95Ms, true),
    notes: `${timing.runs} lookups, median ${timing.p50.toFixed(1)} ms, ${windows} windows each; ${options.size}`,
  };
}

/** A window id of a random business day `firstDay`..`lastDay` days ahead that has windows. */
export function randomWindowId(
  random: SeededRandom,
  scheduling: Parameters<typeof scheduleWindowsOn>[0],
  days: number[],
) {
  for (;;) {
    const date = addDays(businessDateOf(new Date()), random.pick(days));
    const windows = scheduleWindowsOn(scheduling, date);
    if (windows.length > 0) return random.pick(windows).id;
  }
}

/**
 * Issue 34's second row: `attempts` customer bookings (bookWindow as the portal's POST calls it, capacity enforced
 * in its transaction) from `concurrency` callers at once, into random windows of the next two weeks, where windows
 * fill and bookings race for the last places. Bookings answered per second (booked or "That window was just taken"),
 * then a SQL check that no technician has two overlapping scheduled or confirmed visits.
 */
export async function bookingBurstRow(
  db: Database,
  options: { attempts: number; concurrency: number; database: string; size: string },
): Promise<ReportRow> {
  const random = seededRandom(3434);
  const customers = await sampleCustomers(db, 500);
  const { scheduling } = await getSettings({ executor: db });
  const days = Array.from({ length: 13 }, (_, index) => index + 2);
  const outcomes = { booked: 0, taken: 0, refused: 0 };
  const latencies: number[] = [];
  const byOutcome = { booked: [] as number[], taken: [] as number[] };
  let next = 0;
  const worker = async () => {
    while (next < options.attempts) {
      next += 1;
      const customer = random.pick(customers);
      const serviceType = random.pick(APPOINTMENT_SERVICE_TYPES);
      const started = performance.now();
      let outcome: keyof typeof byOutcome | null = null;
      try {
        await bookWindow({
          customer,
          visit: { serviceType, serviceAddress: customer.address, phone: customer.phone, customerNotes: null },
          zipCode: customer.zipCode,
          windowId: randomWindowId(random, scheduling, days),
          booker: { kind: "self" },
        });
        outcome = "booked";
      } catch (error) {
        if (isWindowTakenError(error)) outcome = "taken";
        else {
          outcomes.refused += 1;
          if (outcomes.refused <= 3) console.error("[bench] a booking failed", error);
        }
      }
      const elapsed = performance.now() - started;
      latencies.push(elapsed);
      if (outcome) {
        outcomes[outcome] += 1;
        byOutcome[outcome].push(elapsed);
      }
    }
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuShare = (cpu.user + cpu.system) / 1e6 / seconds;
  const median = (figures: number[]) =>
    percentile(
      [...figures].sort((a, b) => a - b),
      0.5,
    ).toFixed(0);
  const overlaps = await overlappingVisits(db);
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / seconds;
  const met = perSecond >= BOOKING_GOALS.bookingsPerSecond && overlaps === 0 && outcomes.refused === 0;
  return {
    scenario: `bookings, ${options.concurrency} at once (bookWindow)`,
    database: options.database,
    requestsPerSecond: perSecond,
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    goal: `≥ ${BOOKING_GOALS.bookingsPerSecond}/s, 0 overbooked`,
    result: verdict(met, true),
    notes:
      `${latencies.length} in ${seconds.toFixed(1)} s: ${outcomes.booked} booked (median ${median(byOutcome.booked)} ms), ` +
      `${outcomes.taken} window taken (median ${median(byOutcome.taken)} ms, with the next free windows), ` +
      `${outcomes.refused} failed; ${overlaps} overlapping visits after; bench process at ${(cpuShare * 100).toFixed(0)}% of a core; ` +
      `domain calls, no HTTP; ${options.size}`,
  };
}

/** Pairs of one technician's scheduled or confirmed visits whose busy stretches overlap: 0 unless overbooked. */
export async function overlappingVisits(db: Database): Promise<number> {
  const result = await db.execute<{ count: string }>(sql`
    select count(*) as count from appointments a join appointments b
      on a.technician_id = b.technician_id and a.id < b.id
      and a.appointment_date < b.busy_until and b.appointment_date < a.busy_until
    where a.status in ('scheduled', 'confirmed') and b.status in ('scheduled', 'confirmed')`);
  return Number(result.rows[0]!.count);
}
