import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoicePayments, invoices, user } from "~/db/schema";
import { getSettings } from "~/domain/settings/get-settings.server";
import { pdfText as pdfLines } from "../../../../tests/support/pdf-text";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../../tests/support/test-database";
import { recordInvoicePayment } from "../record-invoice-payment.server";
import { sendInvoice } from "../send-invoice.server";
import { voidInvoice } from "../void-invoice.server";
import { invoicePdf } from "./invoice-pdf.server";
import { receiptPdfFile } from "./receipt-pdf.server";

const { db } = useTestDatabase();
const now = new Date("2026-03-03T15:00:00Z");
const staff = { id: INVOICE_STAFF.id, isAdmin: true };

/** The document's words with its line breaks as spaces: a long business name may wrap. */
const pdfText = (pdf: Buffer) => pdfLines(pdf).replace(/\s+/g, " ");

beforeEach(() => addInvoiceStaff(db()));

/** A premium-care member's sent visit invoice: $339 charged, 15% off the $250 repair, $301.50 owed. */
async function sentInvoice(values: { locale?: "en" | "es"; userId?: string } = {}) {
  const customerId = await addInvoiceCustomer(db(), {
    servicePlan: "premium_care",
    addressLine1: "742 Calle Ocho",
    city: "Miami",
    zipCode: "33135",
    userId: values.userId ?? null,
  });
  const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 339 });
  await db()
    .update(invoices)
    .set({ locale: values.locale ?? "en" })
    .where(eq(invoices.id, invoiceId));
  const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
  return { customerId, invoiceId, number };
}

async function paymentIds(invoiceId: string) {
  const rows = await db()
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.receivedAt));
  return rows.map((row) => row.id);
}

async function addCustomerLogin(id: string) {
  await db()
    .insert(user)
    .values({ id, name: id, email: `${id}@example.com`, role: "user" });
  return { id, isAdmin: false };
}

describe("an invoice's PDF", () => {
  it("shows the business, number, dates, customer, lines, member discount and totals in English", async () => {
    const { invoiceId, number } = await sentInvoice();
    await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId,
      form: { amount: "100", method: "cash", reference: "" },
      now: new Date("2026-03-05T15:00:00Z"),
    });
    const file = await invoicePdf({ viewer: staff, invoiceId });
    expect(file.fileName).toBe(`${number}.pdf`);
    expect(file.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(file.content);
    const settings = await getSettings();
    for (const expected of [
      settings.companyName,
      settings.address,
      settings.mainPhone,
      `License ${settings.licenseNumber}`,
      "INVOICE",
      number,
      "Mar 3, 2026",
      "Apr 2, 2026",
      "Open",
      "Ana Pérez",
      "742 Calle Ocho",
      "Miami, FL 33135",
      "$89.00",
      "$339.00",
      "Plan member discount 15%",
      "-$37.50",
      "$301.50",
      "Cash",
      "$100.00",
      "Balance due",
      "$201.50",
      "Page 1 of 1",
    ])
      expect(text).toContain(expected);
  });

  it("is written in Spanish for a Spanish invoice, accents and inverted marks included, and stamped paid", async () => {
    const { invoiceId, number } = await sentInvoice({ locale: "es" });
    await recordInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { amount: "301.50", method: "check" } });
    const text = pdfText((await invoicePdf({ viewer: staff, invoiceId })).content);
    for (const expected of [
      "FACTURA",
      `Número de factura`,
      number,
      "Fecha de emisión",
      "3 mar 2026",
      "Descripción",
      "Descuento de miembro del plan 15%",
      "PAGADA",
      "Cheque",
      "Saldo pendiente",
      "$0.00",
      "¿Preguntas sobre esta factura?",
      "Página 1 de 1",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Balance due");
  });

  it("says a void invoice is void and why", async () => {
    const { invoiceId } = await sentInvoice();
    await voidInvoice({ actor: INVOICE_STAFF, invoiceId, form: { reason: "Billed twice" } });
    const text = pdfText((await invoicePdf({ viewer: staff, invoiceId })).content);
    expect(text).toContain("VOID");
    expect(text).toContain("Voided: Billed twice");
  });

  it("is given to a customer for their own sent invoice only: another's, a draft and a junk id are not found", async () => {
    const ana = await addCustomerLogin("ana-login");
    const bea = await addCustomerLogin("bea-login");
    const { invoiceId, customerId } = await sentInvoice({ userId: ana.id });
    expect((await invoicePdf({ viewer: ana, invoiceId })).content.length).toBeGreaterThan(1000);
    await expect(invoicePdf({ viewer: bea, invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const draft = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });
    await expect(invoicePdf({ viewer: ana, invoiceId: draft.invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(invoicePdf({ viewer: ana, invoiceId: "not-a-uuid" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Staff see drafts, named as drafts until they have a number.
    const staffDraft = await invoicePdf({ viewer: staff, invoiceId: draft.invoiceId });
    expect(staffDraft.fileName).toMatch(/^draft-[0-9a-f]{8}\.pdf$/);
    expect(pdfText(staffDraft.content)).toContain("DRAFT INVOICE");
  });
});

describe("a payment's receipt PDF", () => {
  it("shows the amount, method, date, invoice number and the balance right after that payment, in either language", async () => {
    const { invoiceId, number } = await sentInvoice({ locale: "es" });
    await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId,
      form: { amount: "100", method: "cash" },
      now: new Date("2026-03-05T15:00:00Z"),
    });
    await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId,
      form: { amount: "201.50", method: "card_on_site", reference: "Visa 4242" },
      now: new Date("2026-03-06T15:00:00Z"),
    });
    const [first, second] = await paymentIds(invoiceId);
    const firstReceipt = await receiptPdfFile(first!);
    expect(firstReceipt?.fileName).toBe(`receipt-${number}.pdf`);
    const firstText = pdfText(firstReceipt!.content);
    for (const expected of ["RECIBO DE PAGO", "5 mar 2026", "Efectivo", number, "$100.00", "Saldo después", "$201.50"])
      expect(firstText).toContain(expected);
    // A later payment does not change what the earlier receipt says was left.
    expect(firstText).not.toContain("$0.00");

    await db().update(invoices).set({ locale: "en" }).where(eq(invoices.id, invoiceId));
    const secondText = pdfText((await receiptPdfFile(second!))!.content);
    for (const expected of ["PAYMENT RECEIPT", "Mar 6, 2026", "Card on site", "Visa 4242", "$201.50", "$0.00"])
      expect(secondText).toContain(expected);
    expect(await receiptPdfFile("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
