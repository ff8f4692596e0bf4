import { and, eq, inArray, isNull, notExists } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { invoicePayments, invoices, quoteDepositRefundFlags, quotes } from "~/db/schema";

/**
 * Staff re-opened a completed visit: its draft invoice goes with its service record, so completing it again drafts
 * afresh from what is then recorded. A draft holding a deposit, or any payment record (one refunded in full still
 * is the record of money received and given back), or an invoice already sent, stays (nothing paid or numbered is
 * ever deleted; staff void a sent one). The surplus of a quote's deposit that the draft left to refund goes with it
 * unless staff already refunded it: the next drafting credits the deposit again and flags what is then left.
 * In the caller's transaction; answers whether a draft went.
 */
export async function discardVisitDraft(tx: Executor, input: { appointmentId: string }): Promise<boolean> {
  const deleted = await tx
    .delete(invoices)
    .where(
      and(
        eq(invoices.appointmentId, input.appointmentId),
        eq(invoices.status, "draft"),
        eq(invoices.paidCents, 0),
        notExists(tx.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoices.id))),
      ),
    )
    .returning({ id: invoices.id });
  if (deleted.length === 0) return false;
  await tx
    .delete(quoteDepositRefundFlags)
    .where(
      and(
        eq(quoteDepositRefundFlags.reason, "surplus"),
        isNull(quoteDepositRefundFlags.refundedAt),
        inArray(
          quoteDepositRefundFlags.quoteId,
          tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.appointmentId, input.appointmentId)),
        ),
      ),
    );
  return true;
}
