import { describe, expect, it } from "vitest";
import { customers, orders, subscriptions } from "~/db/schema";
import { createLogin } from "../../../tests/support/billing-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getSubscriptionOverview } from "./get-subscription-overview.server";
import { orderAmountText } from "./order-amount";

const { db } = useTestDatabase();

async function customerOf(userId: string | null) {
  const [row] = await db().insert(customers).values({ userId, firstName: "Ana", lastName: "Tester" }).returning();
  return row!;
}

async function order(customerId: string, amount: number, minutesAgo: number, status = "paid") {
  await db()
    .insert(orders)
    .values({
      customerId,
      serviceType: "Premium Care",
      planCode: "premium_care",
      amount,
      status,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
}

describe("getSubscriptionOverview", () => {
  it("shows the catalog and no plan to a user without a customer record", async () => {
    const ana = await createLogin(db());
    const overview = await getSubscriptionOverview({ user: ana });
    expect(overview).toMatchObject({
      subscribed: false,
      activePlan: null,
      orders: [],
      oneTimePlan: { code: "basic", priceCents: 8900 },
    });
    expect(overview.plans.map((plan) => plan.code)).toEqual(["basic", "premium_care", "commercial_plus"]);
  });

  it("reads the active plan from the catalog, in the page's language, with the next billing date", async () => {
    const ana = await createLogin(db());
    const record = await customerOf(ana.id);
    const periodEnd = new Date("2030-01-15T12:00:00Z");
    await db()
      .insert(subscriptions)
      .values({ customerId: record.id, planCode: "premium_care", status: "active", currentPeriodEnd: periodEnd });
    const overview = await getSubscriptionOverview({ user: ana, locale: "es" });
    expect(overview).toMatchObject({ subscribed: true, nextBillingDate: periodEnd.toISOString(), endsAt: null });
    expect(overview.activePlan).toMatchObject({ code: "premium_care", name: "Cuidado Premium", priceCents: 14900 });
    expect(overview.activePlan!.benefits.length).toBeGreaterThan(0);
  });

  it("shows a plan set to end by its period's end as ending on that day, with no next billing date", async () => {
    const ana = await createLogin(db());
    const record = await customerOf(ana.id);
    const periodEnd = new Date("2030-01-15T12:00:00Z");
    const endsAt = new Date("2030-01-10T12:00:00Z");
    await db().insert(subscriptions).values({
      customerId: record.id,
      planCode: "premium_care",
      status: "active",
      currentPeriodEnd: periodEnd,
      endsAt,
    });
    expect(await getSubscriptionOverview({ user: ana })).toMatchObject({
      subscribed: true,
      nextBillingDate: null,
      endsAt: endsAt.toISOString(),
    });
  });

  it("keeps the next billing date of a plan set to end after its current period", async () => {
    const ana = await createLogin(db());
    const record = await customerOf(ana.id);
    const periodEnd = new Date("2030-01-15T12:00:00Z");
    const endsAt = new Date("2030-03-15T12:00:00Z");
    await db().insert(subscriptions).values({
      customerId: record.id,
      planCode: "premium_care",
      status: "active",
      currentPeriodEnd: periodEnd,
      endsAt,
    });
    expect(await getSubscriptionOverview({ user: ana })).toMatchObject({
      nextBillingDate: periodEnd.toISOString(),
      endsAt: endsAt.toISOString(),
    });
  });

  it("does not count a cancelled subscription", async () => {
    const ana = await createLogin(db());
    const record = await customerOf(ana.id);
    await db().insert(subscriptions).values({ customerId: record.id, planCode: "commercial_plus", status: "canceled" });
    expect((await getSubscriptionOverview({ user: ana })).subscribed).toBe(false);
  });

  it("lists only the user's own orders, at most 5, newest first, in cents", async () => {
    const ana = await createLogin(db(), "Ana");
    const bea = await createLogin(db(), "Bea");
    const mine = await customerOf(ana.id);
    const theirs = await customerOf(bea.id);
    for (let index = 0; index < 7; index += 1) await order(mine.id, 14900 + index, 10 * (index + 1));
    await order(theirs.id, 99999, 1);
    const overview = await getSubscriptionOverview({ user: ana });
    expect(overview.orders.map((row) => row.amountCents)).toEqual([14900, 14901, 14902, 14903, 14904]);
    expect(overview.orders.map((row) => orderAmountText(row.amountCents, "en"))).toEqual([
      "$149.00",
      "$149.01",
      "$149.02",
      "$149.03",
      "$149.04",
    ]);
  });
});

describe("orderAmountText", () => {
  it("shows a member the benefits in force: Premium Care's, and a Basic order's for a year with its last day", async () => {
    const ana = await createLogin(db());
    const record = await customerOf(ana.id);
    expect((await getSubscriptionOverview({ user: ana })).benefits).toBeNull();
    const now = new Date("2026-06-01T13:00:00Z");
    await db()
      .insert(orders)
      .values({
        customerId: record.id,
        serviceType: "Basic Maintenance",
        planCode: "basic",
        amount: 8900,
        status: "paid",
        createdAt: new Date("2026-02-10T15:00:00Z"),
      });
    expect((await getSubscriptionOverview({ user: ana, now })).benefits).toEqual({
      repairDiscountPercent: 10,
      priorityLeadTimeHours: 4,
      priorityUntil: "2027-02-09",
      emergencyReserve: false,
    });
    await db().insert(subscriptions).values({ customerId: record.id, planCode: "premium_care", status: "active" });
    expect((await getSubscriptionOverview({ user: ana, now })).benefits).toEqual({
      repairDiscountPercent: 15,
      priorityLeadTimeHours: 4,
      priorityUntil: null,
      emergencyReserve: true,
    });
  });

  it("shows cents as dollars with two decimals", () => {
    expect(orderAmountText(8900, "en")).toBe("$89.00");
    expect(orderAmountText(123456, "en")).toBe("$1,234.56");
    expect(orderAmountText(5, "en")).toBe("$0.05");
  });
});
