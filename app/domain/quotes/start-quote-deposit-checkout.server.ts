import { and, eq, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { database } from "~/db/database.server";
import { customers, quoteDepositCheckouts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { ensureStripeCustomer } from "~/domain/billing/ensure-stripe-customer.server";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import {
  assertDemoPaymentsAllowed,
  callStripe,
  idempotencyKey,
  stripeClient,
} from "~/integrations/stripe/stripe-client.server";
import { demoQuoteCheckoutPath } from "./demo-quote-checkout-token.server";
import { loadQuoteForUpdate } from "./load-quote-for-update.server";
import { quoteCheckoutMetadata } from "./quote-checkout-metadata";

export type StartedQuoteCheckout = { url: string; checkoutId: string; demo: boolean };

/**
 * Opens one Checkout session for a signed quote's deposit (issue 38 item 4): its one line item is the deposit fixed
 * when the quote was signed, read here under the quote's lock, never a figure from the browser. A quote not signed,
 * or whose deposit is paid already, is CONFLICT; one of another customer NOT_FOUND. Without a Stripe key it opens the
 * demo checkout, which completes through the same webhook handler.
 */
export async function startQuoteDepositCheckout(input: {
  customerId: string;
  quoteId: string;
  locale: Locale;
  /** The page the customer pays from: Stripe's cancel and success return here (never stored: it may hold a link). */
  returnPath: string;
  origin: string;
}): Promise<StartedQuoteCheckout> {
  const stripe = await stripeClient();
  if (!stripe) assertDemoPaymentsAllowed();
  const db = await database();
  const made = await db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId: input.quoteId, customerId: input.customerId });
    if (quote.status !== "signed" || quote.depositPaidAt || !quote.depositCents)
      throw new AppError("CONFLICT", `Quote ${quote.number} has no deposit to pay (${quote.status})`, {
        quote: quote.status === "approved" ? "depositPaid" : "notSigned",
      });
    const [customer] = await tx.select().from(customers).where(eq(customers.id, quote.customerId));
    if (!customer) throw new AppError("NOT_FOUND", "Customer not found");
    const [checkout] = await tx
      .insert(quoteDepositCheckouts)
      .values({ quoteId: quote.id, amountCents: quote.depositCents, locale: input.locale })
      .returning({ id: quoteDepositCheckouts.id });
    return { checkoutId: checkout!.id, customer, quote };
  });

  const origin = input.origin.replace(/\/+$/, "");
  if (!stripe) {
    const url = `${origin}${localizedPath(demoQuoteCheckoutPath(made.checkoutId, input.returnPath), input.locale)}`;
    await setSessionId(made.checkoutId, `cs_demo_${made.checkoutId.replace(/-/g, "")}`);
    return { url, checkoutId: made.checkoutId, demo: true };
  }
  const stripeCustomerId = await ensureStripeCustomer({ stripe, customer: made.customer });
  const metadata = quoteCheckoutMetadata({ customerId: made.customer.id, checkoutId: made.checkoutId });
  const successPath = `${input.returnPath}${input.returnPath.includes("?") ? "&" : "?"}paid=1`;
  const number = made.quote.number ?? "";
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: "payment",
    customer: stripeCustomerId,
    client_reference_id: made.customer.id,
    metadata,
    payment_intent_data: { metadata },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: made.quote.depositCents!,
          product_data: {
            name: input.locale === "es" ? `Depósito de la cotización ${number}` : `Deposit for quote ${number}`,
          },
        },
      },
    ],
    success_url: `${origin}${successPath}`,
    cancel_url: `${origin}${input.returnPath}`,
    locale: input.locale === "es" ? "es" : "en",
  };
  const session = await callStripe("quote deposit checkout session creation", () =>
    stripe.checkout.sessions.create(params, { idempotencyKey: idempotencyKey(`quote-${made.checkoutId}`, params) }),
  );
  if (!session.url) throw new AppError("UPSTREAM_FAILED", `Stripe checkout session ${session.id} has no URL`);
  await setSessionId(made.checkoutId, session.id);
  return { url: session.url, checkoutId: made.checkoutId, demo: false };
}

/** Notes the session on its checkout, unless a faster webhook has set it already. */
async function setSessionId(checkoutId: string, sessionId: string): Promise<void> {
  const db = await database();
  await db
    .update(quoteDepositCheckouts)
    .set({ stripeCheckoutSessionId: sessionId, updatedAt: sql`now()` })
    .where(and(eq(quoteDepositCheckouts.id, checkoutId), isNull(quoteDepositCheckouts.stripeCheckoutSessionId)));
}
