import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quoteDepositCheckouts, quotes } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { flagQuoteDepositRefund } from "./flag-quote-deposit-refund.server";

export type QuoteCheckoutSession = {
  id: string;
  paymentStatus: string;
  paymentIntentId: string | null;
  amountTotal: number | null;
};

/**
 * A completed (or delayed-payment) Checkout session of a quote's deposit, in the webhook's transaction (issue 38 item
 * 4). The checkout row is locked first and turns `paid` once, then the quote: its deposit_paid_at is set once and the
 * quote becomes approved (a visit to book). A replay, a concurrent delivery (it waits for the lock, then finds it
 * paid) or a late `completed` after `async_payment_succeeded` changes nothing twice. A deposit paid twice through two
 * sessions (two tabs), or paid after the quote closed, is flagged on its checkout for staff to refund
 * (flagQuoteDepositRefund), never lost.
 * False when no such checkout exists (the event is not ours).
 */
export async function applyQuoteDepositCheckout(
  tx: Executor,
  input: { checkoutId: string; session: QuoteCheckoutSession; payment: "as-stated" | "failed"; now: Date },
): Promise<boolean> {
  const [checkout] = await tx
    .select()
    .from(quoteDepositCheckouts)
    .where(eq(quoteDepositCheckouts.id, input.checkoutId))
    .for("update");
  if (!checkout) return false;
  const { session } = input;
  if (checkout.stripeCheckoutSessionId && checkout.stripeCheckoutSessionId !== session.id) {
    console.warn(`[quote-checkout] session ${session.id} names checkout ${checkout.id} of another session; skipped`);
    return false;
  }
  if (checkout.status === "paid") return true;
  if (session.paymentStatus !== "paid") {
    await tx
      .update(quoteDepositCheckouts)
      .set({
        status: input.payment === "failed" ? "failed" : "pending",
        stripeCheckoutSessionId: session.id,
        updatedAt: sql`now()`,
      })
      .where(eq(quoteDepositCheckouts.id, checkout.id));
    return true;
  }
  if (session.amountTotal !== null && session.amountTotal !== checkout.amountCents)
    console.warn(
      `[quote-checkout] session ${session.id} charged ${session.amountTotal} cents for a deposit of ${checkout.amountCents}`,
    );
  await tx
    .update(quoteDepositCheckouts)
    .set({
      status: "paid",
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: session.paymentIntentId,
      paidAt: input.now,
      updatedAt: sql`now()`,
    })
    .where(eq(quoteDepositCheckouts.id, checkout.id));
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, checkout.quoteId)).for("update");
  if (!quote) return true;
  if (quote.depositPaidAt || quote.status !== "signed") {
    // Paid from a second tab or session, or after the quote closed: staff refund it ("Payments to refund").
    await flagQuoteDepositRefund(tx, {
      checkout: {
        id: checkout.id,
        stripeCheckoutSessionId: session.id,
        stripePaymentIntentId: session.paymentIntentId,
      },
      quote,
      amountCents: checkout.amountCents,
      reason: quote.depositPaidAt ? "twice" : "closed",
    });
    return true;
  }
  await tx
    .update(quotes)
    .set({ status: "approved", depositPaidAt: input.now, updatedAt: sql`now()` })
    .where(eq(quotes.id, quote.id));
  await recordAudit(tx, {
    actor: null,
    action: "quote.deposit-paid",
    entity: "quote",
    entityId: quote.id,
    details: { number: quote.number, amountCents: checkout.amountCents, session: session.id },
  });
  return true;
}
