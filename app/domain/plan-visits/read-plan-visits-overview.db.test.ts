import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { customers, orders, planVisits, subscriptions, type PlanVisitStatus } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { readPlanVisitsOverview } from "./read-plan-visits-overview.server";

const { db } = useTestDatabase();
const staff = { isAdmin: true };
// Noon in Miami on 15 June 2026: last month is May, the next two July and August.
const NOW = new Date("2026-06-15T16:00:00Z");

async function customer(database: Database, firstName: string) {
  const [row] = await database
    .insert(customers)
    .values({ firstName, lastName: "Tester", email: `${firstName.toLowerCase()}@example.com`, phone: "(305) 555-0101" })
    .returning();
  return row!;
}

/** A subscription of `planCode` in `status` with one plan visit per entry of `visits`, numbered in order. */
async function subscriber(
  database: Database,
  input: { name: string; planCode: "premium_care" | "commercial_plus"; status?: string },
  visits: { dueDate: string; status: PlanVisitStatus; offeredAt?: Date }[],
) {
  const owner = await customer(database, input.name);
  const [plan] = await database
    .insert(subscriptions)
    .values({ customerId: owner.id, planCode: input.planCode, status: input.status ?? "active" })
    .returning();
  if (visits.length > 0)
    await database.insert(planVisits).values(
      visits.map((visit, index) => ({
        subscriptionId: plan!.id,
        customerId: owner.id,
        planCode: input.planCode,
        visitNumber: index + 1,
        ...visit,
      })),
    );
  return owner;
}

async function basicBuyer(database: Database, name: string, visit?: { dueDate: string; status: PlanVisitStatus }) {
  const owner = await customer(database, name);
  const [order] = await database
    .insert(orders)
    .values({
      customerId: owner.id,
      serviceType: "Basic Maintenance",
      planCode: "basic",
      amount: 89_00,
      status: "paid",
    })
    .returning();
  if (visit)
    await database
      .insert(planVisits)
      .values({ orderId: order!.id, customerId: owner.id, planCode: "basic", visitNumber: 1, ...visit });
  return owner;
}

describe("readPlanVisitsOverview (issue 37 item 3)", () => {
  it("counts each month's visits by status and the visits due this month that are not booked", async () => {
    await subscriber(db(), { name: "Ana", planCode: "premium_care" }, [
      { dueDate: "2026-05-03", status: "done" },
      { dueDate: "2026-06-02", status: "offered" },
    ]);
    await subscriber(db(), { name: "Ben", planCode: "premium_care" }, [{ dueDate: "2026-06-20", status: "due" }]);
    await subscriber(db(), { name: "Cy", planCode: "commercial_plus" }, [{ dueDate: "2026-06-28", status: "booked" }]);
    await subscriber(db(), { name: "Di", planCode: "commercial_plus" }, [
      { dueDate: "2026-06-01", status: "follow_up" },
    ]);
    await subscriber(db(), { name: "Ed", planCode: "premium_care" }, [{ dueDate: "2026-05-10", status: "overdue" }]);
    await subscriber(db(), { name: "Flo", planCode: "premium_care" }, [{ dueDate: "2026-08-31", status: "due" }]);
    // Outside the four months: neither counted in a month nor in this month's figure.
    await subscriber(db(), { name: "Gus", planCode: "premium_care" }, [{ dueDate: "2026-09-01", status: "due" }]);
    await basicBuyer(db(), "Hal", { dueDate: "2026-07-04", status: "due" });

    const overview = await readPlanVisitsOverview({ actor: staff, locale: "en", now: NOW });

    expect(overview.today).toBe("2026-06-15");
    expect(overview.months.map((month) => month.month)).toEqual(["2026-05", "2026-06", "2026-07", "2026-08"]);
    const [may, june, july, august] = overview.months;
    expect(may).toMatchObject({ total: 2, counts: { done: 1, overdue: 1, due: 0 } });
    expect(june).toMatchObject({ total: 4, counts: { due: 1, offered: 1, booked: 1, follow_up: 1, done: 0 } });
    expect(july).toMatchObject({ total: 1, counts: { due: 1 } });
    expect(august).toMatchObject({ total: 1, counts: { due: 1 } });
    // June's due, offered and follow-up visits: the booked one is not counted.
    expect(overview.dueThisMonthNotBooked).toBe(3);
  });

  it("lists the follow-up and overdue visits, oldest due first, with the customer's phone and the plan's name", async () => {
    const offeredAt = new Date("2026-05-20T14:00:00Z");
    const di = await subscriber(db(), { name: "Di", planCode: "commercial_plus" }, [
      { dueDate: "2026-06-01", status: "follow_up", offeredAt },
    ]);
    const ed = await subscriber(db(), { name: "Ed", planCode: "premium_care" }, [
      { dueDate: "2026-05-10", status: "overdue" },
    ]);
    await subscriber(db(), { name: "Ana", planCode: "premium_care" }, [{ dueDate: "2026-06-02", status: "offered" }]);

    const overview = await readPlanVisitsOverview({ actor: staff, locale: "es", now: NOW });

    expect(overview.followUps).toMatchObject([
      { customerId: ed.id, customerName: "Ed Tester", status: "overdue", dueDate: "2026-05-10", offeredAt: null },
      {
        customerId: di.id,
        customerName: "Di Tester",
        customerNumber: di.customerNumber,
        phone: "(305) 555-0101",
        status: "follow_up",
        dueDate: "2026-06-01",
        offeredAt: offeredAt.toISOString(),
      },
    ]);
    expect(overview.followUps[1]!.planName).not.toBe("commercial_plus");
  });

  it("counts members per plan and the monthly recurring revenue from the catalog's prices, Basic not in it", async () => {
    await subscriber(db(), { name: "Ana", planCode: "premium_care" }, []);
    await subscriber(db(), { name: "Ben", planCode: "premium_care", status: "past_due" }, []);
    await subscriber(db(), { name: "Cy", planCode: "commercial_plus", status: "trialing" }, []);
    // Ended plans are not members.
    await subscriber(db(), { name: "Di", planCode: "commercial_plus", status: "canceled" }, []);
    await basicBuyer(db(), "Ed");
    await basicBuyer(db(), "Flo");

    const overview = await readPlanVisitsOverview({ actor: staff, locale: "en", now: NOW });

    const byCode = Object.fromEntries(overview.plans.map((plan) => [plan.code, plan]));
    expect(byCode.basic).toMatchObject({ members: 2, billingInterval: "one_time", monthlyRevenueCents: 0 });
    expect(byCode.premium_care).toMatchObject({ members: 2, monthlyRevenueCents: 2 * byCode.premium_care!.priceCents });
    expect(byCode.commercial_plus).toMatchObject({
      members: 1,
      monthlyRevenueCents: byCode.commercial_plus!.priceCents,
    });
    expect(overview.monthlyRecurringRevenueCents).toBe(
      2 * byCode.premium_care!.priceCents + byCode.commercial_plus!.priceCents,
    );
  });

  it("refuses anyone but staff, since it reads every customer's visits", async () => {
    await expect(readPlanVisitsOverview({ actor: { isAdmin: false }, locale: "en", now: NOW })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
