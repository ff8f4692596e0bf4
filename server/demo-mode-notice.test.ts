import { describe, expect, it } from "vitest";
import { demoModeNotice } from "./demo-mode-notice";

describe("demoModeNotice", () => {
  it("says in one line what of the demo the start asked for", () => {
    expect(demoModeNotice({ SEED_DEMO: true, DEMO_PAYMENTS: true, STRIPE_SECRET_KEY: undefined })).toBe(
      "[server] demo mode, not for a public site: demo data and demo logins (SEED_DEMO=true) and a free demo checkout instead of Stripe (DEMO_PAYMENTS=true)",
    );
  });

  it("says nothing when the start asked for no demo", () => {
    expect(demoModeNotice({ SEED_DEMO: false, DEMO_PAYMENTS: false, STRIPE_SECRET_KEY: undefined })).toBeNull();
  });

  it("leaves out the demo checkout when Stripe keys make it unused", () => {
    expect(demoModeNotice({ SEED_DEMO: false, DEMO_PAYMENTS: true, STRIPE_SECRET_KEY: "sk_test_x" })).toBeNull();
  });
});
