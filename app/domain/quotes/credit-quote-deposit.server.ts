import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { recordPaymentInTransaction } from "~/domain/invoices/record-invoice-payment.server";

/**
 * The deposit of the approved quote a visit came from, credited on the visit's invoice (issue 38 item 4, ADR 087), in
 * the drafting's transaction: a payment of method `credit` naming the quote, so the invoice's total stays the work
 * done and what is left to pay is the total less the deposit. Never more than the invoice's total (a smaller final
 * bill leaves the rest of the deposit for staff to refund, as the audit says). Returns the cents credited.
 */
export async function creditQuoteDeposit(
  tx: Executor,
  input: { appointmentId: string; invoiceId: string; invoiceTotalCents: number; now: Date },
): Promise<number> {
  const [quote] = await tx
    .select({ number: quotes.number, depositCents: quotes.depositCents })
    .from(quotes)
    .where(and(eq(quotes.appointmentId, input.appointmentId), isNotNull(quotes.depositPaidAt)));
  const depositCents = quote?.depositCents ?? 0;
  const creditCents = Math.min(depositCents, input.invoiceTotalCents);
  if (creditCents <= 0) return 0;
  if (creditCents < depositCents)
    console.warn(
      `[quote-deposit] quote ${quote!.number}'s deposit of ${depositCents} cents is more than its visit's invoice of ${input.invoiceTotalCents}; ${depositCents - creditCents} cents to refund`,
    );
  await recordPaymentInTransaction(tx, {
    invoiceId: input.invoiceId,
    amountCents: creditCents,
    method: "credit",
    reference: `Quote ${quote!.number} deposit`,
    actor: null,
    now: input.now,
  });
  return creditCents;
}
