import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { invoiceCheckoutItems, invoiceCheckouts, invoiceRefundFlags, type InvoiceRefundReason } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { loadInvoiceForUpdate, type InvoiceRow } from "~/domain/invoices/load-invoice-for-update.server";
import { recordPaymentInTransaction } from "~/domain/invoices/record-invoice-payment.server";
import { queueInvoiceReceipt } from "./queue-invoice-receipt.server";

export type InvoiceCheckoutSession = {
  id: string;
  paymentStatus: string;
  paymentIntentId: string | null;
  amountTotal: number | null;
};

/**
 * A completed (or delayed-payment) Checkout session of an invoice checkout, in the webhook's transaction (issue 38
 * item 3, ADR 084 addendum). The checkout row is locked first and turns `paid` once: a replay, a second concurrent
 * delivery (it waits for the lock, then finds it paid) or a late `completed` after `async_payment_succeeded` changes
 * nothing twice. Each invoice is paid with the amount fixed at checkout through the one payment path (balance
 * refreshed); an invoice voided, paid or reduced meanwhile takes nothing and the money is flagged for staff to refund.
 * The receipt is queued in the same transaction. False when no such checkout exists (the event is not ours).
 */
export async function applyInvoiceCheckout(
  tx: Executor,
  input: { checkoutId: string; session: InvoiceCheckoutSession; payment: "as-stated" | "failed"; now: Date },
): Promise<boolean> {
  const [checkout] = await tx
    .select()
    .from(invoiceCheckouts)
    .where(eq(invoiceCheckouts.id, input.checkoutId))
    .for("update");
  if (!checkout) return false;
  const { session } = input;
  if (checkout.stripeCheckoutSessionId && checkout.stripeCheckoutSessionId !== session.id) {
    console.warn(`[invoice-checkout] session ${session.id} names checkout ${checkout.id} of another session; skipped`);
    return false;
  }
  if (checkout.status === "paid") return true;
  const paid = session.paymentStatus === "paid";
  if (!paid) {
    // Completed unpaid: a delayed payment is on its way (pending) or has failed; nothing is recorded yet.
    await tx
      .update(invoiceCheckouts)
      .set({
        status: input.payment === "failed" ? "failed" : "pending",
        stripeCheckoutSessionId: session.id,
        updatedAt: sql`now()`,
      })
      .where(eq(invoiceCheckouts.id, checkout.id));
    return true;
  }
  if (session.amountTotal !== null && session.amountTotal !== checkout.totalCents)
    console.warn(
      `[invoice-checkout] session ${session.id} charged ${session.amountTotal} cents for checkout ${checkout.id} of ${checkout.totalCents}`,
    );
  // Invoices in id order: two checkouts naming the same invoices lock them in one order, so they queue, never deadlock.
  const items = await tx
    .select()
    .from(invoiceCheckoutItems)
    .where(eq(invoiceCheckoutItems.checkoutId, checkout.id))
    .orderBy(asc(invoiceCheckoutItems.invoiceId));
  const paidItems: { invoice: InvoiceRow; amountCents: number }[] = [];
  for (const item of items) {
    const invoice = await loadInvoiceForUpdate(tx, item.invoiceId);
    const reason = refundReason(invoice, item.amountCents);
    if (reason) {
      await flagForRefund(tx, { checkout, invoice, amountCents: item.amountCents, reason, session });
      continue;
    }
    await recordPaymentInTransaction(tx, {
      invoiceId: invoice.id,
      amountCents: item.amountCents,
      method: "stripe",
      reference: session.id,
      stripePaymentIntentId: session.paymentIntentId ?? undefined,
      stripeCheckoutSessionId: session.id,
      actor: null,
      now: input.now,
    });
    paidItems.push({ invoice, amountCents: item.amountCents });
  }
  await tx
    .update(invoiceCheckouts)
    .set({
      status: "paid",
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: session.paymentIntentId,
      paidAt: input.now,
      updatedAt: sql`now()`,
    })
    .where(eq(invoiceCheckouts.id, checkout.id));
  if (paidItems.length > 0)
    await queueInvoiceReceipt(tx, {
      customerId: checkout.customerId,
      locale: checkout.locale,
      paidAt: input.now,
      sessionId: session.id,
      items: paidItems.map(({ invoice, amountCents }) => ({ number: invoice.number ?? "", amountCents })),
    });
  return true;
}

/** Why an invoice can no longer take the amount its checkout charged, or null when it can. */
function refundReason(invoice: InvoiceRow, amountCents: number): InvoiceRefundReason | null {
  if (invoice.status === "void") return "void";
  if (invoice.status === "paid") return "paid";
  if (invoice.status !== "open" || amountCents > invoice.balanceCents) return "balance";
  return null;
}

async function flagForRefund(
  tx: Executor,
  input: {
    checkout: { id: string; customerId: string };
    invoice: InvoiceRow;
    amountCents: number;
    reason: InvoiceRefundReason;
    session: InvoiceCheckoutSession;
  },
): Promise<void> {
  const [flag] = await tx
    .insert(invoiceRefundFlags)
    .values({
      checkoutId: input.checkout.id,
      invoiceId: input.invoice.id,
      customerId: input.checkout.customerId,
      amountCents: input.amountCents,
      reason: input.reason,
      stripeCheckoutSessionId: input.session.id,
      stripePaymentIntentId: input.session.paymentIntentId,
    })
    .onConflictDoNothing()
    .returning({ id: invoiceRefundFlags.id });
  if (!flag) return;
  console.warn(
    `[invoice-checkout] session ${input.session.id} paid ${input.amountCents} cents for invoice ${input.invoice.number} (${input.reason}); flagged to refund`,
  );
  await recordAudit(tx, {
    actor: null,
    action: "invoice.payment-to-refund",
    entity: "invoice",
    entityId: input.invoice.id,
    details: {
      number: input.invoice.number,
      amountCents: input.amountCents,
      reason: input.reason,
      session: input.session.id,
    },
  });
}
