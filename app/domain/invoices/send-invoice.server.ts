import { eq, sql } from "drizzle-orm";
import { INVOICE_DUE_DAYS } from "~/config/invoice-rules";
import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { businessToday } from "~/domain/customers/due-soon-date";
import { followInvoiceServiceRecord } from "./follow-invoice-service-record.server";
import { takeInvoiceNumber } from "./invoice-number.server";
import { queueInvoiceMail } from "./queue-invoice-mail.server";
import { queueInvoiceText } from "./queue-invoice-text.server";
import { knownInvoiceId, loadInvoiceForUpdate } from "./load-invoice-for-update.server";
import { refreshCustomerBalance } from "./refresh-customer-balance.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff send a reviewed draft (issue 38, ADR 084). In ONE transaction: the year's next number from its counter row
 * (no gaps: a failed send rolls its number back), status open (or paid when a deposit already covers it), the issue
 * date (today in Miami) and the due date INVOICE_DUE_DAYS later, the customer's balance, the service record's payment
 * status and the audit entry. Sending an invoice already sent is refused (CONFLICT), so a double click numbers once.
 * The customer's e-mail is queued in the same transaction (queueInvoiceMail), so it goes once, when the send commits,
 * and so is a text where the customer's number has SMS consent (queueInvoiceText). Answers whether each was queued,
 * so the page never says an invoice was e-mailed when the record has no address.
 */
export async function sendInvoice(input: {
  actor: Pick<SessionUser, "id">;
  invoiceId: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ number: string; status: string; mailed: boolean; texted: boolean }> {
  const id = knownInvoiceId(input.invoiceId);
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const invoice = await loadInvoiceForUpdate(tx, id);
    if (invoice.status !== "draft")
      throw new AppError("CONFLICT", `Invoice ${invoice.number ?? ""} was already sent`.replace("  ", " "));
    const issueDate = businessToday(now);
    const year = Number(issueDate.slice(0, 4));
    const number = await takeInvoiceNumber(tx, year);
    const dueDate = new Date(Date.parse(`${issueDate}T00:00:00Z`) + INVOICE_DUE_DAYS * DAY_MS)
      .toISOString()
      .slice(0, 10);
    // Nothing left to pay (a deposit covered it, or a plan visit at $0): it is sent as paid.
    const status = invoice.balanceCents === 0 ? "paid" : "open";
    await tx
      .update(invoices)
      .set({
        number,
        year,
        status,
        issueDate,
        dueDate,
        sentAt: now,
        ...(status === "paid" ? { paidAt: now } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, invoice.id));
    await followInvoiceServiceRecord(tx, { ...invoice, status, dueDate }, now);
    await refreshCustomerBalance(tx, invoice.customerId);
    const mailed = await queueInvoiceMail(tx, invoice, {
      number,
      dueDate,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
    });
    const texted = await queueInvoiceText(tx, invoice, { number, balanceCents: invoice.balanceCents });
    await recordAudit(tx, {
      actor: input.actor,
      action: "invoice.send",
      entity: "invoice",
      entityId: invoice.id,
      details: { number, totalCents: invoice.totalCents, balanceCents: invoice.balanceCents, status, mailed, texted },
    });
    return { number, status, mailed, texted };
  });
}
