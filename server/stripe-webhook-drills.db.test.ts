/**
 * Stripe's delivery faults, drilled on the webhook route (issue 14): each event replayed, the checkout's events in
 * every order with a later subscription change ahead of them, a deletion ahead of the subscription's creation, and
 * deliveries that are badly signed, stale or unsigned. Stripe guarantees neither order nor single delivery.
 */
import { describe, expect, it } from "vitest";
import { orders, subscriptions } from "~/db/schema";
import { billingSnapshot, customerOf, useFakeStripe } from "../tests/support/billing-test-support";
import type { FakeEvent } from "../tests/fakes/stripe";
import { deliverWebhook, paidPremiumCheckout } from "../tests/support/stripe-webhook-test-support";
import { useTestDatabase } from "../tests/support/test-database";
import { stripeWebhookRoutes } from "./stripe-webhook-routes";
import { eq } from "drizzle-orm";

const { db } = useTestDatabase();
const fake = useFakeStripe();

const deliver = (event: FakeEvent, options: { secret?: string; timestamp?: number; signature?: string } = {}) =>
  deliverWebhook(fake(), event, options);

function orderings<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    orderings([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** What a customer's billing looks like from the outside: their orders, their subscriptions and their plan. */
async function billingOf(login: { id: string }) {
  const customer = await customerOf(db(), login);
  return {
    plan: customer.servicePlan,
    orders: await db()
      .select({ amount: orders.amount, status: orders.status, planCode: orders.planCode })
      .from(orders)
      .where(eq(orders.customerId, customer.id)),
    subscriptions: await db()
      .select({
        status: subscriptions.status,
        planCode: subscriptions.planCode,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id)),
  };
}

describe("Stripe webhook drills", () => {
  it("fulfils a checkout once when every one of its events is delivered twice, and answers the replays as duplicates", async () => {
    const { login, events } = await paidPremiumCheckout(db(), fake());
    const first = await Promise.all(
      events.map(async (event) => ((await (await deliver(event)).json()) as { outcome: string }).outcome),
    );
    const replays = [];
    for (const event of [...events].reverse())
      replays.push(((await (await deliver(event)).json()) as { outcome: string }).outcome);
    expect(first).toEqual(["processed", "processed", "processed"]);
    expect(replays).toEqual(["duplicate", "duplicate", "duplicate"]);
    expect(await billingOf(login)).toEqual({
      plan: "premium_care",
      orders: [{ amount: 14900, status: "paid", planCode: "premium_care" }],
      subscriptions: [{ status: "active", planCode: "premium_care", cancelAtPeriodEnd: false }],
    });
  });

  it("ends in the same state in all six orders of a checkout's events, even with the subscription's later update delivered before them all", async () => {
    const types = ["customer.subscription.created", "invoice.paid", "checkout.session.completed"];
    for (const order of orderings(types)) {
      const { login, byType } = await paidPremiumCheckout(db(), fake());
      const subscriptionId = (byType("customer.subscription.created").data.object as { id: string }).id;
      // The customer asked to end the plan with its period a minute after paying; Stripe delivers that first.
      const update = fake().changeSubscription(
        subscriptionId,
        { cancel_at_period_end: true },
        { created: Math.floor(Date.now() / 1000) + 60 },
      );
      for (const event of [update, ...order.map(byType)])
        expect((await deliver(event)).status, `${event.type} in ${order.join(", ")}`).toBe(200);
      expect(await billingOf(login), order.join(" → ")).toEqual({
        plan: "premium_care",
        orders: [{ amount: 14900, status: "paid", planCode: "premium_care" }],
        subscriptions: [{ status: "active", planCode: "premium_care", cancelAtPeriodEnd: true }],
      });
    }
  });

  it("keeps a subscription cancelled when its deletion arrives before its creation, its first invoice and its checkout", async () => {
    const { login, events, byType } = await paidPremiumCheckout(db(), fake());
    const subscriptionId = (byType("customer.subscription.created").data.object as { id: string }).id;
    const deleted = fake().changeSubscription(
      subscriptionId,
      { status: "canceled" },
      { created: Math.floor(Date.now() / 1000) + 120, deleted: true },
    );
    for (const event of [deleted, ...events]) expect((await deliver(event)).status).toBe(200);
    // The first month was paid, so its order stays; the plan itself has ended.
    expect(await billingOf(login)).toEqual({
      plan: "none",
      orders: [{ amount: 14900, status: "paid", planCode: "premium_care" }],
      subscriptions: [{ status: "canceled", planCode: "premium_care", cancelAtPeriodEnd: false }],
    });
  });

  it("answers 400 and changes nothing for a delivery signed with another secret, altered, stale, unsigned or with a malformed signature", async () => {
    const { events, byType } = await paidPremiumCheckout(db(), fake());
    const before = await billingSnapshot(db());
    const now = Math.floor(Date.now() / 1000);
    const event = byType("checkout.session.completed");
    const signed = fake().signedDelivery(event);
    const post = (headers: Record<string, string>, body: string) =>
      stripeWebhookRoutes.request("/api/webhooks/stripe", { method: "POST", headers, body });
    const answers = {
      otherSecret: (await deliver(event, { secret: "whsec_someone_else" })).status,
      altered: (await post({ "Stripe-Signature": signed.signature }, signed.payload.replace('"paid"', '"unpaid"')))
        .status,
      stale: (await deliver(event, { timestamp: now - 3_600 })).status,
      unsigned: (await post({ "Content-Type": "application/json" }, signed.payload)).status,
      malformed: (await deliver(event, { signature: "t=abc,v1=" })).status,
      emptyBody: (await post({ "Stripe-Signature": signed.signature }, "")).status,
    };
    expect(answers).toEqual({
      otherSecret: 400,
      altered: 400,
      stale: 400,
      unsigned: 400,
      malformed: 400,
      emptyBody: 400,
    });
    expect(await billingSnapshot(db())).toEqual(before);

    // The same events, properly signed, are then applied: the refusals left nothing behind that blocks them.
    for (const good of events) expect((await deliver(good)).status).toBe(200);
    expect((await billingSnapshot(db())).orders).toHaveLength(1);
  });
});
