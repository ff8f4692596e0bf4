import { describe, expect, it } from "vitest";
import { orders, subscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { billingSnapshot, createLogin, customerOf, useStripeEnv } from "../../../tests/support/billing-test-support";
import { changeDemoSubscription } from "./change-demo-subscription.server";
import { checkSubscription } from "./check-subscription.server";
import { completeDemoCheckout } from "./complete-demo-checkout.server";
import { createCheckout } from "./create-checkout.server";
import { createPayment } from "./create-payment.server";
import { getCheckoutConfirmation } from "./get-checkout-confirmation.server";
import { getDemoBilling } from "./get-demo-billing.server";
import { getDemoCheckout } from "./get-demo-checkout.server";
import { getSubscriptionOverview } from "./get-subscription-overview.server";
import { openBillingPortal } from "./open-billing-portal.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));
const origin = "http://localhost:3000";

/** The token in a demo checkout URL. */
function tokenOf(url: string): string {
  const match = url.match(/\/demo-checkout\/([^/?#]+)$/);
  if (!match) throw new Error(`not a demo checkout URL: ${url}`);
  return match[1]!;
}

describe("the demo checkout (no Stripe key)", () => {
  it("sends the customer to the demo checkout page at the catalog price", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({
      user: login,
      planCode: "premium_care",
      origin,
      returnPath: "/es/comfort-club",
    });
    expect(started.demo).toBe(true);
    expect(started.url).toMatch(/^http:\/\/localhost:3000\/es\/demo-checkout\/[\w-]+\.[\w-]+$/);
    expect(await getDemoCheckout({ user: login, token: tokenOf(started.url) })).toEqual({
      planName: "Premium Care",
      planNameEs: "Cuidado Premium",
      mode: "subscription",
      amountCents: 14900,
      cancelPath: "/api/billing/checkout?checkout=cancelled&returnTo=%2Fes%2Fcomfort-club",
    });
    expect((await customerOf(db(), login)).stripeCustomerId).toMatch(/^cus_demo_/);
  });

  it("runs the webhook's fulfilment on Pay: subscription, paid order and plan, and the success page confirms it", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    // Not paid yet: the success page has nothing to wait for (a demo payment is recorded before the redirect).
    expect(await getCheckoutConfirmation({ user: login, sessionId: started.sessionId })).toMatchObject({
      state: "unknown",
    });

    const { redirectTo } = await completeDemoCheckout({ user: login, token: tokenOf(started.url) });
    expect(redirectTo).toBe(`/subscription-success?session_id=${started.sessionId}&plan=premium_care`);

    const customer = await customerOf(db(), login);
    expect(customer.servicePlan).toBe("premium_care");
    expect(
      await db()
        .select({ amount: orders.amount, status: orders.status, sessionId: orders.stripeCheckoutSessionId })
        .from(orders),
    ).toEqual([{ amount: 14900, status: "paid", sessionId: started.sessionId }]);
    expect(
      await db().select({ status: subscriptions.status, planCode: subscriptions.planCode }).from(subscriptions),
    ).toEqual([{ status: "active", planCode: "premium_care" }]);
    const check = await checkSubscription({ user: login });
    expect(check).toMatchObject({ subscribed: true, subscription_tier: "premium_care" });
    expect(new Date(check.subscription_end!).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(await getCheckoutConfirmation({ user: login, sessionId: started.sessionId })).toMatchObject({
      state: "confirmed",
      amountCents: 14900,
      plan: { code: "premium_care" },
    });
  });

  it("changes nothing when the same demo session is paid twice", async () => {
    const login = await createLogin(db());
    const started = await createPayment({ user: login, origin });
    await completeDemoCheckout({ user: login, token: tokenOf(started.url) });
    const once = await billingSnapshot(db());
    await completeDemoCheckout({ user: login, token: tokenOf(started.url) });
    expect(await billingSnapshot(db())).toEqual(once);
    expect(once.orders).toMatchObject([{ amount: 8900, planCode: "basic", status: "paid" }]);
    expect((await customerOf(db(), login)).servicePlan).toBe("basic");
  });

  it("never lets another customer see or pay someone's demo session", async () => {
    const owner = await createLogin(db(), "Owner");
    const intruder = await createLogin(db(), "Intruder");
    const started = await createCheckout({ user: owner, planCode: "commercial_plus", origin });
    const before = await billingSnapshot(db());
    await expect(getDemoCheckout({ user: intruder, token: tokenOf(started.url) })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(completeDemoCheckout({ user: intruder, token: tokenOf(started.url) })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await billingSnapshot(db())).toEqual(before);
    // Someone else's checkout is one the intruder cannot tell from a made-up id.
    expect(await getCheckoutConfirmation({ user: intruder, sessionId: started.sessionId })).toMatchObject({
      state: "unknown",
    });
  });

  it("refuses a demo token that was altered", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    const [body, signature] = tokenOf(started.url).split(".");
    const session = JSON.parse(Buffer.from(body!, "base64url").toString("utf8")) as Record<string, unknown>;
    const cheaper = Buffer.from(JSON.stringify({ ...session, amountCents: 1 })).toString("base64url");
    await expect(completeDemoCheckout({ user: login, token: `${cheaper}.${signature}` })).rejects.toThrow(AppError);
    expect((await billingSnapshot(db())).orders).toHaveLength(0);
  });

  it("sends Manage Billing to the demo billing page, which shows the plan and can cancel it", async () => {
    const login = await createLogin(db());
    expect(await openBillingPortal({ user: login, origin })).toEqual({
      url: `${origin}/customer/billing-demo`,
      demo: true,
    });
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    await completeDemoCheckout({ user: login, token: tokenOf(started.url) });

    const billing = await getDemoBilling({ user: login });
    expect(billing.subscriptions).toMatchObject([{ planName: "Premium Care", status: "active", cancellable: true }]);
    expect(billing.orders).toMatchObject([{ amountCents: 14900, status: "paid", serviceType: "Premium Care" }]);

    const other = await createLogin(db(), "Other");
    const subscriptionId = billing.subscriptions[0]!.stripeSubscriptionId;
    await expect(changeDemoSubscription({ user: other, subscriptionId, change: "cancel" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await customerOf(db(), login)).servicePlan).toBe("premium_care");

    await changeDemoSubscription({ user: login, subscriptionId, change: "cancel" });
    expect((await getDemoBilling({ user: login })).subscriptions).toMatchObject([
      { status: "canceled", cancellable: false },
    ]);
    expect((await customerOf(db(), login)).servicePlan).toBe("none");
    expect(await checkSubscription({ user: login })).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });

  it("sets a demo subscription to end with its period (cancel_at) and to renew again, as Stripe's portal would", async () => {
    const login = await createLogin(db());
    const started = await createCheckout({ user: login, planCode: "premium_care", origin });
    await completeDemoCheckout({ user: login, token: tokenOf(started.url) });
    const [subscription] = (await getDemoBilling({ user: login })).subscriptions;
    const subscriptionId = subscription!.stripeSubscriptionId;
    expect(subscription).toMatchObject({ endsAt: null });

    const other = await createLogin(db(), "Other");
    await expect(
      changeDemoSubscription({ user: other, subscriptionId, change: "cancel_at_period_end" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await getSubscriptionOverview({ user: login })).endsAt).toBeNull();

    await changeDemoSubscription({ user: login, subscriptionId, change: "cancel_at_period_end" });
    expect((await getDemoBilling({ user: login })).subscriptions).toMatchObject([
      { status: "active", endsAt: subscription!.currentPeriodEnd, cancellable: true },
    ]);
    expect(await getSubscriptionOverview({ user: login })).toMatchObject({
      subscribed: true,
      endsAt: subscription!.currentPeriodEnd,
      nextBillingDate: null,
    });
    expect((await customerOf(db(), login)).servicePlan).toBe("premium_care");

    await changeDemoSubscription({ user: login, subscriptionId, change: "keep" });
    expect(await getSubscriptionOverview({ user: login })).toMatchObject({
      subscribed: true,
      endsAt: null,
      nextBillingDate: subscription!.currentPeriodEnd,
    });
  });
});

describe("the demo checkout with a Stripe key configured", () => {
  useStripeEnv(() => ({ STRIPE_SECRET_KEY: "sk_test_configured", STRIPE_API_BASE: "http://127.0.0.1:9" }));

  it("is switched off", async () => {
    const login = await createLogin(db());
    await expect(getDemoBilling({ user: login })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeDemoSubscription({ user: login, subscriptionId: "sub_demo_x", change: "cancel" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
