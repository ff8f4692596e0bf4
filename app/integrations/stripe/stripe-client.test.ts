import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import {
  assertDemoPaymentsAllowed,
  idempotencyKey,
  isDemoStripeId,
  stripeClient,
  stripeHostOptions,
} from "./stripe-client.server";

describe("the Stripe client", () => {
  it("turns STRIPE_API_BASE into the SDK's host, port and protocol", () => {
    expect(stripeHostOptions("http://127.0.0.1:4242")).toEqual({ host: "127.0.0.1", port: 4242, protocol: "http" });
    expect(stripeHostOptions("https://api.stripe.com")).toEqual({
      host: "api.stripe.com",
      port: 443,
      protocol: "https",
    });
    expect(stripeHostOptions("http://localhost")).toEqual({ host: "localhost", port: 80, protocol: "http" });
    expect(stripeHostOptions(undefined)).toBeUndefined();
  });

  it("is absent without a secret key, so payments run as the demo", async () => {
    expect(await stripeClient({ STRIPE_SECRET_KEY: undefined, STRIPE_API_BASE: undefined })).toBeNull();
    const client = await stripeClient({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_BASE: "http://127.0.0.1:1" });
    expect(client).toBeInstanceOf(Stripe);
    // One client per key and endpoint: the same settings give the same instance, other settings a new one.
    expect(await stripeClient({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_BASE: "http://127.0.0.1:1" })).toBe(client);
    expect(await stripeClient({ STRIPE_SECRET_KEY: "sk_test_y", STRIPE_API_BASE: "http://127.0.0.1:1" })).not.toBe(
      client,
    );
  });

  it("allows the free demo checkout only when the start asked for it with DEMO_PAYMENTS, on either database", () => {
    expect(() => assertDemoPaymentsAllowed({ DEMO_PAYMENTS: true })).not.toThrow();
    expect(() => assertDemoPaymentsAllowed({ DEMO_PAYMENTS: false })).toThrow("Online payments are not set up yet");
  });

  it("refuses the free demo checkout on an embedded production start that did not ask for it", () => {
    const config = parseEnv({ NODE_ENV: "production", DATABASE_URL: "", SEED_DEMO: "", DEMO_PAYMENTS: "" });
    expect(() => assertDemoPaymentsAllowed(config)).toThrow(
      "Online payments are not set up yet. Please call us to start a plan.",
    );
    expect(() => assertDemoPaymentsAllowed(parseEnv({ NODE_ENV: "production", DEMO_PAYMENTS: "true" }))).not.toThrow();
  });

  it("gives a repeated create the same idempotency key and different parameters a different one", () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const params = { customer: "cus_1", amount: 14900 };
    expect(idempotencyKey("checkout-1", params, 60, now)).toBe(
      idempotencyKey("checkout-1", { ...params }, 60, now + 20_000),
    );
    expect(idempotencyKey("checkout-1", params, 60, now)).not.toBe(
      idempotencyKey("checkout-1", { ...params, amount: 29900 }, 60, now),
    );
    expect(idempotencyKey("checkout-1", params, 60, now)).not.toBe(idempotencyKey("checkout-2", params, 60, now));
    expect(idempotencyKey("checkout-1", params, 60, now)).not.toBe(
      idempotencyKey("checkout-1", params, 60, now + 120_000),
    );
  });

  it("tells the demo's made-up ids from real Stripe ids", () => {
    expect(isDemoStripeId("cus_demo_abc")).toBe(true);
    expect(isDemoStripeId("sub_demo_abc")).toBe(true);
    expect(isDemoStripeId("cus_Ndemox1")).toBe(false);
    expect(isDemoStripeId(null)).toBe(false);
  });
});
