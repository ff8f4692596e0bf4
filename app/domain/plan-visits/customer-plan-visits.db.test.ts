import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, customers, planVisits } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { getSubscriptionOverview } from "~/domain/billing/get-subscription-overview.server";
import { getCustomerDashboard } from "~/domain/dashboard/get-customer-dashboard.server";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addDoralMaintenanceTechnicians,
  planCustomerInDoral,
  planVisitRows,
} from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookOwnPlanVisit } from "./book-own-plan-visit.server";
import { readOwnPlanVisit } from "./read-own-plan-visit.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));

type Bought = Awaited<ReturnType<typeof planCustomerInDoral>>;
let ana: Bought;
let ben: Bought;
const visitOf = async (bought: Bought) =>
  (await planVisitRows(db())).find((visit) => visit.customerId === bought.customer.id)!;

beforeEach(async () => {
  await addDoralMaintenanceTechnicians(db());
  ana = await planCustomerInDoral(db(), "premium_care", "Ana");
  ben = await planCustomerInDoral(db(), "premium_care", "Ben");
});

describe("a customer's plan visits in the portal (issue 37 item 4)", () => {
  it("shows a customer their own due visit on the dashboard, Service Plans and its Choose a time page, and nobody else's", async () => {
    const anaVisit = await visitOf(ana);
    const benVisit = await visitOf(ben);

    const dashboard = await getCustomerDashboard({ user: ana.login });
    expect(dashboard.nextService).toMatchObject({
      kind: "plan-visit",
      visit: { id: anaVisit.id, state: "waiting", numberInYear: 1, visitsPerYear: 2, plan: { code: "premium_care" } },
    });
    const overview = await getSubscriptionOverview({ user: ana.login });
    expect(overview.planVisits.map((visit) => visit.id)).toEqual([anaVisit.id]);
    const page = await readOwnPlanVisit({ user: ana.login, planVisitId: anaVisit.id });
    expect(page).toMatchObject({ reason: "bookable", visit: { id: anaVisit.id } });
    expect(page.windows.length).toBeGreaterThan(0);

    // Ben's visit, a made-up id and a malformed one are all simply not found for Ana: nothing says Ben's exists.
    for (const planVisitId of [benVisit.id, "00000000-0000-4000-8000-000000000000", "-".repeat(36)]) {
      await expect(readOwnPlanVisit({ user: ana.login, planVisitId })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(
        bookOwnPlanVisit({ user: ana.login, planVisitId, windowId: page.windows[0]!.id, locale: "en" }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await db().select().from(appointments)).toHaveLength(0);
    expect((await visitOf(ben)).status).toBe(benVisit.status);
  });

  it("books the customer's own visit as the customer, shows its window on the dashboard, and refuses a second booking", async () => {
    const visit = await visitOf(ana);
    const page = await readOwnPlanVisit({ user: ana.login, planVisitId: visit.id });
    const booked = await bookOwnPlanVisit({
      user: ana.login,
      planVisitId: visit.id,
      windowId: page.windows[0]!.id,
      locale: "es",
    });

    expect(booked.startsAt).toBe(page.windows[0]!.startsAt);
    expect(await visitOf(ana)).toMatchObject({ status: "booked", appointmentId: booked.appointmentId });
    const [appointment] = await db().select().from(appointments);
    expect(appointment).toMatchObject({ id: booked.appointmentId, customerId: ana.customer.id });
    expect((await getCustomerDashboard({ user: ana.login })).nextService).toMatchObject({
      kind: "plan-visit",
      visit: { id: visit.id, state: "booked", window: { startsAt: booked.startsAt, endsAt: booked.endsAt } },
    });
    expect(await readOwnPlanVisit({ user: ana.login, planVisitId: visit.id })).toMatchObject({
      reason: "not-waiting",
      windows: [],
    });

    // A second tab, or the offer's link after the portal: one booking, never two.
    await expect(
      bookOwnPlanVisit({ user: ana.login, planVisitId: visit.id, windowId: page.windows[1]!.id, locale: "en" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("lists only the current plan year's visits, numbered within the year", async () => {
    const first = await visitOf(ana);
    const done = { status: "done" as const, completedAt: new Date() };
    await db().update(planVisits).set(done).where(eq(planVisits.id, first.id));
    const base = { subscriptionId: first.subscriptionId, customerId: ana.customer.id, planCode: "premium_care" };
    await db()
      .insert(planVisits)
      .values([
        { ...base, visitNumber: 2, dueDate: "2026-06-01", ...done },
        { ...base, visitNumber: 3, dueDate: "2026-12-01", status: "due" },
      ]);

    const { planVisits: listed } = await getSubscriptionOverview({ user: ana.login });
    // Visits 1 and 2 were last plan year's; visit 3 opens the next, as its first of two.
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ dueDate: "2026-12-01", state: "waiting", numberInYear: 1, visitsPerYear: 2 });
  });

  it("opens a visit for choosing a time when it is offered, 30 days before its due date, not months ahead", async () => {
    const visit = await visitOf(ana);
    const page = await readOwnPlanVisit({ user: ana.login, planVisitId: visit.id });
    const dueDate = addDays(businessDateOf(new Date()), 60);
    await db().update(planVisits).set({ dueDate }).where(eq(planVisits.id, visit.id));

    expect(await readOwnPlanVisit({ user: ana.login, planVisitId: visit.id })).toMatchObject({
      reason: "not-open-yet",
      windows: [],
      visit: { canChooseTime: false, choosableFrom: addDays(dueDate, -30) },
    });
    await expect(
      bookOwnPlanVisit({ user: ana.login, planVisitId: visit.id, windowId: page.windows[0]!.id, locale: "en" }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { window: "notOpenYet" } });
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("says so instead of offering windows when the customer's zip code is missing or in no zone", async () => {
    const visit = await visitOf(ana);
    await db().update(customers).set({ zipCode: "99999" }).where(eq(customers.id, ana.customer.id));
    expect(await readOwnPlanVisit({ user: ana.login, planVisitId: visit.id })).toMatchObject({
      reason: "outside-area",
      windows: [],
    });
    await db().update(customers).set({ zipCode: null }).where(eq(customers.id, ana.customer.id));
    expect(await readOwnPlanVisit({ user: ana.login, planVisitId: visit.id })).toMatchObject({
      reason: "no-zip-code",
      windows: [],
    });
  });
});
