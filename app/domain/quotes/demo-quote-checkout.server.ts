import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { quoteDepositCheckouts, quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import type { StripeEventInput } from "~/domain/billing/stripe-event-schemas";
import { assertDemoPaymentsAllowed, isStripeConfigured } from "~/integrations/stripe/stripe-client.server";
import { readDemoQuoteCheckoutToken } from "./demo-quote-checkout-token.server";
import { quoteCheckoutMetadata } from "./quote-checkout-metadata";

export type DemoQuoteCheckoutView = { number: string; amountCents: number; paid: boolean; cancelPath: string };

async function demoCheckoutOf(token: string) {
  if (isStripeConfigured()) throw new AppError("NOT_FOUND", "The demo checkout is off because Stripe is configured");
  assertDemoPaymentsAllowed();
  const read = readDemoQuoteCheckoutToken(token);
  if (!read) throw new AppError("NOT_FOUND", "No such demo quote checkout");
  const db = await database();
  const [row] = await db
    .select({ checkout: quoteDepositCheckouts, number: quotes.number, customerId: quotes.customerId })
    .from(quoteDepositCheckouts)
    .innerJoin(quotes, eq(quotes.id, quoteDepositCheckouts.quoteId))
    .where(eq(quoteDepositCheckouts.id, read.checkoutId));
  if (!row?.checkout.stripeCheckoutSessionId) throw new AppError("NOT_FOUND", "No such demo quote checkout");
  return { ...row, sessionId: row.checkout.stripeCheckoutSessionId, returnPath: read.returnPath };
}

/** What the demo stand-in for Stripe's page shows: the quote and the deposit fixed when the checkout was made. */
export async function getDemoQuoteCheckout(input: { token: string }): Promise<DemoQuoteCheckoutView> {
  const { checkout, number, returnPath } = await demoCheckoutOf(input.token);
  return {
    number: number ?? "",
    amountCents: checkout.amountCents,
    paid: checkout.status === "paid",
    cancelPath: returnPath,
  };
}

/**
 * "Pay" on the demo page: the checkout.session.completed Stripe would send, run through the webhook's own handler
 * (DECISIONS.md §3). Its event id comes from the checkout, so paying twice changes nothing the second time.
 */
export async function completeDemoQuoteCheckout(input: { token: string; now?: Date }): Promise<{ redirectTo: string }> {
  const { checkout, customerId, sessionId, returnPath } = await demoCheckoutOf(input.token);
  const ref = checkout.id.replace(/-/g, "");
  const event: StripeEventInput = {
    id: `evt_demo_${ref}_quote`,
    type: "checkout.session.completed",
    created: Math.floor((input.now ?? new Date()).getTime() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        client_reference_id: customerId,
        customer: null,
        payment_intent: `pi_demo_${ref}`,
        amount_total: checkout.amountCents,
        currency: "usd",
        metadata: quoteCheckoutMetadata({ customerId, checkoutId: checkout.id }),
      },
    },
  };
  await handleStripeEvent({ event });
  return { redirectTo: `${returnPath}${returnPath.includes("?") ? "&" : "?"}paid=1` };
}
