import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { chosenPlanOf, planContinuationPath, planSignUpPath } from "./plan-continuation";

describe("chosenPlanOf", () => {
  it("keeps the three catalog codes of paid plans", () => {
    expect(chosenPlanOf("basic")).toBe("basic");
    expect(chosenPlanOf("premium_care")).toBe("premium_care");
    expect(chosenPlanOf("commercial_plus")).toBe("commercial_plus");
  });

  it("drops anything else: no plan, the free 'none', an address, a script or another type", () => {
    for (const value of [
      null,
      undefined,
      "",
      "none",
      "Premium_Care",
      "//evil.example",
      "https://evil.example/x",
      "javascript:alert(1)",
      ["basic"],
      1,
    ]) {
      expect(chosenPlanOf(value)).toBeNull();
    }
  });
});

describe("planContinuationPath", () => {
  it("continues a subscription to its checkout and 'Book a Visit' to the appointment request, both paths on this site", () => {
    expect(planContinuationPath("premium_care")).toBe("/customer/checkout?plan=premium_care");
    expect(planContinuationPath("commercial_plus")).toBe("/customer/checkout?plan=commercial_plus");
    expect(planContinuationPath("basic")).toBe("/customer/appointments?new=1&service=Maintenance");
    for (const plan of ["basic", "premium_care", "commercial_plus"] as const) {
      expect(safeRedirectPath(planContinuationPath(plan), "/fallback")).toBe(planContinuationPath(plan));
    }
  });
});

describe("planSignUpPath", () => {
  it("opens the sign-up tab in the visitor's language with the plan kept", () => {
    expect(planSignUpPath("premium_care", "en")).toBe("/auth?tab=signup&plan=premium_care");
    expect(planSignUpPath("basic", "es")).toBe("/es/auth?tab=signup&plan=basic");
  });
});
