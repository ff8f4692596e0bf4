import Stripe from "stripe";
import { STRIPE_API_VERSION } from "~/integrations/stripe/stripe-client.server";

/**
 * Stripe event envelopes for the pinned API version (`api_version` is the version the endpoint is registered
 * with), each checked against the `stripe` package's type for its event, and signed the way Stripe signs a
 * delivery, with the package's own test-header helper.
 */
let sequence = 0;

function envelope(created: number) {
  sequence += 1;
  const id = `evt_contract_${created.toString(36)}_${sequence}`;
  return {
    id,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: `req_contract_${sequence}`, idempotency_key: null },
  } as const;
}

export function checkoutSessionCompleted(session: Stripe.Checkout.Session, created: number) {
  return {
    ...envelope(created),
    type: "checkout.session.completed",
    data: { object: session },
  } satisfies Stripe.CheckoutSessionCompletedEvent;
}

export function subscriptionCreated(subscription: Stripe.Subscription, created: number) {
  return {
    ...envelope(created),
    type: "customer.subscription.created",
    data: { object: subscription },
  } satisfies Stripe.CustomerSubscriptionCreatedEvent;
}

export function subscriptionUpdated(
  subscription: Stripe.Subscription,
  previous: Partial<Stripe.Subscription>,
  created: number,
) {
  return {
    ...envelope(created),
    type: "customer.subscription.updated",
    data: { object: subscription, previous_attributes: previous },
  } satisfies Stripe.CustomerSubscriptionUpdatedEvent;
}

export function subscriptionDeleted(subscription: Stripe.Subscription, created: number) {
  return {
    ...envelope(created),
    type: "customer.subscription.deleted",
    data: { object: subscription },
  } satisfies Stripe.CustomerSubscriptionDeletedEvent;
}

export function invoicePaid(invoice: Stripe.Invoice, created: number) {
  return { ...envelope(created), type: "invoice.paid", data: { object: invoice } } satisfies Stripe.InvoicePaidEvent;
}

export function invoicePaymentFailed(invoice: Stripe.Invoice, created: number) {
  return {
    ...envelope(created),
    type: "invoice.payment_failed",
    data: { object: invoice },
  } satisfies Stripe.InvoicePaymentFailedEvent;
}

/** The body Stripe POSTs (pretty-printed JSON, as Stripe sends it) and its Stripe-Signature header. */
export function signedDelivery(event: Stripe.Event, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
