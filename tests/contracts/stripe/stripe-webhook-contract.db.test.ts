import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orders, subscriptions } from "~/db/schema";
import { stripeWebhookRoutes } from "../../../server/stripe-webhook-routes";
import { useStripeEnv } from "../../support/billing-test-support";
import { insertCustomer } from "../../support/crm-test-support";
import { useTestDatabase } from "../../support/test-database";
import { checkoutSession } from "./stripe-checkout-session";
import {
  checkoutSessionCompleted,
  invoicePaid,
  invoicePaymentFailed,
  signedDelivery,
  subscriptionCreated,
  subscriptionDeleted,
  subscriptionUpdated,
} from "./stripe-events";
import { invoice, type InvoiceFacts } from "./stripe-invoice";
import { subscription, type SubscriptionFacts } from "./stripe-subscription";
import type Stripe from "stripe";

/**
 * Stripe's webhook contract for the pinned API version, end to end: full-shaped events (tests/contracts/stripe/),
 * signed with the `stripe` package's test-header helper, POSTed over real HTTP to the real route, and the outcome
 * read back from the database (ADR 047).
 */
const { db } = useTestDatabase();
const WEBHOOK_SECRET = "whsec_contract_test_secret";
useStripeEnv(() => ({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }));

let server: ServerType;
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: stripeWebhookRoutes.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function deliver(event: Stripe.Event, secret = WEBHOOK_SECRET) {
  const { payload, signature } = signedDelivery(event, secret);
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as { received?: boolean; outcome?: string } };
}

const DAY_SECONDS = 86_400;

/** A customer of ours and the Stripe ids of one Premium Care purchase. */
async function premiumCarePurchase() {
  const customer = await insertCustomer(db());
  const now = Math.floor(Date.now() / 1000);
  const facts: SubscriptionFacts = {
    id: "sub_1ContractPremium",
    stripeCustomerId: "cus_ContractLuis",
    customerId: customer.id,
    planCode: "premium_care",
    status: "active",
    amountCents: 14_900,
    periodStart: now,
    periodEnd: now + 30 * DAY_SECONDS,
    latestInvoiceId: "in_1ContractFirst",
  };
  const session = checkoutSession({
    id: "cs_test_contractPremium",
    mode: "subscription",
    stripeCustomerId: facts.stripeCustomerId,
    customerId: customer.id,
    planCode: "premium_care",
    amountTotal: 14_900,
    paymentStatus: "paid",
    subscriptionId: facts.id,
    invoiceId: facts.latestInvoiceId,
    created: now - 60,
  });
  const firstInvoiceFacts: InvoiceFacts = {
    id: facts.latestInvoiceId,
    stripeCustomerId: facts.stripeCustomerId,
    customerId: customer.id,
    planCode: "premium_care",
    subscriptionId: facts.id,
    amountCents: 14_900,
    paid: true,
    billingReason: "subscription_create",
    periodStart: facts.periodStart,
    periodEnd: facts.periodStart,
    created: now,
  };
  return { customer, now, facts, session, firstInvoiceFacts, firstInvoice: invoice(firstInvoiceFacts) };
}

async function rowsOf(customerId: string) {
  const [record] = await db().select().from(customers).where(eq(customers.id, customerId));
  return {
    customer: record!,
    orders: await db().select().from(orders).where(eq(orders.customerId, customerId)),
    subscriptions: await db().select().from(subscriptions).where(eq(subscriptions.customerId, customerId)),
  };
}

