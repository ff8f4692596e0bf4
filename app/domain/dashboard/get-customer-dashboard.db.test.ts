import { describe, expect, it } from "vitest";
import { appointments, customers, serviceHistory, settings, subscriptions, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { invoiceSeededBalances } from "../../../tests/support/invoice-test-support";
import { cancelAppointment } from "~/domain/appointments/cancel-appointment.server";
import { getCustomerDashboard, nextServiceOf } from "./get-customer-dashboard.server";

const { db } = useTestDatabase();

async function addUser(id: string, firstName: string | null = null, emailVerified = false) {
  await db()
    .insert(user)
    .values({ id, name: id, email: `${id}@example.com`, firstName, emailVerified });
  return { id, firstName, emailVerified };
}

describe("getCustomerDashboard", () => {
  it("reports no customer record for a login that has none, and its account as active with the e-mail not verified yet", async () => {
    const ana = await addUser("ana", "Ana");
    expect(await getCustomerDashboard({ user: ana })).toMatchObject({
      firstName: "Ana",
      account: { status: "active", emailVerified: false },
      customer: null,
      nextService: null,
      upcomingAppointments: [],
      recentServices: [],
      rewards: { earnedPoints: 0 },
    });
  });

  it("adds unpaid service history to the entered balance and names the catalog plan", async () => {
    const ana = await addUser("ana", "Ana");
    const [record] = await db()
      .insert(customers)
      .values({
        userId: ana.id,
        firstName: "Ana",
        lastName: "Ruiz",
        currentBalance: 1000,
        servicePlan: "premium_care",
        nextServiceDue: "2026-09-15",
        status: "active",
      })
      .returning({ id: customers.id });
    await db()
      .insert(serviceHistory)
      .values([
        {
          customerId: record!.id,
          serviceType: "AC Repair",
          serviceDate: "2026-05-01",
          amountCharged: 200.25,
          paymentStatus: "pending",
        },
        {
          customerId: record!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-04-01",
          amountCharged: 34.25,
          paymentStatus: "overdue",
        },
        {
          customerId: record!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-03-01",
          amountCharged: 500,
          paymentStatus: "paid",
        },
      ]);
    // As migration 0023 turned such balances into invoices: the balance is the sum of the open invoices (ADR 084).
    await invoiceSeededBalances(db());

    expect(await getCustomerDashboard({ user: ana })).toMatchObject({
      firstName: "Ana",
      customer: {
        nextServiceDue: "2026-09-15",
        currentBalance: 1234.5,
        plan: { code: "premium_care", name: "Premium Care", nameEs: "Cuidado Premium" },
        status: "active",
      },
    });
  });

  it("shows only the signed-in user's own record, never another customer's", async () => {
    const ana = await addUser("ana");
    await addUser("ben");
    await db()
      .insert(customers)
      .values([
        { userId: "ben", firstName: "Ben", lastName: "Cole", currentBalance: 999, status: "suspended" },
        { firstName: "Unlinked", lastName: "Record", currentBalance: 5 },
      ]);
    expect(await getCustomerDashboard({ user: ana })).toMatchObject({
      firstName: null,
      customer: null,
      recentServices: [],
    });
  });

  it("reads Account Status from the linked record and the login's verified e-mail", async () => {
    const ana = await addUser("ana", "Ana", true);
    await db().insert(customers).values({ userId: ana.id, firstName: "Ana", lastName: "Ruiz", status: "suspended" });
    expect(await getCustomerDashboard({ user: ana })).toMatchObject({
      account: { status: "suspended", emailVerified: true },
    });
  });

  it("falls back to the record's first name and reports no plan, no date and another status as they are", async () => {
    const ana = await addUser("ana");
    await db()
      .insert(customers)
      .values({ userId: ana.id, firstName: "Anita", lastName: "Ruiz", servicePlan: "none", status: "suspended" });
    expect(await getCustomerDashboard({ user: ana })).toMatchObject({
      firstName: "Anita",
      customer: { nextServiceDue: null, currentBalance: 0, plan: null, status: "suspended" },
    });
  });

  it("lists up to three upcoming scheduled or confirmed appointments, soonest first", async () => {
    const ana = await addUser("ana");
    const [record] = await db()
      .insert(customers)
      .values({ userId: ana.id, firstName: "Ana", lastName: "Ruiz" })
      .returning({ id: customers.id });
    const visit = (
      day: string,
      status: "scheduled" | "confirmed" | "completed" | "cancelled",
      serviceType = "AC Repair",
    ) => ({
      customerId: record!.id,
      serviceType,
      appointmentDate: new Date(`${day}T14:00:00Z`),
      serviceAddress: "1 Main St",
      phone: "305-555-0100",
      status,
    });
    await db()
      .insert(appointments)
      .values([
        visit("2026-05-01", "scheduled", "Past"),
        visit("2026-06-20", "confirmed", "Third"),
        visit("2026-06-10", "scheduled", "First"),
        visit("2026-06-12", "cancelled", "Cancelled"),
        visit("2026-06-13", "completed", "Completed"),
        visit("2026-06-15", "scheduled", "Second"),
        visit("2026-07-01", "scheduled", "Fourth"),
      ]);
    const dashboard = await getCustomerDashboard({ user: ana, now: new Date("2026-06-01T12:00:00Z") });
    expect(dashboard.upcomingAppointments.map((row) => row.serviceType)).toEqual(["First", "Second", "Third"]);
    expect(dashboard.upcomingAppointments[0]).toMatchObject({
      appointmentDate: "2026-06-10T14:00:00.000Z",
      status: "scheduled",
      durationMinutes: 60,
    });
    expect(dashboard.nextService).toEqual({
      kind: "appointment",
      at: "2026-06-10T14:00:00.000Z",
      status: "scheduled",
      planVisitWaiting: null,
    });
  });

  it("moves Next Service on when the customer cancels the visit it showed: to the next visit, then to the due date", async () => {
    const ana = await addUser("ana");
    // The walkthrough's case: staff set the due date to the day of the booked visit.
    const [record] = await db()
      .insert(customers)
      .values({ userId: ana.id, firstName: "Ana", lastName: "Ruiz", nextServiceDue: "2026-06-10" })
      .returning({ id: customers.id });
    const booked = await db()
      .insert(appointments)
      .values(
        ["2026-06-10", "2026-07-20"].map((day) => ({
          customerId: record!.id,
          serviceType: "Maintenance",
          appointmentDate: new Date(`${day}T14:00:00Z`),
          serviceAddress: "1 Main St",
          phone: "305-555-0100",
          status: "confirmed" as const,
        })),
      )
      .returning({ id: appointments.id });
    const now = new Date("2026-06-01T12:00:00Z");
    const nextService = async () => (await getCustomerDashboard({ user: ana, now })).nextService;
    expect(await nextService()).toEqual({
      kind: "appointment",
      at: "2026-06-10T14:00:00.000Z",
      status: "confirmed",
      planVisitWaiting: null,
    });

    await cancelAppointment({ user: ana, appointmentId: booked[0]!.id, now });
    // A visit after the due date is still the next service the customer has booked.
    expect(await nextService()).toEqual({
      kind: "appointment",
      at: "2026-07-20T14:00:00.000Z",
      status: "confirmed",
      planVisitWaiting: null,
    });

    await cancelAppointment({ user: ana, appointmentId: booked[1]!.id, now });
    expect(await nextService()).toEqual({ kind: "due", date: "2026-06-10" });
  });

  it("lists the five newest services with amount and payment status, and the emergency phone from settings", async () => {
    const ana = await addUser("ana");
    const [record] = await db()
      .insert(customers)
      .values({ userId: ana.id, firstName: "Ana", lastName: "Ruiz" })
      .returning({ id: customers.id });
    await db()
      .insert(serviceHistory)
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((month) => ({
          customerId: record!.id,
          serviceType: `Visit ${month}`,
          serviceDate: `2026-0${month}-01`,
          amountCharged: month * 10,
          paymentStatus: month === 7 ? "overdue" : "paid",
        })),
      );
    await db().update(settings).set({ emergencyPhone: "(305) 555-0199" });
    const dashboard = await getCustomerDashboard({ user: ana });
    expect(dashboard.recentServices.map((row) => row.serviceType)).toEqual([
      "Visit 7",
      "Visit 6",
      "Visit 5",
      "Visit 4",
      "Visit 3",
    ]);
    expect(dashboard.recentServices[0]).toMatchObject({
      serviceDate: "2026-07-01",
      amountCharged: 70,
      paymentStatus: "overdue",
    });
    expect(dashboard.emergencyPhone).toBe("(305) 555-0199");
  });

  it("includes the rewards summary of the customer's own history", async () => {
    const ana = await addUser("ana");
    const [record] = await db()
      .insert(customers)
      .values({ userId: ana.id, firstName: "Ana", lastName: "Ruiz" })
      .returning({ id: customers.id });
    await db()
      .insert(serviceHistory)
      .values({ customerId: record!.id, serviceType: "AC Tune-Up", serviceDate: "2026-03-01" });
    await db().insert(subscriptions).values({ customerId: record!.id, planCode: "premium_care", status: "active" });
    const dashboard = await getCustomerDashboard({ user: ana, now: new Date("2026-06-01T12:00:00Z") });
    expect(dashboard.rewards).toMatchObject({ earnedPoints: 125, availablePoints: 125 });
  });
});

