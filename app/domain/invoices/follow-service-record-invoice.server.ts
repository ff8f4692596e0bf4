import { eq, sql } from "drizzle-orm";
import { INVOICE_DUE_DAYS } from "~/config/invoice-rules";
import type { Executor } from "~/db/client.server";
import { invoiceLines, invoices, type serviceHistory } from "~/db/schema";
import { businessToday } from "~/domain/customers/due-soon-date";
import { takeInvoiceNumber } from "./invoice-number.server";
import { recordPaymentInTransaction } from "./record-invoice-payment.server";
import { refreshCustomerBalance } from "./refresh-customer-balance.server";

type RecordRow = typeof serviceHistory.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;
const isOwed = (record: RecordRow) =>
  (record.paymentStatus === "pending" || record.paymentStatus === "overdue") && record.amountCharged > 0;

/**
 * A service record staff add, edit or delete in the back office keeps its invoice in step (issue 38, ADR 084), in the
 * caller's transaction, so the balance (the sum of open invoices) moves as it did when it was summed from records:
 * - a record owed (pending or overdue, with an amount) and without an invoice gets an open, numbered service-record
 *   invoice for its amount (due 30 days after the service, or on it when staff marked it overdue);
 * - marking it paid records a payment of what its invoice still owes (method `cash`, referenced as marked paid on the
 *   record: the invoice screen will ask how it was paid);
 * - a changed amount rewrites a service-record invoice nothing was paid on, a changed customer moves the invoice;
 * - deleting the record voids its open service-record invoice ("service record deleted"), keeping its number.
 * A visit's invoice is not rewritten from its record: staff edit the draft. Answers nothing; balances are refreshed.
 */
export async function followServiceRecordInvoice(
  tx: Executor,
  input: { before: RecordRow | null; after: RecordRow | null; actor: { id: string } | null; now: Date },
): Promise<void> {
  const record = input.after ?? input.before!;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.serviceHistoryId, record.id)).for("update");
  const customersTouched = new Set<string>([record.customerId, ...(input.before ? [input.before.customerId] : [])]);
  if (!input.after) {
    if (invoice && invoice.kind === "service_record" && (invoice.status === "open" || invoice.status === "draft")) {
      await tx
        .update(invoices)
        .set({ status: "void", voidReason: "Service record deleted", voidedAt: input.now, updatedAt: sql`now()` })
        .where(eq(invoices.id, invoice.id));
    }
  } else if (!invoice) {
    if (isOwed(input.after)) await openRecordInvoice(tx, input.after, input.now);
  } else {
    const after = input.after;
    if (invoice.customerId !== after.customerId) {
      customersTouched.add(invoice.customerId);
      await tx.update(invoices).set({ customerId: after.customerId }).where(eq(invoices.id, invoice.id));
    }
    const cents = Math.round(after.amountCharged * 100);
    if (invoice.kind === "service_record" && invoice.paidCents === 0 && invoice.status === "open" && cents > 0) {
      if (cents !== invoice.totalCents) {
        await tx
          .update(invoices)
          .set({ subtotalCents: cents, totalCents: cents, balanceCents: cents, updatedAt: sql`now()` })
          .where(eq(invoices.id, invoice.id));
        await tx
          .update(invoiceLines)
          .set({ unitPriceCents: cents, lineTotalCents: cents })
          .where(eq(invoiceLines.invoiceId, invoice.id));
      }
    }
    if (after.paymentStatus === "paid" && invoice.status === "open") {
      const [current] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
      await recordPaymentInTransaction(tx, {
        invoiceId: invoice.id,
        amountCents: current!.balanceCents,
        method: "cash",
        reference: "Marked paid on the service record",
        actor: input.actor,
        now: input.now,
      });
    }
  }
  for (const customerId of customersTouched) await refreshCustomerBalance(tx, customerId);
}

async function openRecordInvoice(tx: Executor, record: RecordRow, now: Date): Promise<void> {
  const issueDate = businessToday(now);
  const year = Number(issueDate.slice(0, 4));
  const number = await takeInvoiceNumber(tx, year);
  const cents = Math.round(record.amountCharged * 100);
  const dueDate =
    record.paymentStatus === "overdue"
      ? record.serviceDate
      : new Date(Date.parse(`${record.serviceDate}T00:00:00Z`) + INVOICE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const [created] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      customerId: record.customerId,
      serviceHistoryId: record.id,
      kind: "service_record",
      status: "open",
      issueDate,
      dueDate,
      subtotalCents: cents,
      totalCents: cents,
      balanceCents: cents,
      sentAt: now,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values({
    invoiceId: created!.id,
    position: 1,
    description: `${record.serviceType} (${record.serviceDate})`,
    unitPriceCents: cents,
    lineTotalCents: cents,
  });
}
