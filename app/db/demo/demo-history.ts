import type { serviceHistory } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import type { DemoCustomerRow } from "./demo-customers";
import { SERVICE_CATALOG, TECHNICIANS, type ServiceKind } from "./demo-services";
import type { SeededRandom } from "./seeded-random";

type HistoryRow = Omit<typeof serviceHistory.$inferInsert, "customerId"> & { customerIndex: number };

const HISTORY_WINDOW_DAYS = 730;

function entry(kind: ServiceKind, random: SeededRandom) {
  const service = SERVICE_CATALOG.find((candidate) => candidate.type === kind)!;
  return { service, amount: random.int(service.price[0], service.price[1]) };
}

/** Older work is almost always paid; recent invoices may still be pending, and a few have gone overdue. */
function paymentStatusFor(daysAgo: number, random: SeededRandom): "paid" | "pending" | "overdue" {
  const roll = random.next();
  if (daysAgo > 90) return roll < 0.95 ? "paid" : "overdue";
  if (daysAgo > 30) return roll < 0.7 ? "paid" : roll < 0.85 ? "overdue" : "pending";
  return roll < 0.5 ? "paid" : "pending";
}

/** Days from January 1 of the current year (Miami's calendar) to today: 0 on New Year's Day. */
function daysIntoYear(calendar: DemoCalendar): number {
  const today = calendar.date(0);
  return Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${today.slice(0, 4)}-01-01T00:00:00Z`)) / (24 * 60 * 60 * 1000),
  );
}

/**
 * The demo login's own history: something for every rewards task and one pending invoice. The maintenance, coil
 * and filter visits fall in the current calendar year whenever the seed runs, so the rewards panel has points
 * to claim the first reward with (100 + 75 + 50 + 25 for the plan).
 */
function demoLoginHistory(calendar: DemoCalendar, random: SeededRandom): HistoryRow[] {
  const thisYear = (daysAgo: number) => Math.min(daysAgo, daysIntoYear(calendar));
  const planned: Array<[ServiceKind, number, "paid" | "pending"]> = [
    ["AC Tune-Up", 610, "paid"],
    ["Thermostat Installation", 420, "paid"],
    ["Annual Maintenance", thisYear(200), "paid"],
    ["Coil Cleaning", thisYear(45), "paid"],
    ["Filter Replacement", thisYear(45), "paid"],
    ["Refrigerant Recharge", 9, "pending"],
  ];
  return planned.map(([kind, daysAgo, paymentStatus]) => {
    const { service, amount } = entry(kind, random);
    return {
      customerIndex: 0,
      serviceType: kind,
      serviceDate: calendar.date(-daysAgo),
      description: service.description,
      technicianName: random.pick(TECHNICIANS),
      amountCharged: kind === "Refrigerant Recharge" ? 185 : amount,
      paymentStatus,
      createdAt: calendar.ago(Math.max(daysAgo - 0.3, 0)),
    };
  });
}

export function buildDemoHistory(
  customers: DemoCustomerRow[],
  random: SeededRandom,
  calendar: DemoCalendar,
): HistoryRow[] {
  const rows = demoLoginHistory(calendar, random);
  const dayMs = 24 * 60 * 60 * 1000;
  customers.forEach((customer, customerIndex) => {
    if (customerIndex === 0) return;
    const daysAsCustomer = Math.floor((calendar.now.getTime() - customer.createdAt.getTime()) / dayMs);
    const window = Math.min(HISTORY_WINDOW_DAYS, daysAsCustomer);
    const count = window < 3 ? 0 : random.int(0, window < 60 ? 1 : 5);
    for (let visit = 0; visit < count; visit++) {
      const daysAgo = random.int(1, window);
      const { service, amount } = entry(random.pick(SERVICE_CATALOG).type, random);
      rows.push({
        customerIndex,
        serviceType: service.type,
        serviceDate: calendar.date(-daysAgo),
        description: service.description,
        technicianName: random.pick(TECHNICIANS),
        amountCharged: amount,
        paymentStatus: paymentStatusFor(daysAgo, random),
        createdAt: calendar.ago(daysAgo - 0.3),
      });
    }
  });
  // Make sure each payment state is shown even if the dice never rolled it.
  const lastRow = rows.at(-1);
  if (!rows.some((row) => row.paymentStatus === "overdue") && lastRow) lastRow.paymentStatus = "overdue";
  return rows.map((row) => ({ ...row, updatedAt: row.createdAt }));
}
