import { and, asc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quoteDepositCheckouts, quoteDepositRefundFlags, quotes } from "~/db/schema";
import { recordPaymentInTransaction } from "~/domain/invoices/record-invoice-payment.server";
import { flagQuoteDepositRefund } from "./flag-quote-deposit-refund.server";

/**
 * The deposit of the approved quote a visit came from, credited on the visit's invoice (issue 38 item 4, ADR 087), in
 * the drafting's transaction: a payment of method `credit` naming the quote, so the invoice's total stays the work
 * done and what is left to pay is the total less the deposit. Never more than the invoice's total: the rest of the
 * deposit (the surplus) is flagged on the checkout that paid it for staff to refund (ADR 087's addendum). A surplus
 * staff already refunded is not credited again. Returns the cents credited.
 */
export async function creditQuoteDeposit(
  tx: Executor,
  input: { appointmentId: string; invoiceId: string; invoiceTotalCents: number; now: Date },
): Promise<number> {
  const [quote] = await tx
    .select({
      id: quotes.id,
      number: quotes.number,
      customerId: quotes.customerId,
      depositCents: quotes.depositCents,
    })
    .from(quotes)
    .where(and(eq(quotes.appointmentId, input.appointmentId), isNotNull(quotes.depositPaidAt)));
  if (!quote?.depositCents) return 0;
  const [returned] = await tx
    .select({ cents: sql<string | null>`sum(${quoteDepositRefundFlags.amountCents})` })
    .from(quoteDepositRefundFlags)
    .where(
      and(
        eq(quoteDepositRefundFlags.quoteId, quote.id),
        eq(quoteDepositRefundFlags.reason, "surplus"),
        isNotNull(quoteDepositRefundFlags.refundedAt),
      ),
    );
  const depositCents = quote.depositCents - Number(returned?.cents ?? 0);
  const creditCents = Math.min(depositCents, input.invoiceTotalCents);
  if (creditCents > 0)
    await recordPaymentInTransaction(tx, {
      invoiceId: input.invoiceId,
      amountCents: creditCents,
      method: "credit",
      reference: `Quote ${quote.number} deposit`,
      actor: null,
      now: input.now,
    });
  if (depositCents > creditCents) await flagSurplus(tx, quote, depositCents - creditCents);
  return Math.max(creditCents, 0);
}

/** The surplus goes on the checkout that paid the deposit: the quote's paid checkout not itself flagged to refund. */
async function flagSurplus(
  tx: Executor,
  quote: { id: string; number: string | null; customerId: string },
  amountCents: number,
): Promise<void> {
  const [checkout] = await tx
    .select({
      id: quoteDepositCheckouts.id,
      stripeCheckoutSessionId: quoteDepositCheckouts.stripeCheckoutSessionId,
      stripePaymentIntentId: quoteDepositCheckouts.stripePaymentIntentId,
    })
    .from(quoteDepositCheckouts)
    .leftJoin(
      quoteDepositRefundFlags,
      and(
        eq(quoteDepositRefundFlags.checkoutId, quoteDepositCheckouts.id),
        ne(quoteDepositRefundFlags.reason, "surplus"),
      ),
    )
    .where(
      and(
        eq(quoteDepositCheckouts.quoteId, quote.id),
        eq(quoteDepositCheckouts.status, "paid"),
        isNull(quoteDepositRefundFlags.id),
      ),
    )
    .orderBy(asc(quoteDepositCheckouts.paidAt))
    .limit(1);
  if (!checkout) {
    console.warn(`[quote-deposit] quote ${quote.number}: ${amountCents} cents to refund, but no paid checkout to flag`);
    return;
  }
  await flagQuoteDepositRefund(tx, { checkout, quote, amountCents, reason: "surplus" });
}
