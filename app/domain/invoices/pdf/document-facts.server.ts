import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, invoiceLines, invoicePayments, invoices, type InvoicePaymentMethod } from "~/db/schema";
import type { InvoiceStatus } from "~/db/schema/invoices";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale, type Locale } from "~/i18n/catalog";

/** The business as every document's header shows it, always from the settings record (DECISIONS.md §1). */
export type DocumentCompany = { name: string; address: string; phone: string; email: string; licenseNumber: string };
export type DocumentCustomer = { userId: string | null; name: string; customerNumber: string; addressLines: string[] };

export type InvoiceDocumentFacts = {
  locale: Locale;
  company: DocumentCompany;
  customer: DocumentCustomer;
  invoice: {
    id: string;
    number: string | null;
    status: InvoiceStatus;
    issueDate: string | null;
    dueDate: string | null;
    subtotalCents: number;
    discountPercent: number;
    discountCents: number;
    totalCents: number;
    paidCents: number;
    balanceCents: number;
    voidReason: string | null;
    updatedAt: Date;
  };
  lines: { description: string; quantityThousandths: number; unitPriceCents: number; lineTotalCents: number }[];
  payments: { amountCents: number; method: InvoicePaymentMethod; reference: string | null; receivedAt: Date }[];
};

export type ReceiptDocumentFacts = {
  locale: Locale;
  company: DocumentCompany;
  customer: DocumentCustomer;
  paymentId: string;
  receivedAt: Date;
  method: InvoicePaymentMethod;
  reference: string | null;
  amountCents: number;
  /** Each invoice the payment went to (one Checkout session may pay several) and what it still owed right after. */
  applied: { invoiceId: string; number: string | null; appliedCents: number; balanceAfterCents: number }[];
};

export async function companyOf(db: Executor): Promise<DocumentCompany> {
  const settings = await getSettings({ executor: db });
  return {
    name: settings.companyName,
    address: settings.address,
    phone: settings.mainPhone,
    email: settings.email,
    licenseNumber: settings.licenseNumber,
  };
}

export function customerOf(row: typeof customers.$inferSelect): DocumentCustomer {
  const cityLine = [row.city, [row.state, row.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return {
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    customerNumber: row.customerNumber,
    addressLines: [row.addressLine1, row.addressLine2, row.addressLine1 || row.city ? cityLine : null]
      .map((line) => line?.trim())
      .filter((line): line is string => Boolean(line)),
  };
}

/** Everything an invoice's PDF shows, as it is now; null when there is no such invoice. */
export async function loadInvoiceDocumentFacts(db: Executor, invoiceId: string): Promise<InvoiceDocumentFacts | null> {
  const [row] = await db
    .select({ invoice: invoices, customer: customers })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const [lines, payments, company] = await Promise.all([
    db
      .select({
        description: invoiceLines.description,
        quantityThousandths: invoiceLines.quantityThousandths,
        unitPriceCents: invoiceLines.unitPriceCents,
        lineTotalCents: invoiceLines.lineTotalCents,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.position)),
    // Each payment less what staff refunded of it (ADR 084's refunds addendum), so "Payments received" adds up to the
    // invoice's paid amount; one refunded in full is left out.
    db
      .select({
        amountCents: sql<number>`${invoicePayments.amountCents} - ${invoicePayments.refundedCents}`.mapWith(Number),
        method: invoicePayments.method,
        reference: invoicePayments.reference,
        receivedAt: invoicePayments.receivedAt,
      })
      .from(invoicePayments)
      .where(
        and(eq(invoicePayments.invoiceId, invoiceId), gt(invoicePayments.amountCents, invoicePayments.refundedCents)),
      )
      .orderBy(asc(invoicePayments.receivedAt), asc(invoicePayments.createdAt), asc(invoicePayments.id)),
    companyOf(db),
  ]);
  const { invoice } = row;
  return {
    locale: isLocale(invoice.locale) ? invoice.locale : "en",
    company,
    customer: customerOf(row.customer),
    invoice: {
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      subtotalCents: invoice.subtotalCents,
      discountPercent: invoice.discountPercent,
      discountCents: invoice.discountCents,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
      voidReason: invoice.voidReason,
      updatedAt: invoice.updatedAt,
    },
    lines,
    payments,
  };
}

/**
 * Everything a payment's receipt shows; null when there is no such payment. A payment made in one Stripe Checkout
 * session is one receipt for all the invoices that session paid. "Balance after" is the invoice's total less every
 * payment on it up to and including this one, so a later payment does not change an earlier receipt.
 */
export async function loadReceiptDocumentFacts(db: Executor, paymentId: string): Promise<ReceiptDocumentFacts | null> {
  const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, paymentId));
  if (!payment) return null;
  const together = payment.stripeCheckoutSessionId
    ? await db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.stripeCheckoutSessionId, payment.stripeCheckoutSessionId))
    : [payment];
  const invoiceIds = [...new Set(together.map((row) => row.invoiceId))];
  const [invoiceRows, history, company] = await Promise.all([
    db.select().from(invoices).where(inArray(invoices.id, invoiceIds)).orderBy(asc(invoices.number)),
    db
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, invoiceIds))
      .orderBy(asc(invoicePayments.receivedAt), asc(invoicePayments.createdAt), asc(invoicePayments.id)),
    companyOf(db),
  ]);
  const first = invoiceRows[0];
  if (!first) return null;
  const [customer] = await db.select().from(customers).where(eq(customers.id, first.customerId));
  if (!customer) return null;
  const applied = invoiceRows.map((invoice) => {
    const mine = together.filter((row) => row.invoiceId === invoice.id);
    const last = history.findLastIndex((row) => mine.some((own) => own.id === row.id));
    const paidThrough = history
      .slice(0, last + 1)
      .filter((row) => row.invoiceId === invoice.id)
      .reduce((sum, row) => sum + row.amountCents, 0);
    return {
      invoiceId: invoice.id,
      number: invoice.number,
      appliedCents: mine.reduce((sum, row) => sum + row.amountCents, 0),
      balanceAfterCents: Math.max(0, invoice.totalCents - paidThrough),
    };
  });
  return {
    locale: isLocale(first.locale) ? first.locale : "en",
    company,
    customer: customerOf(customer),
    paymentId: payment.id,
    receivedAt: payment.receivedAt,
    method: payment.method,
    reference: payment.reference,
    amountCents: applied.reduce((sum, row) => sum + row.appliedCents, 0),
    applied,
  };
}
