import type Stripe from "stripe";

/**
 * A Subscription as Stripe sends it in customer.subscription.* events for the pinned API version: every field
 * present, one item whose price and plan are full objects, and (since 2025-03-31) the billing period on the item
 * rather than on the subscription. Shaped after Stripe's API reference; the values are our own test data.
 */
export type SubscriptionFacts = {
  id: string;
  stripeCustomerId: string;
  customerId: string;
  planCode: string;
  status: Stripe.Subscription.Status;
  amountCents: number;
  periodStart: number;
  periodEnd: number;
  cancelAt?: number | null;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: number | null;
  latestInvoiceId: string;
};

function price(facts: SubscriptionFacts) {
  return {
    id: `price_${facts.planCode}_monthly`,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: facts.periodStart - 86_400,
    currency: "usd",
    custom_unit_amount: null,
    livemode: false,
    lookup_key: facts.planCode,
    metadata: {},
    nickname: null,
    product: `prod_${facts.planCode}`,
    recurring: { interval: "month", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: facts.amountCents,
    // A decimal string on the wire, which the package types as its own Decimal; null is the value both allow.
    unit_amount_decimal: null,
  } satisfies Stripe.Price;
}

function plan(facts: SubscriptionFacts) {
  return {
    id: `price_${facts.planCode}_monthly`,
    object: "plan",
    active: true,
    amount: facts.amountCents,
    amount_decimal: null,
    billing_scheme: "per_unit",
    created: facts.periodStart - 86_400,
    currency: "usd",
    interval: "month",
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: `prod_${facts.planCode}`,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  } satisfies Stripe.Plan;
}

function subscriptionItem(facts: SubscriptionFacts) {
  return {
    id: `si_${facts.id.slice(4)}`,
    object: "subscription_item",
    billing_thresholds: null,
    created: facts.periodStart,
    current_period_end: facts.periodEnd,
    current_period_start: facts.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: plan(facts),
    price: price(facts),
    quantity: 1,
    subscription: facts.id,
    tax_rates: [],
  } satisfies Stripe.SubscriptionItem;
}

export function subscription(facts: SubscriptionFacts) {
  return {
    id: facts.id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: facts.periodStart,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: facts.cancelAt ?? null,
    cancel_at_period_end: facts.cancelAtPeriodEnd ?? false,
    canceled_at: facts.canceledAt ?? null,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: facts.canceledAt ? "cancellation_requested" : null,
    },
    collection_method: "charge_automatically",
    created: facts.periodStart,
    currency: "usd",
    customer: facts.stripeCustomerId,
    customer_account: null,
    days_until_due: null,
    default_payment_method: "pm_card_visa",
    default_source: null,
    description: null,
    discounts: [],
    ended_at: facts.status === "canceled" ? (facts.canceledAt ?? null) : null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: "self" },
    },
    items: {
      object: "list",
      data: [subscriptionItem(facts)],
      has_more: false,
      url: `/v1/subscription_items?subscription=${facts.id}`,
    },
    latest_invoice: facts.latestInvoiceId,
    livemode: false,
    managed_payments: null,
    metadata: { customer_id: facts.customerId, plan_code: facts.planCode },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: facts.periodStart,
    status: facts.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: null,
  } satisfies Stripe.Subscription;
}
