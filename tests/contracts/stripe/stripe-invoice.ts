import type Stripe from "stripe";

/**
 * A subscription Invoice as Stripe sends it in invoice.paid and invoice.payment_failed for the pinned API
 * version: every field present, the subscription named under `parent.subscription_details` (where 2025-03-31 and
 * later put it) with the subscription's metadata. Shaped after Stripe's API reference; our own test data.
 */
export type InvoiceFacts = {
  id: string;
  stripeCustomerId: string;
  customerId: string;
  planCode: string;
  subscriptionId: string;
  amountCents: number;
  paid: boolean;
  billingReason: "subscription_create" | "subscription_cycle";
  periodStart: number;
  periodEnd: number;
  created: number;
};

export function invoice(facts: InvoiceFacts) {
  const paidAt = facts.paid ? facts.created + 5 : null;
  return {
    id: facts.id,
    object: "invoice",
    account_country: "US",
    account_name: "AW Air Conditioning & Refrigeration",
    account_tax_ids: null,
    amount_due: facts.amountCents,
    amount_overpaid: 0,
    amount_paid: facts.paid ? facts.amountCents : 0,
    amount_remaining: facts.paid ? 0 : facts.amountCents,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: facts.billingReason,
    collection_method: "charge_automatically",
    created: facts.created,
    currency: "usd",
    custom_fields: null,
    customer: facts.stripeCustomerId,
    customer_account: null,
    customer_address: null,
    customer_email: "luis@example.com",
    customer_name: "Luis Gómez",
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: facts.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: [], has_more: false, url: `/v1/invoices/${facts.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: facts.paid ? null : facts.created + 3 * 86_400,
    number: `AWAC-${facts.id.slice(-4).toUpperCase()}-0001`,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: {
        metadata: { customer_id: facts.customerId, plan_code: facts.planCode },
        subscription: facts.subscriptionId,
      },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: facts.periodEnd,
    period_start: facts.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: facts.paid ? "paid" : "open",
    status_transitions: {
      finalized_at: facts.created,
      marked_uncollectible_at: null,
      paid_at: paidAt,
      voided_at: null,
    },
    subtotal: facts.amountCents,
    subtotal_excluding_tax: facts.amountCents,
    test_clock: null,
    total: facts.amountCents,
    total_discount_amounts: [],
    total_excluding_tax: facts.amountCents,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: facts.created,
  } satisfies Stripe.Invoice;
}
