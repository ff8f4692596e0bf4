import { describe, expect, it } from "vitest";
import { CheckoutRequestSchema } from "~/domain/billing/billing-schemas";
import { checkoutOutcome, checkoutRequestBody } from "./plan-checkout";

describe("checkoutRequestBody", () => {
  it("names the plan by its catalog code and carries no price, and the checkout endpoint accepts it", () => {
    const body = checkoutRequestBody("premium_care", "/#plans");
    expect(body).toEqual({ plan: "premium_care", returnPath: "/#plans" });
    expect(CheckoutRequestSchema.parse(body).plan).toBe("premium_care");
  });

  it("asks for the one-time visit with the basic plan", () => {
    expect(CheckoutRequestSchema.parse(checkoutRequestBody("basic", "/es")).plan).toBe("basic");
  });
});

describe("checkoutOutcome", () => {
  it("opens the checkout address the endpoint answers", () => {
    expect(checkoutOutcome(200, { url: "http://127.0.0.1:3000/demo-checkout/cs_demo_1" })).toEqual({
      kind: "open",
      url: "http://127.0.0.1:3000/demo-checkout/cs_demo_1",
    });
    expect(checkoutOutcome(200, { url: "https://checkout.stripe.com/c/pay/cs_1" }).kind).toBe("open");
  });

  it("asks a signed-out visitor to sign in", () => {
    expect(checkoutOutcome(401, { error: "Authentication Required" })).toEqual({ kind: "sign-in" });
  });

  it("treats an error status, a missing address or a script address as a failure", () => {
    expect(checkoutOutcome(500, { error: "Payment Error" })).toEqual({ kind: "failed" });
    expect(checkoutOutcome(200, {})).toEqual({ kind: "failed" });
    expect(checkoutOutcome(200, null)).toEqual({ kind: "failed" });
    expect(checkoutOutcome(200, { url: "javascript:alert(1)" })).toEqual({ kind: "failed" });
  });
});
