import { z } from "zod";
import type { Database, Executor } from "~/db/client.server";
import { AppError } from "~/domain/app-error";
import { database } from "~/db/database.server";
import { stripeEvents } from "~/db/schema";
import { applyInvoiceCheckout } from "~/domain/invoice-payments/apply-invoice-checkout.server";
import { applyQuoteDepositCheckout } from "~/domain/quotes/apply-quote-deposit-checkout.server";
import { keepBasicOrderPlanVisit, keepSubscriptionPlanVisits } from "~/domain/plan-visits/keep-plan-visits.server";
import { SUBSCRIPTION_PLAN_CODES, type SubscriptionPlanCode } from "./billing-schemas";
import { linkStripeCustomer, lockEventCustomer } from "./event-customer.server";
import { upsertCheckoutOrder, upsertInvoiceOrder } from "./order-records.server";
import {
  CheckoutSessionSchema,
  InvoiceSchema,
  OurMetadataSchema,
  SubscriptionSchema,
  subscriptionEndsAt,
  subscriptionPeriodEnd,
  type StripeEventInput,
} from "./stripe-event-schemas";
import {
  applySubscriptionState,
  grantBasicPlanIfNone,
  knownSubscriptionPlan,
  recordCheckoutSubscription,
  syncServicePlanWithSubscriptions,
} from "./subscription-records.server";

export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  // A delayed payment method (a US bank account) completes the session unpaid; one of these follows days later.
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

export type StripeEventOutcome = "processed" | "duplicate" | "ignored";

const EventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().positive(),
  data: z.object({ object: z.unknown() }),
});

/**
 * Applies one verified Stripe event (or one the demo checkout built) to orders, subscriptions and the customer's
 * plan. The event id is recorded in the same transaction as the writes, so a second delivery, even a concurrent
 * one, finds it and changes nothing; a failure rolls both back and Stripe's retry applies the event later. An event
 * whose envelope or object does not parse is refused as BAD_INPUT (nothing recorded): no retry would change it.
 */
export async function handleStripeEvent(input: {
  event: StripeEventInput;
  executor?: Database;
}): Promise<{ outcome: StripeEventOutcome }> {
  try {
    return await applyStripeEvent(input);
  } catch (error) {
    // A correctly signed event of a shape we do not read will not parse on any retry: a client error, not ours.
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? issue.path.join(".") : "the event";
      throw new AppError("BAD_INPUT", `${where}: ${issue?.message ?? "not understood"}`, undefined, { cause: error });
    }
    throw error;
  }
}

async function applyStripeEvent(input: {
  event: StripeEventInput;
  executor?: Database;
}): Promise<{ outcome: StripeEventOutcome }> {
  const event = EventEnvelopeSchema.parse(input.event);
  if (!(HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type)) return { outcome: "ignored" };
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000) })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!recorded) return { outcome: "duplicate" as const };
    const applied = await applyEvent(tx, event.type, event.data.object, new Date(event.created * 1000));
    if (!applied)
      console.warn(
        `[stripe] event ${event.id} (${event.type}) names no customer or plan of ours; recorded and skipped`,
      );
    return { outcome: applied ? ("processed" as const) : ("ignored" as const) };
  });
}

async function applyEvent(tx: Executor, type: string, object: unknown, eventAt: Date): Promise<boolean> {
  switch (type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return applyCompletedCheckout(tx, CheckoutSessionSchema.parse(object), "as-stated");
    case "checkout.session.async_payment_failed":
      return applyCompletedCheckout(tx, CheckoutSessionSchema.parse(object), "failed");
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySubscriptionEvent(tx, SubscriptionSchema.parse(object), type.endsWith(".deleted"), eventAt);
    case "invoice.paid":
    case "invoice.payment_failed":
      return applyInvoiceEvent(tx, InvoiceSchema.parse(object), type === "invoice.paid");
    default:
      return false;
  }
}

function asSubscriptionPlan(code: string | undefined): SubscriptionPlanCode | undefined {
  return (SUBSCRIPTION_PLAN_CODES as readonly string[]).includes(code ?? "")
    ? (code as SubscriptionPlanCode)
    : undefined;
}

