import type { customers, PlanCode } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import { EQUIPMENT_TYPES, type EquipmentType } from "~/config/equipment-types";
import { CUSTOMER_NOTES, EQUIPMENT_CATALOG, EQUIPMENT_TYPE_WEIGHTS } from "./demo-equipment";
import { AREA_STREETS, exampleEmail, FIRST_NAMES, LAST_NAMES, SERVICE_AREAS } from "./demo-places";
import type { SeededRandom } from "./seeded-random";

export type DemoCustomerRow = typeof customers.$inferInsert & {
  firstName: string;
  lastName: string;
  phone: string;
  createdAt: Date;
};

export const DEMO_CUSTOMER_COUNT = 25;
export const DEMO_CUSTOMER_EMAIL = "customer@awac.example";
/** Days ahead of the demo login's upcoming visit (a booking of its own, not tied to a plan visit). */
export const DEMO_LOGIN_NEXT_VISIT_DAYS = 6;

type DueKind = "soon" | "overdue" | "later" | "none";

// Fixed shapes for records 1..24 (record 0 is the demo login's), so the dashboards always show every state.
const PLAN_PATTERN: PlanCode[] = [
  "basic",
  "none",
  "premium_care",
  "basic",
  "none",
  "commercial_plus",
  "premium_care",
  "basic",
  "none",
  "basic",
  "premium_care",
  "none",
];
const DUE_PATTERN: DueKind[] = [
  "soon",
  "later",
  "overdue",
  "later",
  "soon",
  "none",
  "later",
  "overdue",
  "soon",
  "later",
  "none",
  "later",
];
const INACTIVE = new Set([6, 13, 20, 23]);
const SUSPENDED = 9;
const BALANCES = new Map([
  [4, 125],
  [SUSPENDED, 487.5],
  [15, 89],
  [21, 240.75],
]);
/** Records that joined recently: converted leads point at them. */
export const RECENT_CUSTOMER_DAYS = new Map([
  [2, 8],
  [11, 34],
]);

function dueDate(kind: DueKind, random: SeededRandom, calendar: DemoCalendar): string | null {
  if (kind === "soon") return calendar.date(random.int(1, 28));
  if (kind === "overdue") return calendar.date(-random.int(3, 60));
  if (kind === "later") return calendar.date(random.int(45, 200));
  return null;
}

function equipmentFor(index: number, random: SeededRandom): { type: EquipmentType; brand: string; model: string } {
  // The first six records show one of each type; the rest follow Miami's mix.
  const type = index <= EQUIPMENT_TYPES.length ? EQUIPMENT_TYPES[index - 1]! : random.pick(EQUIPMENT_TYPE_WEIGHTS);
  const unit = random.pick(EQUIPMENT_CATALOG[type]);
  return { type, brand: unit.brand, model: unit.model };
}

export function buildDemoCustomers(
  random: SeededRandom,
  calendar: DemoCalendar,
  nextPhone: () => string,
): DemoCustomerRow[] {
  const rows: DemoCustomerRow[] = [
    {
      firstName: "Maria",
      lastName: "Gonzalez",
      email: DEMO_CUSTOMER_EMAIL,
      phone: nextPhone(),
      addressLine1: "742 Valencia Ave",
      city: "Coral Gables",
      state: "FL",
      zipCode: "33134",
      equipmentType: "Central Air",
      equipmentBrand: "Carrier",
      equipmentModel: "Comfort 16 24ACC636A003",
      installationDate: calendar.date(-6 * 365 - 40),
      servicePlan: "premium_care",
      notes: "Premium Care member. Prefers Spanish-speaking technicians when available.",
      status: "active",
      // Replaced by the plan visit's date once the seed writes the member's visits (demo-plan-visits.ts).
      nextServiceDue: calendar.date(calendar.workday(DEMO_LOGIN_NEXT_VISIT_DAYS)),
      currentBalance: 0,
      createdAt: calendar.ago(430),
    },
  ];
  const firstNames = random.shuffle(FIRST_NAMES);
  const lastNames = random.shuffle(LAST_NAMES);
  const areas = random.shuffle(SERVICE_AREAS);
  for (let index = 1; index < DEMO_CUSTOMER_COUNT; index++) {
    const firstName = firstNames[index]!;
    const lastName = lastNames[index]!;
    const area = areas[(index - 1) % areas.length]!;
    const streets = AREA_STREETS[area];
    const equipment = equipmentFor(index, random);
    const status = index === SUSPENDED ? "suspended" : INACTIVE.has(index) ? "inactive" : "active";
    const recentDays = RECENT_CUSTOMER_DAYS.get(index);
    rows.push({
      firstName,
      lastName,
      email: exampleEmail(firstName, lastName),
      phone: nextPhone(),
      addressLine1: `${random.int(streets.houseNumbers[0], streets.houseNumbers[1])} ${random.pick(streets.streets)}`,
      addressLine2: random.chance(0.15) ? `Apt ${random.int(2, 24)}${random.pick(["A", "B", "C", "D"])}` : null,
      city: area,
      state: "FL",
      zipCode: random.pick(streets.zipCodes),
      equipmentType: equipment.type,
      equipmentBrand: equipment.brand,
      equipmentModel: equipment.model,
      installationDate: calendar.date(-random.int(1, 16) * 365 - random.int(0, 300)),
      servicePlan: PLAN_PATTERN[(index - 1) % PLAN_PATTERN.length]!,
      notes: random.chance(0.4) ? random.pick(CUSTOMER_NOTES) : null,
      status,
      nextServiceDue:
        status === "active" ? dueDate(DUE_PATTERN[(index - 1) % DUE_PATTERN.length]!, random, calendar) : null,
      currentBalance: BALANCES.get(index) ?? 0,
      createdAt:
        recentDays === undefined ? calendar.ago(random.int(60, 1100) + random.next()) : calendar.ago(recentDays),
    });
  }
  return rows.map((row) => ({ ...row, updatedAt: row.createdAt }));
}

/** The address as one line, the way appointments store it. */
export function oneLineAddress(row: DemoCustomerRow): string {
  const street = [row.addressLine1, row.addressLine2].filter(Boolean).join(", ");
  return `${street}, ${row.city}, ${row.state ?? "FL"} ${row.zipCode}`;
}
