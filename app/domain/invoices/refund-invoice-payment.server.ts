import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { invoicePaymentRefunds, invoicePayments, invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { followInvoiceServiceRecord } from "./follow-invoice-service-record.server";
import { InvoicePaymentRefundSchema } from "./invoice-refund-schemas";
import { knownInvoiceId, loadInvoiceForUpdate } from "./load-invoice-for-update.server";
import { refreshCustomerBalance } from "./refresh-customer-balance.server";

/**
 * Staff record that part or all of one payment of an invoice was given back (ADR 084's refunds addendum): a card
 * on site, cash, a check, an online payment or a quote deposit's credit alike; the money itself moves in Stripe or by
 * hand. In one transaction, with the invoice locked first (as a payment locks it): a refund row, the payment's
 * refunded_cents, the invoice's paid and balance (a paid invoice that owes again is open again), its service record's
 * payment status and the customer's balance. An invoice whose payments are all refunded can then be voided.
 * BAD_INPUT with field keys (`amount: "refundMoreThanLeft"` past what is left of the payment), NOT_FOUND for an
 * unknown invoice or a payment not of this invoice.
 */
export async function refundInvoicePayment(input: {
  actor: Pick<SessionUser, "id">;
  invoiceId: unknown;
  form: unknown;
  now?: Date;
}): Promise<{ status: string; paidCents: number; balanceCents: number }> {
  const id = knownInvoiceId(input.invoiceId);
  const parsed = InvoicePaymentRefundSchema.safeParse(input.form ?? {});
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The refund form has invalid fields", firstIssuePerField(parsed.error, "amount"));
  const { paymentId, amountCents, reason } = parsed.data;
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    const invoice = await loadInvoiceForUpdate(tx, id);
    const [payment] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoice.id)))
      .for("update");
    if (!payment) throw new AppError("NOT_FOUND", `Invoice ${invoice.number ?? invoice.id} has no such payment`);
    const leftCents = payment.amountCents - payment.refundedCents;
    if (amountCents > leftCents)
      throw new AppError("BAD_INPUT", `Only ${leftCents} cents of that payment are left to refund`, {
        amount: "refundMoreThanLeft",
      });
    await tx.insert(invoicePaymentRefunds).values({
      paymentId: payment.id,
      invoiceId: invoice.id,
      amountCents,
      reason,
      refundedAt: now,
      recordedBy: input.actor.id,
    });
    await tx
      .update(invoicePayments)
      .set({ refundedCents: payment.refundedCents + amountCents })
      .where(eq(invoicePayments.id, payment.id));
    const paidCents = invoice.paidCents - amountCents;
    const balanceCents = invoice.totalCents - paidCents;
    // A paid invoice that owes again is open again; a draft stays a draft, a void stays void (it owes nothing).
    const status = invoice.status === "paid" && balanceCents > 0 ? "open" : invoice.status;
    await tx
      .update(invoices)
      .set({
        paidCents,
        balanceCents,
        status,
        ...(status !== invoice.status ? { paidAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, invoice.id));
    await followInvoiceServiceRecord(tx, { ...invoice, status }, now);
    await refreshCustomerBalance(tx, invoice.customerId);
    await recordAudit(tx, {
      actor: input.actor,
      action: "invoice.payment-refund",
      entity: "invoice",
      entityId: invoice.id,
      details: {
        number: invoice.number,
        paymentId: payment.id,
        method: payment.method,
        amountCents,
        reason,
        paidCents,
        balanceCents,
        status,
      },
    });
    return { status, paidCents, balanceCents };
  });
}