/** `failed`: the delayed payment did not go through (the session still says "unpaid", which alone means "pending"). */
async function applyCompletedCheckout(
  tx: Executor,
  session: ReturnType<typeof CheckoutSessionSchema.parse>,
  payment: "as-stated" | "failed",
): Promise<boolean> {
  const metadata = OurMetadataSchema.parse(session.metadata);
  if (metadata.invoice_checkout_id)
    return applyInvoiceCheckout(tx, {
      checkoutId: metadata.invoice_checkout_id,
      session: {
        id: session.id,
        paymentStatus: session.payment_status,
        paymentIntentId: session.payment_intent,
        amountTotal: session.amount_total ?? null,
      },
      payment,
      now: new Date(),
    });
  if (metadata.quote_checkout_id)
    return applyQuoteDepositCheckout(tx, {
      checkoutId: metadata.quote_checkout_id,
      session: {
        id: session.id,
        paymentStatus: session.payment_status,
        paymentIntentId: session.payment_intent,
        amountTotal: session.amount_total ?? null,
      },
      payment,
      now: new Date(),
    });
  const customer = await lockEventCustomer(tx, {
    customerId: metadata.customer_id ?? session.client_reference_id,
    stripeCustomerId: session.customer,
  });
  if (!customer) return false;
  await linkStripeCustomer(tx, customer, session.customer);
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const status = paid ? ("paid" as const) : payment === "failed" ? ("failed" as const) : ("pending" as const);
  const money = { amountCents: session.amount_total ?? 0, currency: session.currency ?? "usd", status };

  if (session.mode === "payment") {
    const planCode = metadata.plan_code ?? null;
    await upsertCheckoutOrder(tx, {
      customerId: customer.id,
      planCode,
      ...money,
      sessionId: session.id,
      paymentIntentId: session.payment_intent,
    });
    if (paid && planCode === "basic") {
      await grantBasicPlanIfNone(tx, customer.id);
      await keepBasicOrderPlanVisit(tx, { stripeCheckoutSessionId: session.id, now: new Date() });
    }
    return true;
  }
  if (session.mode !== "subscription" || !session.subscription) return false;
  const planCode = asSubscriptionPlan(metadata.plan_code) ?? (await knownSubscriptionPlan(tx, session.subscription));
  if (!planCode) return false;
  await recordCheckoutSubscription(tx, {
    customerId: customer.id,
    stripeSubscriptionId: session.subscription,
    stripeCustomerId: session.customer,
    planCode,
    status: paid ? "active" : "incomplete",
  });
  // The first invoice's order; invoice.paid for the same invoice completes the same row.
  if (session.invoice)
    await upsertInvoiceOrder(tx, {
      customerId: customer.id,
      planCode,
      ...money,
      invoiceId: session.invoice,
      sessionId: session.id,
    });
  await syncServicePlanWithSubscriptions(tx, customer.id);
  await keepSubscriptionPlanVisits(tx, { stripeSubscriptionId: session.subscription, now: new Date() });
  return true;
}

async function applySubscriptionEvent(
  tx: Executor,
  subscription: ReturnType<typeof SubscriptionSchema.parse>,
  deleted: boolean,
  eventAt: Date,
): Promise<boolean> {
  const metadata = OurMetadataSchema.parse(subscription.metadata);
  const customer = await lockEventCustomer(tx, {
    customerId: metadata.customer_id,
    stripeCustomerId: subscription.customer,
  });
  if (!customer) return false;
  const planCode = asSubscriptionPlan(metadata.plan_code) ?? (await knownSubscriptionPlan(tx, subscription.id));
  if (!planCode) return false;
  await linkStripeCustomer(tx, customer, subscription.customer);
  const changed = await applySubscriptionState(tx, {
    customerId: customer.id,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: subscription.customer,
    planCode,
    status: deleted ? "canceled" : subscription.status,
    currentPeriodEnd: subscriptionPeriodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    endsAt: subscriptionEndsAt(subscription),
    eventAt,
  });
  if (changed) {
    await syncServicePlanWithSubscriptions(tx, customer.id);
    // A plan that starts or resumes owes its next visit; one that ended makes no more (issue 37 item 1).
    await keepSubscriptionPlanVisits(tx, { stripeSubscriptionId: subscription.id, now: new Date() });
  }
  return true;
}

async function applyInvoiceEvent(
  tx: Executor,
  invoice: ReturnType<typeof InvoiceSchema.parse>,
  paid: boolean,
): Promise<boolean> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = details?.subscription ?? invoice.subscription;
  // Only subscription invoices become orders here; one-time payments are orders of their checkout session.
  if (!subscriptionId) return false;
  const metadata = OurMetadataSchema.parse(details?.metadata ?? {});
  const customer = await lockEventCustomer(tx, {
    customerId: metadata.customer_id,
    stripeCustomerId: invoice.customer,
  });
  if (!customer) return false;
  const planCode = asSubscriptionPlan(metadata.plan_code) ?? (await knownSubscriptionPlan(tx, subscriptionId)) ?? null;
  await upsertInvoiceOrder(tx, {
    customerId: customer.id,
    planCode,
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: paid ? "paid" : "failed",
    invoiceId: invoice.id,
  });
  return true;
}
