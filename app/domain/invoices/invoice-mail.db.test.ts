import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoices, jobs } from "~/db/schema";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { AppError } from "../app-error";
import { sendInvoice } from "./send-invoice.server";

const { db } = useTestDatabase();
const now = new Date("2026-03-03T15:00:00Z");

beforeEach(() => addInvoiceStaff(db()));

async function invoiceMails() {
  const rows = await db()
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.type, "email.send"))
    .orderBy(asc(jobs.id));
  return rows
    .map((row) => row.payload as { kind?: string; to: string; subject: string; text: string })
    .filter((payload) => payload.kind === "invoice-sent");
}

describe("the customer's e-mail when an invoice is sent", () => {
  it("queues exactly one e-mail in the customer's language with the lines, the discount, the total and the due date", async () => {
    const customerId = await addInvoiceCustomer(db(), { servicePlan: "premium_care", email: "lucia@example.com" });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 339 });
    await db().update(invoices).set({ locale: "es" }).where(eq(invoices.id, invoiceId));

    const sent = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    await expect(sendInvoice({ actor: INVOICE_STAFF, invoiceId, now })).rejects.toBeInstanceOf(AppError);

    const mails = await invoiceMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("lucia@example.com");
    expect(mails[0]!.subject).toContain(`Factura ${sent.number}`);
    expect(mails[0]!.text).toContain("Descuento de miembro del plan 15%");
    expect(mails[0]!.text).toContain("$301.50");
    expect(mails[0]!.text).toContain("2 de abril de 2026");
    expect(mails[0]!.text).toMatch(/\/es\/invoice\/[A-Za-z0-9_-]{43}/);
  });

  it("sends nothing to a customer without an e-mail address, and the invoice is sent all the same", async () => {
    const customerId = await addInvoiceCustomer(db(), { email: null });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });
    expect(await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now })).toMatchObject({ status: "open" });
    expect(await invoiceMails()).toEqual([]);
  });
});