describe("Stripe's webhook events for the pinned API version, over HTTP", () => {
  it("a Premium Care checkout (subscription created, first invoice paid, session completed) leaves one paid order, an active subscription and the plan", async () => {
    const { customer, now, facts, session, firstInvoice } = await premiumCarePurchase();
    // Stripe does not promise an order; this is one it is seen to use.
    for (const event of [
      subscriptionCreated(subscription(facts), now),
      invoicePaid(firstInvoice, now + 2),
      checkoutSessionCompleted(session, now + 3),
    ]) {
      expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "processed" } });
    }
    const rows = await rowsOf(customer.id);
    expect(rows.customer).toMatchObject({ servicePlan: "premium_care", stripeCustomerId: "cus_ContractLuis" });
    expect(rows.orders).toEqual([
      expect.objectContaining({
        amount: 14_900,
        currency: "usd",
        status: "paid",
        planCode: "premium_care",
        serviceType: "Premium Care",
        stripeInvoiceId: "in_1ContractFirst",
        stripeCheckoutSessionId: "cs_test_contractPremium",
      }),
    ]);
    expect(rows.subscriptions).toEqual([
      expect.objectContaining({
        stripeSubscriptionId: "sub_1ContractPremium",
        status: "active",
        planCode: "premium_care",
        cancelAtPeriodEnd: false,
        endsAt: null,
      }),
    ]);
    // The period end comes from the subscription item, where the pinned version keeps it.
    expect(rows.subscriptions[0]!.currentPeriodEnd).toEqual(new Date(facts.periodEnd * 1000));
  });

  it("a scheduled cancellation, a failed renewal and the end of the subscription each change what Stripe's event says", async () => {
    const { customer, now, facts, session, firstInvoice, firstInvoiceFacts } = await premiumCarePurchase();
    for (const event of [
      subscriptionCreated(subscription(facts), now),
      invoicePaid(firstInvoice, now + 2),
      checkoutSessionCompleted(session, now + 3),
    ]) {
      expect((await deliver(event)).status).toBe(200);
    }

    const cancelAt = facts.periodEnd - 5 * DAY_SECONDS;
    expect(
      (await deliver(subscriptionUpdated(subscription({ ...facts, cancelAt }), { cancel_at: null }, now + 10))).body
        .outcome,
    ).toBe("processed");
    let rows = await rowsOf(customer.id);
    expect(rows.subscriptions[0]).toMatchObject({ status: "active", endsAt: new Date(cancelAt * 1000) });
    expect(rows.customer.servicePlan).toBe("premium_care");

    const renewal = invoice({
      ...firstInvoiceFacts,
      id: "in_1ContractRenewal",
      paid: false,
      billingReason: "subscription_cycle",
      periodStart: facts.periodStart,
      periodEnd: facts.periodEnd,
      created: now + 20,
    });
    expect((await deliver(invoicePaymentFailed(renewal, now + 20))).body.outcome).toBe("processed");
    rows = await rowsOf(customer.id);
    expect(rows.orders.find((order) => order.stripeInvoiceId === "in_1ContractRenewal")).toMatchObject({
      status: "failed",
      amount: 14_900,
      planCode: "premium_care",
    });

    const ended = subscription({ ...facts, cancelAt, status: "canceled", canceledAt: now + 30 });
    expect((await deliver(subscriptionDeleted(ended, now + 30))).body.outcome).toBe("processed");
    rows = await rowsOf(customer.id);
    expect(rows.subscriptions[0]).toMatchObject({ status: "canceled" });
    expect(rows.customer.servicePlan).toBe("none");
  });

  it("a one-time Basic Maintenance visit paid through Checkout records a paid order and puts the customer on Basic", async () => {
    const customer = await insertCustomer(db());
    const now = Math.floor(Date.now() / 1000);
    const session = checkoutSession({
      id: "cs_test_contractBasic",
      mode: "payment",
      stripeCustomerId: "cus_ContractBasic",
      customerId: customer.id,
      planCode: "basic",
      amountTotal: 8_900,
      paymentStatus: "paid",
      paymentIntentId: "pi_3ContractBasic",
      created: now,
    });
    expect((await deliver(checkoutSessionCompleted(session, now))).body.outcome).toBe("processed");
    const rows = await rowsOf(customer.id);
    expect(rows.orders).toEqual([
      expect.objectContaining({
        amount: 8_900,
        status: "paid",
        planCode: "basic",
        stripePaymentIntentId: "pi_3ContractBasic",
        stripeCheckoutSessionId: "cs_test_contractBasic",
      }),
    ]);
    expect(rows.customer.servicePlan).toBe("basic");
  });

  it("the same event delivered again is answered as a duplicate and changes nothing", async () => {
    const { customer, now, facts } = await premiumCarePurchase();
    const created = subscriptionCreated(subscription(facts), now);
    expect((await deliver(created)).body.outcome).toBe("processed");
    const before = await rowsOf(customer.id);
    expect(await deliver(created)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await rowsOf(customer.id)).toEqual(before);
  });

  it("an event signed with another endpoint's secret is refused with 400 and changes nothing", async () => {
    const { customer, now, facts } = await premiumCarePurchase();
    const response = await deliver(subscriptionCreated(subscription(facts), now), "whsec_another_endpoint");
    expect(response.status).toBe(400);
    expect((await rowsOf(customer.id)).subscriptions).toEqual([]);
  });
});