describe("nextServiceOf", () => {
  const soonest = (at: string) => ({
    id: "a",
    serviceType: "AC Repair",
    appointmentDate: at,
    durationMinutes: 60,
    status: "scheduled" as const,
  });

  it("shows the soonest booked visit, before or after the record's due date", () => {
    expect(nextServiceOf("2026-09-15", soonest("2026-06-10T14:00:00.000Z"))).toEqual({
      kind: "appointment",
      at: "2026-06-10T14:00:00.000Z",
      status: "scheduled",
      planVisitWaiting: null,
    });
    expect(nextServiceOf(null, soonest("2026-06-10T14:00:00.000Z"))).toMatchObject({ kind: "appointment" });
    expect(nextServiceOf("2026-06-01", soonest("2026-06-10T14:00:00.000Z"))).toMatchObject({
      kind: "appointment",
      at: "2026-06-10T14:00:00.000Z",
    });
  });

  it("shows the record's due date when nothing is booked", () => {
    expect(nextServiceOf("2026-06-01", undefined)).toEqual({ kind: "due", date: "2026-06-01" });
    expect(nextServiceOf(null, undefined)).toBeNull();
  });

  const planVisit = (state: "waiting" | "booked", day: string) => ({
    id: "v",
    plan: { code: "premium_care", name: "Premium Care", nameEs: "Premium Care" },
    numberInYear: 1,
    visitsPerYear: 2,
    dueDate: day,
    state,
    canChooseTime: state === "waiting",
    choosableFrom: day,
    window: state === "booked" ? { startsAt: `${day}T12:00:00.000Z`, endsAt: `${day}T15:00:00.000Z` } : null,
    doneOn: null,
  });

  it("shows a plan visit that comes before the soonest appointment, and the appointment that comes before it with the waiting visit beside it", () => {
    const waiting = planVisit("waiting", "2026-06-05");
    expect(nextServiceOf("2026-09-15", soonest("2026-06-10T14:00:00.000Z"), waiting)).toEqual({
      kind: "plan-visit",
      visit: waiting,
    });
    expect(nextServiceOf(null, soonest("2026-06-01T14:00:00.000Z"), waiting)).toEqual({
      kind: "appointment",
      at: "2026-06-01T14:00:00.000Z",
      status: "scheduled",
      planVisitWaiting: waiting,
    });
    // A booked plan visit is its own appointment: on the same day the plan visit says what it is.
    const booked = planVisit("booked", "2026-06-10");
    expect(nextServiceOf(null, soonest("2026-06-10T12:00:00.000Z"), booked)).toEqual({
      kind: "plan-visit",
      visit: booked,
    });
    expect(nextServiceOf(null, soonest("2026-06-02T12:00:00.000Z"), booked)).toMatchObject({
      kind: "appointment",
      planVisitWaiting: null,
    });
    expect(nextServiceOf("2026-06-01", undefined, booked)).toEqual({ kind: "plan-visit", visit: booked });
  });
});
