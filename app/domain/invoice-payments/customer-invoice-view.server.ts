import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, invoiceLines, invoicePayments, invoices, type InvoiceStatus } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { AppError } from "~/domain/app-error";
import { knownInvoiceId } from "~/domain/invoices/load-invoice-for-update.server";

/** How a customer sees an invoice's state: overdue is an open invoice past its due date. */
export type CustomerInvoiceState = "open" | "overdue" | "paid" | "void";

export type CustomerInvoiceSummary = {
  id: string;
  number: string;
  state: CustomerInvoiceState;
  issueDate: string | null;
  dueDate: string | null;
  totalCents: number;
  balanceCents: number;
  /** Open with something owed: it may be ticked and paid. */
  payable: boolean;
};

export type CustomerInvoiceDetail = CustomerInvoiceSummary & {
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  paidCents: number;
  voidReason: string | null;
  lines: { id: string; description: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  payments: { id: string; amountCents: number; method: string; receivedAt: string }[];
};

type InvoiceRow = typeof invoices.$inferSelect;

function stateOf(row: Pick<InvoiceRow, "status" | "dueDate">, today: string): CustomerInvoiceState {
  if (row.status === "open") return row.dueDate && row.dueDate < today ? "overdue" : "open";
  return row.status as Exclude<InvoiceStatus, "draft" | "open">;
}

export function summaryOf(row: InvoiceRow, now: Date): CustomerInvoiceSummary {
  return {
    id: row.id,
    number: row.number ?? "",
    state: stateOf(row, businessDateOf(now)),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalCents: row.totalCents,
    balanceCents: row.balanceCents,
    payable: row.status === "open" && row.balanceCents > 0,
  };
}

/** The customer record of a signed-in customer, or NOT_FOUND (a login without a record has no invoices to pay). */
export async function ownCustomerId(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** A customer's sent invoices (never drafts), open ones first, then newest first. */
export async function customerInvoiceRows(db: Executor, customerId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), ne(invoices.status, "draft")))
    .orderBy(desc(inArray(invoices.status, ["open"])), desc(invoices.issueDate), desc(invoices.number));
}

/**
 * One of the customer's sent invoices with its lines and payments. Another customer's, a draft or a junk id is
 * NOT_FOUND alike, so nothing is learnt by probing.
 */
export async function customerInvoiceDetail(
  db: Executor,
  input: { customerId: string; invoiceId: unknown; now: Date },
): Promise<CustomerInvoiceDetail> {
  const id = knownInvoiceId(input.invoiceId);
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.customerId, input.customerId), ne(invoices.status, "draft")));
  if (!row) throw new AppError("NOT_FOUND", "Invoice not found");
  const [lines, payments] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
    db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(asc(invoicePayments.receivedAt)),
  ]);
  return {
    ...summaryOf(row, input.now),
    subtotalCents: row.subtotalCents,
    discountPercent: row.discountPercent,
    discountCents: row.discountCents,
    paidCents: row.paidCents,
    voidReason: row.voidReason,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantityThousandths / 1000,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
    })),
    // What each payment still counts for: less what staff refunded of it (ADR 084's refunds addendum), so the list adds
    // up to what the invoice says was paid; a payment refunded in full is left out.
    payments: payments
      .filter((payment) => payment.amountCents > payment.refundedCents)
      .map((payment) => ({
        id: payment.id,
        amountCents: payment.amountCents - payment.refundedCents,
        method: payment.method,
        receivedAt: payment.receivedAt.toISOString(),
      })),
  };
}
