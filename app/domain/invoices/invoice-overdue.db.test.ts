import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoices, jobs, serviceHistory } from "~/db/schema";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { enqueueInvoiceOverdueDailyRun } from "./invoice-overdue-daily-job.server";
import { listCustomerInvoices } from "./list-customer-invoices.server";
import { listInvoices } from "./list-invoices.server";
import { recordInvoicePayment } from "./record-invoice-payment.server";
import { sendInvoice } from "./send-invoice.server";
import { sendOverdueReminders } from "./send-overdue-reminders.server";

const { db } = useTestDatabase();
// Sent on March 3rd in Miami: due 30 days later, on April 2nd.
const SENT = new Date("2026-03-03T15:00:00Z");
const BEFORE_DUE = new Date("2026-04-02T15:00:00Z");
const PAST_DUE = new Date("2026-04-10T15:00:00Z");

beforeEach(() => addInvoiceStaff(db()));

async function overdueMails() {
  const rows = await db()
    .select({ payload: jobs.payload, key: jobs.dedupeKey })
    .from(jobs)
    .where(eq(jobs.type, "email.send"));
  return rows
    .map((row) => ({ ...(row.payload as { kind?: string; to: string; subject: string; text: string }), key: row.key }))
    .filter((mail) => mail.kind === "invoice-overdue");
}

async function sentInvoice(email: string, amountCharged: number) {
  const customerId = await addInvoiceCustomer(db(), { email });
  const { invoiceId, serviceRecordId } = await draftVisitInvoice(db(), customerId, { amountCharged });
  const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now: SENT });
  return { customerId, invoiceId, serviceRecordId, number };
}

describe("overdue invoices (issue 38 item 1)", () => {
  it("shows an open invoice past its due date as overdue in the office list and on the customer, without changing its status", async () => {
    const late = await sentInvoice("late@example.com", 150);
    const paid = await sentInvoice("paid@example.com", 120);
    await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId: paid.invoiceId,
      form: { amount: "120", method: "cash" },
    });
    const staff = { isAdmin: true };
    const params = { q: "", status: "overdue" as const, page: 1 };

    expect((await listInvoices({ actor: staff, params, now: BEFORE_DUE })).rows).toEqual([]);
    const overdue = await listInvoices({ actor: staff, params, now: PAST_DUE });
    expect(overdue.rows.map((row) => [row.id, row.status, row.overdue])).toEqual([[late.invoiceId, "open", true]]);
    const all = await listInvoices({ actor: staff, params: { ...params, status: "all" }, now: PAST_DUE });
    expect(all.rows.find((row) => row.id === paid.invoiceId)?.overdue).toBe(false);

    const customer = await listCustomerInvoices({ customerId: late.customerId, now: PAST_DUE });
    expect(customer).toMatchObject({
      overdueCount: 1,
      rows: [{ id: late.invoiceId, overdue: true, dueDate: "2026-04-02" }],
    });
    const [row] = await db().select().from(invoices).where(eq(invoices.id, late.invoiceId));
    expect(row!.status).toBe("open");
  });

  it("mails one reminder per overdue invoice however often the daily pass runs, in the invoice's language", async () => {
    const late = await sentInvoice("late@example.com", 150);
    await db().update(invoices).set({ locale: "es" }).where(eq(invoices.id, late.invoiceId));
    await sentInvoice("paid@example.com", 120).then((paid) =>
      recordInvoicePayment({
        actor: INVOICE_STAFF,
        invoiceId: paid.invoiceId,
        form: { amount: "120", method: "cash" },
      }),
    );

    expect(await sendOverdueReminders(db(), BEFORE_DUE)).toEqual({ queued: 0, failed: 0 });
    expect(await sendOverdueReminders(db(), PAST_DUE)).toEqual({ queued: 1, failed: 0 });
    expect(await sendOverdueReminders(db(), PAST_DUE)).toEqual({ queued: 0, failed: 0 });
    expect(await sendOverdueReminders(db(), new Date("2026-04-11T15:00:00Z"))).toEqual({ queued: 0, failed: 0 });

    const mails = await overdueMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "late@example.com", key: `invoice-overdue:${late.invoiceId}` });
    expect(mails[0]!.subject).toMatch(new RegExp(`^La factura ${late.number} de .+ está vencida$`));
    expect(mails[0]!.text).toContain("$150.00");
    // The service record follows its invoice: overdue now.
    const [record] = await db().select().from(serviceHistory).where(eq(serviceHistory.id, late.serviceRecordId));
    expect(record!.paymentStatus).toBe("overdue");
  });

  it("queues the daily pass once per business day however many servers ask", async () => {
    const first = await enqueueInvoiceOverdueDailyRun(db(), PAST_DUE);
    const second = await enqueueInvoiceOverdueDailyRun(db(), new Date("2026-04-10T20:00:00Z"));
    expect(first.deduplicated).toBe(false);
    expect(second).toMatchObject({ id: first.id, deduplicated: true });
  });
});
