import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plans } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { listPlans } from "./list-plans.server";

const { db } = useTestDatabase();

describe("listPlans", () => {
  it("lists the catalog's three plans in display order with Premium Care as the most popular", async () => {
    const list = await listPlans({ locale: "en", executor: db() });
    expect(list.map((plan) => plan.code)).toEqual(["basic", "premium_care", "commercial_plus"]);
    expect(list.find((plan) => plan.mostPopular)?.code).toBe("premium_care");
    expect(list[0]).toMatchObject({ name: "Basic Maintenance", billingInterval: "one_time" });
    expect(list[1]?.benefits).toContain("Bi-annual visits");
  });

  it("gives Spanish names and benefits for the Spanish pages", async () => {
    const list = await listPlans({ locale: "es", executor: db() });
    expect(list[1]?.name).toBe("Cuidado Premium");
    expect(list[1]?.benefits.length).toBe((await listPlans({ locale: "en", executor: db() }))[1]?.benefits.length);
  });

  it("leaves out a plan staff have retired", async () => {
    await db().update(plans).set({ active: false }).where(eq(plans.code, "commercial_plus"));
    const list = await listPlans({ locale: "en", executor: db() });
    expect(list.map((plan) => plan.code)).toEqual(["basic", "premium_care"]);
  });
});
