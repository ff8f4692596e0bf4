import { asc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { invoiceCheckoutItems, invoiceCheckouts, invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import type { StripeEventInput } from "~/domain/billing/stripe-event-schemas";
import { assertDemoPaymentsAllowed, isStripeConfigured } from "~/integrations/stripe/stripe-client.server";
import { invoiceCheckoutMetadata } from "./invoice-checkout-metadata";
import { readDemoInvoiceCheckoutToken } from "./demo-invoice-checkout-token.server";

export type DemoInvoiceCheckoutView = {
  items: { number: string; amountCents: number }[];
  totalCents: number;
  paid: boolean;
  cancelPath: string;
};

async function demoCheckoutOf(token: string) {
  if (isStripeConfigured()) throw new AppError("NOT_FOUND", "The demo checkout is off because Stripe is configured");
  assertDemoPaymentsAllowed();
  const read = readDemoInvoiceCheckoutToken(token);
  if (!read) throw new AppError("NOT_FOUND", "No such demo invoice checkout");
  const db = await database();
  const [checkout] = await db.select().from(invoiceCheckouts).where(eq(invoiceCheckouts.id, read.checkoutId));
  if (!checkout || !checkout.stripeCheckoutSessionId) throw new AppError("NOT_FOUND", "No such demo invoice checkout");
  return { db, checkout, sessionId: checkout.stripeCheckoutSessionId, returnPath: read.returnPath };
}

/** What the demo stand-in for Stripe's page shows: the invoices and amounts fixed when the checkout was made. */
export async function getDemoInvoiceCheckout(input: { token: string }): Promise<DemoInvoiceCheckoutView> {
  const { db, checkout, returnPath } = await demoCheckoutOf(input.token);
  const items = await db
    .select({ number: invoices.number, amountCents: invoiceCheckoutItems.amountCents })
    .from(invoiceCheckoutItems)
    .innerJoin(invoices, eq(invoices.id, invoiceCheckoutItems.invoiceId))
    .where(eq(invoiceCheckoutItems.checkoutId, checkout.id))
    .orderBy(asc(invoiceCheckoutItems.position));
  return {
    items: items.map((item) => ({ number: item.number ?? "", amountCents: item.amountCents })),
    totalCents: checkout.totalCents,
    paid: checkout.status === "paid",
    cancelPath: returnPath,
  };
}

/**
 * "Pay" on the demo page: the checkout.session.completed Stripe would send, run through the webhook's own handler
 * (DECISIONS.md §3). Its event id comes from the checkout, so paying twice changes nothing the second time.
 */
export async function completeDemoInvoiceCheckout(input: {
  token: string;
  now?: Date;
}): Promise<{ redirectTo: string }> {
  const { checkout, sessionId, returnPath } = await demoCheckoutOf(input.token);
  const created = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const ref = checkout.id.replace(/-/g, "");
  const event: StripeEventInput = {
    id: `evt_demo_${ref}_invoices`,
    type: "checkout.session.completed",
    created,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        client_reference_id: checkout.customerId,
        customer: null,
        payment_intent: `pi_demo_${ref}`,
        amount_total: checkout.totalCents,
        currency: "usd",
        metadata: invoiceCheckoutMetadata({ customerId: checkout.customerId, checkoutId: checkout.id }),
      },
    },
  };
  await handleStripeEvent({ event });
  return { redirectTo: `${returnPath}${returnPath.includes("?") ? "&" : "?"}paid=1` };
}
