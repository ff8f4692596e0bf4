import { describe, expect, it } from "vitest";
import { customers, planVisits, subscriptions } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { followUpPageFrom } from "./follow-up-page-param";
import { PLAN_VISIT_FOLLOW_UP_LIMIT, readPlanVisitsOverview } from "./read-plan-visits-overview.server";

const { db } = useTestDatabase();
const staff = { isAdmin: true };
const NOW = new Date("2026-06-15T16:00:00Z");

/** `count` members on the follow-up list, the n-th due n days into 2026 (so the list's order is their number). */
async function followUps(count: number) {
  const people = await db()
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        firstName: `Member${String(index + 1).padStart(3, "0")}`,
        lastName: "Tester",
        phone: "(305) 555-0101",
      })),
    )
    .returning({ id: customers.id, firstName: customers.firstName });
  const plans = await db()
    .insert(subscriptions)
    .values(people.map((person) => ({ customerId: person.id, planCode: "premium_care", status: "active" })))
    .returning({ id: subscriptions.id, customerId: subscriptions.customerId });
  await db()
    .insert(planVisits)
    .values(
      plans.map((plan) => {
        const number = Number(people.find((person) => person.id === plan.customerId)!.firstName.slice(6));
        return {
          subscriptionId: plan.id,
          customerId: plan.customerId!,
          planCode: "premium_care",
          visitNumber: 1,
          dueDate: new Date(Date.UTC(2026, 0, number)).toISOString().slice(0, 10),
          status: number % 2 === 0 ? ("overdue" as const) : ("follow_up" as const),
        };
      }),
    );
}

describe("the plan visits follow-up list's pages", () => {
  it("shows a hundred visits a page, oldest due first, and says which of how many", async () => {
    await followUps(PLAN_VISIT_FOLLOW_UP_LIMIT * 2 + 5);

    const first = await readPlanVisitsOverview({ actor: staff, locale: "en", now: NOW });
    expect(first.followUpPage).toEqual({ page: 1, pageCount: 3, total: 205, from: 1, to: 100 });
    expect(first.followUps).toHaveLength(100);
    expect(first.followUps[0]!.customerName).toBe("Member001 Tester");

    const last = await readPlanVisitsOverview({ actor: staff, locale: "en", now: NOW, followUpPage: 3 });
    expect(last.followUpPage).toEqual({ page: 3, pageCount: 3, total: 205, from: 201, to: 205 });
    expect(last.followUps.map((row) => row.customerName)).toEqual(
      [201, 202, 203, 204, 205].map((number) => `Member${number} Tester`),
    );

    const second = await readPlanVisitsOverview({ actor: staff, locale: "en", now: NOW, followUpPage: 2 });
    expect(second.followUps[0]!.customerName).toBe("Member101 Tester");
    const seen = new Set([...first.followUps, ...second.followUps, ...last.followUps].map((row) => row.id));
    expect(seen.size).toBe(205);
  });

  it("shows the last page for a page past the end, and page 1 for a page that is not a number", async () => {
    await followUps(3);
    const past = await readPlanVisitsOverview({ actor: staff, locale: "en", now: NOW, followUpPage: 9 });
    expect(past.followUpPage).toEqual({ page: 1, pageCount: 1, total: 3, from: 1, to: 3 });
    for (const text of ["abc", "0", "-2", "1.5", ""])
      expect(followUpPageFrom(new URLSearchParams({ page: text }))).toBe(1);
    expect(followUpPageFrom(new URLSearchParams({ page: "2" }))).toBe(2);
  });

  it("says nothing to show when nobody is to be called", async () => {
    const overview = await readPlanVisitsOverview({ actor: staff, locale: "es", now: NOW, followUpPage: 2 });
    expect(overview.followUpPage).toEqual({ page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
    expect(overview.followUps).toEqual([]);
  });
});
