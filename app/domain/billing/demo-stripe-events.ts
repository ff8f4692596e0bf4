import type { StripeEventInput } from "./stripe-event-schemas";

/**
 * The events Stripe would send for a paid checkout or a cancelled subscription, built for the demo checkout
 * (DECISIONS.md §3) so that it runs the very fulfilment code real webhooks run. Ids are derived from the demo
 * session, so paying the same demo session twice yields the same event ids and changes nothing the second time.
 */
export type DemoPurchase = {
  ref: string;
  customerId: string;
  stripeCustomerId: string;
  userId: string;
  planCode: string;
  mode: "payment" | "subscription";
  amountCents: number;
  currency: string;
};

export function demoStripeCustomerId(customerId: string): string {
  return `cus_demo_${customerId.replace(/-/g, "")}`;
}

export function demoSessionId(ref: string): string {
  return `cs_demo_${ref}`;
}

export function demoSubscriptionId(ref: string): string {
  return `sub_demo_${ref}`;
}

function event(id: string, type: string, created: number, object: Record<string, unknown>): StripeEventInput {
  return { id, type, created, data: { object } };
}

function oneMonthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** checkout.session.completed, and for a plan also customer.subscription.created and invoice.paid. */
export function demoCheckoutEvents(purchase: DemoPurchase, now = Date.now()): StripeEventInput[] {
  const created = Math.floor(now / 1000);
  const metadata = { customer_id: purchase.customerId, plan_code: purchase.planCode, user_id: purchase.userId };
  const subscriptionId = demoSubscriptionId(purchase.ref);
  const invoiceId = `in_demo_${purchase.ref}`;
  const isPlan = purchase.mode === "subscription";
  const session = {
    id: demoSessionId(purchase.ref),
    object: "checkout.session",
    mode: purchase.mode,
    status: "complete",
    payment_status: "paid",
    client_reference_id: purchase.customerId,
    customer: purchase.stripeCustomerId,
    subscription: isPlan ? subscriptionId : null,
    invoice: isPlan ? invoiceId : null,
    payment_intent: isPlan ? null : `pi_demo_${purchase.ref}`,
    amount_total: purchase.amountCents,
    currency: purchase.currency,
    metadata,
  };
  const events = [event(`evt_demo_${purchase.ref}_checkout`, "checkout.session.completed", created, session)];
  if (!isPlan) return events;
  const subscription = demoSubscriptionObject(purchase, "active", created, metadata);
  const invoice = {
    id: invoiceId,
    object: "invoice",
    customer: purchase.stripeCustomerId,
    status: "paid",
    billing_reason: "subscription_create",
    amount_due: purchase.amountCents,
    amount_paid: purchase.amountCents,
    currency: purchase.currency,
    parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata } },
  };
  events.push(
    event(`evt_demo_${purchase.ref}_subscription`, "customer.subscription.created", created, subscription),
    event(`evt_demo_${purchase.ref}_invoice`, "invoice.paid", created, invoice),
  );
  return events;
}

export type DemoSubscriptionTarget = {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  customerId: string;
  planCode: string;
  periodEnd: Date | null;
};

/**
 * customer.subscription.updated for a demo subscription set to end on a date (cancel_at), or, with null, set to
 * renew again, as Stripe's portal sends them on current API versions.
 */
export function demoScheduledEndEvent(
  change: DemoSubscriptionTarget & { cancelAt: Date | null },
  now = Date.now(),
): StripeEventInput {
  const created = Math.floor(now / 1000);
  const cancelAt = change.cancelAt ? Math.floor(change.cancelAt.getTime() / 1000) : null;
  const periodEnd = change.periodEnd ? Math.floor(change.periodEnd.getTime() / 1000) : null;
  const object = {
    id: change.stripeSubscriptionId,
    object: "subscription",
    customer: change.stripeCustomerId,
    status: "active",
    cancel_at_period_end: cancelAt !== null && cancelAt === periodEnd,
    cancel_at: cancelAt,
    canceled_at: cancelAt === null ? null : created,
    metadata: { customer_id: change.customerId, plan_code: change.planCode },
    items: { object: "list", data: [{ id: `si_demo_${change.stripeSubscriptionId}`, current_period_end: periodEnd }] },
  };
  const kind = cancelAt === null ? "renews" : "ends";
  return event(
    `evt_demo_${change.stripeSubscriptionId}_${kind}_${now.toString(36)}`,
    "customer.subscription.updated",
    created,
    object,
  );
}

/** customer.subscription.deleted for a demo subscription cancelled on the demo billing page. */
export function demoCancellationEvent(cancel: DemoSubscriptionTarget, now = Date.now()): StripeEventInput {
  const created = Math.floor(now / 1000);
  const periodEnd = cancel.periodEnd ? Math.floor(cancel.periodEnd.getTime() / 1000) : created;
  const object = {
    id: cancel.stripeSubscriptionId,
    object: "subscription",
    customer: cancel.stripeCustomerId,
    status: "canceled",
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: created,
    ended_at: created,
    metadata: { customer_id: cancel.customerId, plan_code: cancel.planCode },
    items: { object: "list", data: [{ id: `si_demo_${cancel.stripeSubscriptionId}`, current_period_end: periodEnd }] },
  };
  return event(
    `evt_demo_${cancel.stripeSubscriptionId}_canceled_${now.toString(36)}`,
    "customer.subscription.deleted",
    created,
    object,
  );
}

function demoSubscriptionObject(
  purchase: DemoPurchase,
  status: string,
  created: number,
  metadata: Record<string, string>,
) {
  const ref = purchase.ref;
  return {
    id: demoSubscriptionId(ref),
    object: "subscription",
    customer: purchase.stripeCustomerId,
    status,
    cancel_at_period_end: false,
    cancel_at: null,
    created,
    metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_demo_${ref}`,
          object: "subscription_item",
          current_period_start: created,
          current_period_end: oneMonthAfter(created),
          price: { currency: purchase.currency, unit_amount: purchase.amountCents, recurring: { interval: "month" } },
        },
      ],
    },
  };
}
