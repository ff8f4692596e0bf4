import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, planVisits, subscriptions } from "~/db/schema";
import { planVisitNextService } from "~/domain/plan-visits/plan-visit-next-service.server";
import { bookPlanVisitDirectly, demoPlanPurchase } from "../../tests/support/plan-visit-test-support";
import { useStripeEnv } from "../../tests/support/billing-test-support";
import { useTestDatabase } from "../../tests/support/test-database";
import { migrationsFolder } from "./migrate";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));

/** Migration 0024's own statement, run again over rows written the old way (next_service_due left as it was). */
async function runMigration0024(): Promise<void> {
  const statement = readFileSync(path.join(migrationsFolder(), "0024_plan_member_next_service.sql"), "utf8");
  await db().execute(sql.raw(statement));
}

describe("migration 0024 (plan members' next service due)", () => {
  it("sets each member's next service to what the plan-visit rule says and leaves everyone else's date alone", async () => {
    const due = await demoPlanPurchase(db(), "premium_care", "Ana");
    const booked = await demoPlanPurchase(db(), "commercial_plus", "Beto");
    const ended = await demoPlanPurchase(db(), "premium_care", "Carla");
    const [bookedVisit] = await db().select().from(planVisits).where(eq(planVisits.customerId, booked.customer.id));
    await bookPlanVisitDirectly(db(), {
      planVisitId: bookedVisit!.id,
      customerId: booked.customer.id,
      at: new Date("2027-03-10T14:00:00Z"),
    });
    await db().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.customerId, ended.customer.id));
    // As the records were before the rule: dates staff typed, which the migration must replace for members only.
    await db().update(customers).set({ nextServiceDue: "2020-01-01" });

    await runMigration0024();

    const dates = new Map(
      (await db().select({ id: customers.id, due: customers.nextServiceDue }).from(customers)).map((row) => [
        row.id,
        row.due,
      ]),
    );
    expect(dates.get(due.customer.id)).toBe((await planVisitNextService(db(), due.customer.id))!.date);
    expect(dates.get(booked.customer.id)).toBe("2027-03-10");
    expect(await planVisitNextService(db(), booked.customer.id)).toMatchObject({ date: "2027-03-10" });
    expect(dates.get(ended.customer.id)).toBe("2020-01-01");
  });
});
