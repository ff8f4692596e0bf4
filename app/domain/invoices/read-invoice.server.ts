import { asc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import {
  customers,
  invoiceLines,
  invoicePaymentRefunds,
  invoicePayments,
  invoices,
  priceBookItems,
  user,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { knownInvoiceId, type InvoiceRow } from "./load-invoice-for-update.server";

export type InvoiceLineView = typeof invoiceLines.$inferSelect;
/** A refund staff recorded against one payment: how much, why, when and by whom. */
export type InvoicePaymentRefundView = {
  id: string;
  amountCents: number;
  reason: string;
  refundedAt: string;
  by: string | null;
};
export type InvoicePaymentView = Pick<
  typeof invoicePayments.$inferSelect,
  "id" | "amountCents" | "method" | "reference" | "refundedCents"
> & { receivedAt: string; refunds: InvoicePaymentRefundView[] };
export type PriceBookChoice = { code: string; name: string; unitPriceCents: number };

export type InvoiceView = {
  invoice: Omit<InvoiceRow, "sentAt" | "paidAt" | "voidedAt" | "createdAt" | "updatedAt">;
  customer: { id: string; name: string; customerNumber: string; email: string | null };
  lines: InvoiceLineView[];
  payments: InvoicePaymentView[];
  /** The active price book, in the screen's language, for a draft's "add a line" (empty once sent). */
  priceBook: PriceBookChoice[];
};

/** One invoice for the back office (issue 38): its lines, payments and customer. Staff only; 404 on junk ids. */
export async function readInvoice(input: {
  actor: { isAdmin: boolean };
  invoiceId: unknown;
  locale: "en" | "es";
}): Promise<InvoiceView> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can read invoices");
  const id = knownInvoiceId(input.invoiceId);
  const db = await database();
  const [row] = await db
    .select({ invoice: invoices, customer: customers })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Invoice not found");
  const [lines, payments, refunds, items] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
    db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(asc(invoicePayments.receivedAt)),
    db
      .select({ refund: invoicePaymentRefunds, by: user.name })
      .from(invoicePaymentRefunds)
      .leftJoin(user, eq(user.id, invoicePaymentRefunds.recordedBy))
      .where(eq(invoicePaymentRefunds.invoiceId, id))
      .orderBy(asc(invoicePaymentRefunds.refundedAt)),
    row.invoice.status === "draft"
      ? db
          .select()
          .from(priceBookItems)
          .where(eq(priceBookItems.active, true))
          .orderBy(asc(priceBookItems.sortOrder), asc(priceBookItems.code))
      : [],
  ]);
  const {
    sentAt: _sent,
    paidAt: _paid,
    voidedAt: _voided,
    createdAt: _created,
    updatedAt: _updated,
    ...invoice
  } = row.invoice;
  return {
    invoice,
    customer: {
      id: row.customer.id,
      name: `${row.customer.firstName} ${row.customer.lastName}`,
      customerNumber: row.customer.customerNumber,
      email: row.customer.email,
    },
    lines,
    payments: payments.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      method: payment.method,
      reference: payment.reference,
      refundedCents: payment.refundedCents,
      receivedAt: payment.receivedAt.toISOString(),
      refunds: refunds
        .filter(({ refund }) => refund.paymentId === payment.id)
        .map(({ refund, by }) => ({
          id: refund.id,
          amountCents: refund.amountCents,
          reason: refund.reason,
          refundedAt: refund.refundedAt.toISOString(),
          by,
        })),
    })),
    priceBook: items.map((item) => ({
      code: item.code,
      name: input.locale === "es" ? item.nameEs : item.name,
      unitPriceCents: item.unitPriceCents,
    })),
  };
}
