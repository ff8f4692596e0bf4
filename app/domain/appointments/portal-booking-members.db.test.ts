import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { appointments, customers, orders, subscriptions, technicians, user, zoneZipCodes } from "~/db/schema";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookPortalVisit } from "./book-portal-visit.server";
import { getPortalBookingForm } from "./portal-booking-form.server";

/** Plan members' priority when they book from the portal (issue 37 item 5), read from the plan in the transaction. */

const { db } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami.
const NOW = new Date("2026-06-01T13:00:00Z");
const WEEKDAYS = { start: "08:00", end: "18:00" };
const HOURS: WeeklyHours = {
  sunday: null,
  monday: WEEKDAYS,
  tuesday: WEEKDAYS,
  wednesday: WEEKDAYS,
  thursday: WEEKDAYS,
  friday: WEEKDAYS,
  saturday: null,
};
const PREMIUM = { id: "premium-login", email: "premium@example.com" };
const BASIC = { id: "basic-login", email: "basic@example.com" };
const NONE = { id: "none-login", email: "none@example.com" };
const form = {
  serviceAddress: "9 Bay Rd",
  phone: "(305) 555-0199",
  serviceType: "Maintenance",
  // 2:00 PM today: five hours ahead, inside the 24-hour lead time, outside the members' 4 hours.
  window: "2026-06-01T14:00",
  customerNotes: "",
};

const customerIds: Record<string, string> = {};

beforeEach(async () => {
  await db()
    .insert(user)
    .values([PREMIUM, BASIC, NONE].map((login) => ({ id: login.id, name: login.id, email: login.email })));
  await db().insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
  const rows = await db()
    .insert(customers)
    .values(
      [PREMIUM, BASIC, NONE].map((login) => ({
        firstName: login.id,
        lastName: "Member",
        email: login.email,
        userId: login.id,
        zipCode: "33178",
      })),
    )
    .returning({ id: customers.id, userId: customers.userId });
  for (const row of rows) customerIds[row.userId!] = row.id;
  await db()
    .insert(subscriptions)
    .values({ customerId: customerIds[PREMIUM.id], planCode: "premium_care", status: "active" });
  await basicOrderOn(new Date("2026-04-01T15:00:00Z"));
  // Five technicians: at the 20% reserve one place of each window is kept for Emergency Service and staff.
  await db()
    .insert(technicians)
    .values(
      ["Ana", "Beto", "Carla", "Dani", "Eva"].map((name, index) => ({
        name,
        phone: `(305) 555-010${index}`,
        email: `${name.toLowerCase()}@awac.example`,
        serviceTypes: ["AC Repair", "Maintenance"],
        zones: ["Doral"],
        weeklyHours: HOURS,
      })),
    );
});

async function basicOrderOn(createdAt: Date) {
  await db().delete(orders);
  await db().insert(orders).values({
    customerId: customerIds[BASIC.id],
    serviceType: "Basic Maintenance",
    planCode: "basic",
    amount: 8900,
    status: "paid",
    createdAt,
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const book = (login: { id: string; email: string }, changes: Partial<typeof form> = {}) =>
  bookPortalVisit({ user: login, input: { ...form, ...changes }, now: NOW });

describe("plan members booking from the portal", () => {
  it("reads each customer's benefits from their own plan rows", async () => {
    expect(await readMemberBenefits(db(), { customerId: customerIds[PREMIUM.id], now: NOW })).toMatchObject({
      planCode: "premium_care",
      priorityScheduling: true,
      emergencyReserve: true,
      repairDiscountPercent: 15,
    });
    expect(await readMemberBenefits(db(), { customerId: customerIds[BASIC.id], now: NOW })).toMatchObject({
      planCode: "basic",
      emergencyReserve: false,
      repairDiscountPercent: 10,
      priorityUntil: "2027-03-31",
    });
    expect(await readMemberBenefits(db(), { customerId: customerIds[NONE.id], now: NOW })).toMatchObject({
      planCode: null,
      repairDiscountPercent: 0,
    });
    expect(await readMemberBenefits(db(), { customerId: null, now: NOW })).toMatchObject({ planCode: null });
  });

  it("lets a Premium Care member book a window 5 hours ahead, and refuses a customer without a plan for the lead time", async () => {
    expect(await refusal(book(NONE))).toMatchObject({ code: "BAD_INPUT", fieldErrors: { window: "windowTooSoon" } });
    await expect(book(PREMIUM)).resolves.toMatchObject({ status: "confirmed" });
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("gives a Basic member the short lead time for 12 months after the order, and not after", async () => {
    await expect(book(BASIC)).resolves.toMatchObject({ status: "confirmed" });
    await db().delete(appointments);
    await basicOrderOn(new Date("2025-05-20T15:00:00Z"));
    expect(await refusal(book(BASIC))).toMatchObject({ fieldErrors: { window: "windowTooSoon" } });
  });

  it("lets a Premium Care member's repair take the reserved place, which a Basic member's repair may not", async () => {
    // Wednesday 10:00: four places taken, the fifth is the reserve.
    const wednesday = { window: "2026-06-03T10:00" };
    for (let taken = 0; taken < 4; taken += 1) await book(NONE, wednesday);
    const basic = await refusal(book(BASIC, { ...wednesday, serviceType: "AC Repair" }));
    expect(basic).toMatchObject({ code: "WINDOW_TAKEN" });
    expect(await refusal(book(PREMIUM, { ...wednesday, serviceType: "Maintenance" }))).toMatchObject({
      code: "WINDOW_TAKEN",
    });
    await expect(book(PREMIUM, { ...wednesday, serviceType: "AC Repair" })).resolves.toMatchObject({
      status: "confirmed",
    });
    expect(await db().select().from(appointments)).toHaveLength(5);
  });

  it("offers a member the windows of their shorter lead time and says so on the form; a customer without a plan neither", async () => {
    const member = await getPortalBookingForm({ user: { id: PREMIUM.id }, serviceType: "Maintenance", now: NOW });
    const other = await getPortalBookingForm({ user: { id: NONE.id }, serviceType: "Maintenance", now: NOW });
    const today = (page: typeof member) => page.picker!.days.find((day) => day.date === "2026-06-01");
    expect(member.memberLeadTimeHours).toBe(4);
    expect(other.memberLeadTimeHours).toBeNull();
    expect(today(member)?.windows.find((window) => window.id === form.window)).toMatchObject({ free: true });
    expect(today(other)?.windows.find((window) => window.id === form.window)?.free ?? false).toBe(false);
  });
});
