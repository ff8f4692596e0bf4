import type { Executor } from "~/db/client.server";
import { quoteDepositRefundFlags, type QuoteDepositRefundReason } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";

/**
 * Money a quote's deposit checkout took that nothing is owed for, kept for staff to refund ("Payments to refund",
 * ADR 087's addendum), in the caller's transaction: a row and an audit entry. One row per checkout (a unique index),
 * so a replayed webhook or a repeated drafting adds nothing; answers whether a row was added.
 */
export async function flagQuoteDepositRefund(
  tx: Executor,
  input: {
    checkout: { id: string; stripeCheckoutSessionId: string | null; stripePaymentIntentId: string | null };
    quote: { id: string; number: string | null; customerId: string };
    amountCents: number;
    reason: QuoteDepositRefundReason;
  },
): Promise<boolean> {
  const { checkout, quote } = input;
  const [flag] = await tx
    .insert(quoteDepositRefundFlags)
    .values({
      checkoutId: checkout.id,
      quoteId: quote.id,
      customerId: quote.customerId,
      amountCents: input.amountCents,
      reason: input.reason,
      stripeCheckoutSessionId: checkout.stripeCheckoutSessionId,
      stripePaymentIntentId: checkout.stripePaymentIntentId,
    })
    .onConflictDoNothing({ target: quoteDepositRefundFlags.checkoutId })
    .returning({ id: quoteDepositRefundFlags.id });
  if (!flag) {
    // Only a surplus can meet an older flag of its checkout (one already refunded, kept as the record): say so.
    console.warn(
      `[quote-deposit] checkout ${checkout.id} of quote ${quote.number} already has a refund flag; ${input.amountCents} cents (${input.reason}) not flagged again`,
    );
    return false;
  }
  console.warn(
    `[quote-deposit] checkout ${checkout.id} of quote ${quote.number}: ${input.amountCents} cents to refund (${input.reason})`,
  );
  await recordAudit(tx, {
    actor: null,
    action: "quote.deposit-to-refund",
    entity: "quote",
    entityId: quote.id,
    details: {
      number: quote.number,
      amountCents: input.amountCents,
      reason: input.reason,
      session: checkout.stripeCheckoutSessionId,
    },
  });
  return true;
}
