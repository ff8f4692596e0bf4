import { describe, expect, it } from "vitest";
import { PLAN_CATALOG_SEED } from "~/config/business-defaults";
import { PLAN_VISIT_SCHEDULES } from "./plan-visit-schedule";

describe("the plan catalog", () => {
  it.each(PLAN_CATALOG_SEED.map((plan) => [plan.code, plan] as const))(
    "%s's repair discount is the figure its benefit text promises, in English and Spanish",
    (_code, plan) => {
      const english = plan.benefits.filter((benefit) => /off repairs/i.test(benefit));
      const spanish = plan.benefitsEs.filter((benefit) => /descuento en reparaciones/i.test(benefit));
      expect(english).toEqual([`${plan.repairDiscountPercent}% off repairs`]);
      expect(spanish).toEqual([`${plan.repairDiscountPercent}% de descuento en reparaciones`]);
    },
  );

  it("the visit schedules are one visit for Basic, every six months for Premium Care and monthly for Commercial Plus", () => {
    expect(PLAN_VISIT_SCHEDULES).toEqual({
      basic: { intervalMonths: null, visitLimit: 1, toleranceDays: 30 },
      premium_care: { intervalMonths: 6, visitLimit: null, toleranceDays: 30 },
      commercial_plus: { intervalMonths: 1, visitLimit: null, toleranceDays: 7 },
    });
    expect(Object.keys(PLAN_VISIT_SCHEDULES).sort()).toEqual(PLAN_CATALOG_SEED.map((plan) => plan.code).sort());
  });
});
