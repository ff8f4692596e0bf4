import type Stripe from "stripe";

/**
 * A Checkout Session as Stripe sends it in checkout.session.* events, every field of the pinned API version
 * present (the `satisfies` makes the compiler hold us to the `stripe` package's types for STRIPE_API_VERSION).
 * Shaped after Stripe's API reference for the Checkout Session object; the values are our own test data.
 */
export type SessionFacts = {
  id: string;
  mode: "payment" | "subscription";
  stripeCustomerId: string;
  /** Our customer id, as the checkout put it in metadata and client_reference_id. */
  customerId: string;
  planCode: string;
  amountTotal: number;
  paymentStatus: "paid" | "unpaid";
  subscriptionId?: string;
  invoiceId?: string;
  paymentIntentId?: string;
  created: number;
};

export function checkoutSession(facts: SessionFacts) {
  return {
    id: facts.id,
    object: "checkout.session",
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: facts.amountTotal,
    amount_total: facts.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: "https://www.awac.example/portal/subscription?checkout=cancelled",
    client_reference_id: facts.customerId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: facts.created,
    currency: "usd",
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: facts.stripeCustomerId,
    customer_account: null,
    customer_creation: null,
    customer_details: {
      address: { city: "Miami", country: "US", line1: "88 Coral Way", line2: null, postal_code: "33145", state: "FL" },
      business_name: null,
      email: "luis@example.com",
      individual_name: null,
      name: "Luis Gómez",
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    },
    customer_email: null,
    discounts: [],
    expires_at: facts.created + 24 * 60 * 60,
    integration_identifier: null,
    invoice: facts.invoiceId ?? null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: { customer_id: facts.customerId, plan_code: facts.planCode },
    mode: facts.mode,
    origin_context: null,
    payment_intent: facts.paymentIntentId ?? null,
    payment_link: null,
    payment_method_collection: facts.mode === "subscription" ? "always" : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ["card"],
    payment_status: facts.paymentStatus,
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "complete",
    submit_type: null,
    subscription: facts.subscriptionId ?? null,
    success_url: "https://www.awac.example/payment-success?session_id={CHECKOUT_SESSION_ID}",
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: null,
    wallet_options: null,
  } satisfies Stripe.Checkout.Session;
}
