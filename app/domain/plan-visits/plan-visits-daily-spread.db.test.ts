import { describe, expect, it } from "vitest";
import { planVisitWindows } from "~/db/schema";
import { PLAN_VISIT_OFFERS_PER_FREE_PLACE } from "~/domain/plans/plan-visit-schedule";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addDoralMaintenanceTechnicians,
  planCustomerInDoral,
  planVisitRows,
} from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { runPlanVisitsDay } from "./plan-visits-daily-job.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));

describe("the daily run's offers in one zone (ADR 083, the run's speed)", () => {
  it("offers one free place to a few customers at most while other windows are free, and still offers everyone three", async () => {
    // One technician: every window has one free place, and six members are all due today.
    await addDoralMaintenanceTechnicians(db());
    for (const name of ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"])
      await planCustomerInDoral(db(), "commercial_plus", name);

    expect(await runPlanVisitsDay(db(), new Date())).toMatchObject({ offered: 6, failed: 0 });
    const windows = await db().select().from(planVisitWindows);
    expect(windows).toHaveLength(18);
    const offersPerWindow = new Map<string, number>();
    for (const window of windows) {
      const key = `${window.windowDate} ${window.windowStart}`;
      offersPerWindow.set(key, (offersPerWindow.get(key) ?? 0) + 1);
    }
    expect(Math.max(...offersPerWindow.values())).toBe(PLAN_VISIT_OFFERS_PER_FREE_PLACE);
    expect(offersPerWindow.size).toBeGreaterThanOrEqual(18 / PLAN_VISIT_OFFERS_PER_FREE_PLACE);
    expect((await planVisitRows(db())).every((visit) => visit.status === "offered")).toBe(true);
  });
});
