import { desc, eq, isNull, type SQL } from "drizzle-orm";
import { database } from "~/db/database.server";
import {
  customers,
  invoiceRefundFlags,
  invoices,
  quoteDepositRefundFlags,
  quotes,
  user,
  type InvoiceRefundReason,
  type QuoteDepositRefundReason,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";

/** An invoice's online payment that could not be taken, or a quote deposit's money nothing is owed for. */
export type PaymentToRefundKind = "invoice" | "quote";
export type PaymentToRefundReason = InvoiceRefundReason | QuoteDepositRefundReason;

export type PaymentToRefundRow = {
  kind: PaymentToRefundKind;
  id: string;
  /** The invoice's or the quote's id and number, for the row's link. */
  documentId: string;
  number: string;
  customerId: string;
  customerName: string;
  amountCents: number;
  reason: PaymentToRefundReason;
  /** Stripe's ids, for staff to find the payment in Stripe's dashboard. */
  sessionId: string | null;
  paymentIntentId: string | null;
  flaggedAt: string;
  /** Set once staff marked it refunded; such a row has left the to-refund list and stays as the record. */
  refunded: { at: string; by: string | null; reference: string | null } | null;
};

const LIMIT = 100;

/**
 * "Payments to refund" (issue 38, ADR 084 and 087 addenda): invoice refund flags and quote deposit refund flags in
 * one list, newest first. Without a document: only those still to refund, for /admin/invoices. With one invoice or
 * one quote: that document's, refunded ones included as its history. Staff only.
 */
export async function listPaymentsToRefund(input: {
  actor: { isAdmin: boolean };
  invoiceId?: string;
  quoteId?: string;
}): Promise<PaymentToRefundRow[]> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can read payments to refund");
  const one = Boolean(input.invoiceId || input.quoteId);
  const [invoiceRows, quoteRows] = await Promise.all([
    input.quoteId
      ? []
      : invoiceFlags(
          input.invoiceId ? eq(invoiceRefundFlags.invoiceId, input.invoiceId) : isNull(invoiceRefundFlags.refundedAt),
        ),
    input.invoiceId
      ? []
      : quoteFlags(
          input.quoteId
            ? eq(quoteDepositRefundFlags.quoteId, input.quoteId)
            : isNull(quoteDepositRefundFlags.refundedAt),
        ),
  ]);
  const rows = [...invoiceRows, ...quoteRows].sort((a, b) => b.flaggedAt.localeCompare(a.flaggedAt));
  // A document's own page lists what is still to refund first, then its history.
  if (one) rows.sort((a, b) => Number(a.refunded !== null) - Number(b.refunded !== null));
  return rows.slice(0, LIMIT);
}

/** What an invoice's and a quote deposit's flag rows share, as the joined query reads them. */
type JoinedFlag = {
  flag: {
    id: string;
    customerId: string;
    amountCents: number;
    reason: PaymentToRefundReason;
    stripeCheckoutSessionId: string | null;
    stripePaymentIntentId: string | null;
    createdAt: Date;
    refundedAt: Date | null;
    refundReference: string | null;
  };
  number: string | null;
  first: string;
  last: string;
  by: string | null;
};

function flagRow(kind: PaymentToRefundKind, documentId: string, joined: JoinedFlag): PaymentToRefundRow {
  const { flag, by } = joined;
  return {
    kind,
    id: flag.id,
    documentId,
    number: joined.number ?? "",
    customerId: flag.customerId,
    customerName: `${joined.first} ${joined.last}`.trim(),
    amountCents: flag.amountCents,
    reason: flag.reason,
    sessionId: flag.stripeCheckoutSessionId,
    paymentIntentId: flag.stripePaymentIntentId,
    flaggedAt: flag.createdAt.toISOString(),
    refunded: flag.refundedAt ? { at: flag.refundedAt.toISOString(), by, reference: flag.refundReference } : null,
  };
}

async function invoiceFlags(where: SQL | undefined): Promise<PaymentToRefundRow[]> {
  const db = await database();
  const rows = await db
    .select({
      flag: invoiceRefundFlags,
      number: invoices.number,
      first: customers.firstName,
      last: customers.lastName,
      by: user.name,
    })
    .from(invoiceRefundFlags)
    .innerJoin(invoices, eq(invoices.id, invoiceRefundFlags.invoiceId))
    .innerJoin(customers, eq(customers.id, invoiceRefundFlags.customerId))
    .leftJoin(user, eq(user.id, invoiceRefundFlags.refundedBy))
    .where(where)
    .orderBy(desc(invoiceRefundFlags.createdAt))
    .limit(LIMIT);
  return rows.map((row) => flagRow("invoice", row.flag.invoiceId, row));
}

async function quoteFlags(where: SQL | undefined): Promise<PaymentToRefundRow[]> {
  const db = await database();
  const rows = await db
    .select({
      flag: quoteDepositRefundFlags,
      number: quotes.number,
      first: customers.firstName,
      last: customers.lastName,
      by: user.name,
    })
    .from(quoteDepositRefundFlags)
    .innerJoin(quotes, eq(quotes.id, quoteDepositRefundFlags.quoteId))
    .innerJoin(customers, eq(customers.id, quoteDepositRefundFlags.customerId))
    .leftJoin(user, eq(user.id, quoteDepositRefundFlags.refundedBy))
    .where(where)
    .orderBy(desc(quoteDepositRefundFlags.createdAt))
    .limit(LIMIT);
  return rows.map((row) => flagRow("quote", row.flag.quoteId, row));
}
