import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoices } from "~/db/schema";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  balancesOf,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { recordInvoicePayment } from "./record-invoice-payment.server";
import { sendInvoice } from "./send-invoice.server";
import { voidInvoice } from "./void-invoice.server";

const { db } = useTestDatabase();
const now = new Date("2026-03-03T15:00:00Z");

beforeEach(() => addInvoiceStaff(db()));

async function invoice(id: string) {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

const voiding = (invoiceId: string) =>
  voidInvoice({ actor: INVOICE_STAFF, invoiceId, form: { reason: "Billed twice" }, now });

describe("voiding an invoice (issue 38 item 1)", () => {
  it("refuses to void an invoice paid in part, saying to refund first, and changes nothing", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 200 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    await recordInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { amount: "50", method: "cash" }, now });
    await expect(voiding(invoiceId)).rejects.toMatchObject({
      code: "CONFLICT",
      fieldErrors: { reason: "voidHasPayments" },
    });
    expect(await invoice(invoiceId)).toMatchObject({ status: "open", balanceCents: 150_00, voidReason: null });
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 150_00, invoiced: 150_00 });
  });

  it("refuses to void a paid invoice and a draft with an on-site deposit", async () => {
    const customerId = await addInvoiceCustomer(db());
    const paid = await draftVisitInvoice(db(), customerId, { amountCharged: 120 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId: paid.invoiceId, now });
    await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId: paid.invoiceId,
      form: { amount: "120", method: "check" },
      now,
    });
    expect((await invoice(paid.invoiceId)).status).toBe("paid");
    await expect(voiding(paid.invoiceId)).rejects.toMatchObject({ code: "CONFLICT" });

    const deposit = await draftVisitInvoice(db(), customerId, { amountCharged: 150, paidOnSite: true });
    await expect(voiding(deposit.invoiceId)).rejects.toMatchObject({ fieldErrors: { reason: "voidHasPayments" } });
    expect((await invoice(deposit.invoiceId)).status).toBe("draft");
  });

  it("voids an invoice nobody paid anything on, keeping its number", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 120 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    await voiding(invoiceId);
    expect(await invoice(invoiceId)).toMatchObject({ status: "void", number: "INV-2026-00001" });
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
  });
});
