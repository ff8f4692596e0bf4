import type { Database } from "~/db/client.server";
import { invoiceCheckouts, invoiceRefundFlags, quoteDepositCheckouts, quoteDepositRefundFlags } from "~/db/schema";
import { sendInvoice } from "~/domain/invoices/send-invoice.server";
import { draftVisitInvoice, INVOICE_STAFF } from "./invoice-test-support";
import { sentQuote } from "./quote-test-support";

/**
 * A row of "Payments to refund" for an invoice, as the webhook leaves one when a checkout charged more than the invoice
 * then owed (the checkout and the flag written directly: the webhook's own tests cover how they come to be).
 */
export async function addInvoiceRefundFlag(db: Database, customerId: string, amountCents = 89_00) {
  const { invoiceId } = await draftVisitInvoice(db, customerId, { amountCharged: amountCents / 100 });
  const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId });
  const sessionId = `cs_test_invoice_${invoiceId.slice(0, 8)}`;
  const [checkout] = await db
    .insert(invoiceCheckouts)
    .values({
      customerId,
      status: "paid",
      totalCents: amountCents,
      stripeCheckoutSessionId: sessionId,
      returnPath: "/",
    })
    .returning({ id: invoiceCheckouts.id });
  const [flag] = await db
    .insert(invoiceRefundFlags)
    .values({
      checkoutId: checkout!.id,
      invoiceId,
      customerId,
      amountCents,
      reason: "balance",
      stripeCheckoutSessionId: sessionId,
      stripePaymentIntentId: "pi_test_invoice",
    })
    .returning({ id: invoiceRefundFlags.id });
  return { flagId: flag!.id, invoiceId, number, sessionId };
}

/** A row of "Payments to refund" for a quote: a deposit paid through a second checkout (two tabs). */
export async function addQuoteDepositRefundFlag(db: Database, customerId: string, amountCents = 1_000_00) {
  const { quoteId, number } = await sentQuote(db, customerId);
  const sessionId = `cs_test_quote_${quoteId.slice(0, 8)}`;
  const [checkout] = await db
    .insert(quoteDepositCheckouts)
    .values({ quoteId, status: "paid", amountCents, stripeCheckoutSessionId: sessionId, stripePaymentIntentId: "pi_q" })
    .returning({ id: quoteDepositCheckouts.id });
  const [flag] = await db
    .insert(quoteDepositRefundFlags)
    .values({
      checkoutId: checkout!.id,
      quoteId,
      customerId,
      amountCents,
      reason: "twice",
      stripeCheckoutSessionId: sessionId,
      stripePaymentIntentId: "pi_q",
    })
    .returning({ id: quoteDepositRefundFlags.id });
  return { flagId: flag!.id, quoteId, number, sessionId };
}
