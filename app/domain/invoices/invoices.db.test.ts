import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoiceLines, invoicePayments, invoices, serviceHistory } from "~/db/schema";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  balancesOf,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { AppError } from "../app-error";
import { editDraftInvoice } from "./edit-draft-invoice.server";
import { recordInvoicePayment, recordPaymentInTransaction } from "./record-invoice-payment.server";
import { sendInvoice } from "./send-invoice.server";
import { voidInvoice } from "./void-invoice.server";

const { db } = useTestDatabase();
const now = new Date("2026-03-03T15:00:00Z");

beforeEach(() => addInvoiceStaff(db()));

async function invoice(id: string) {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

async function linesOf(id: string) {
  return db()
    .select({
      code: invoiceLines.priceBookCode,
      total: invoiceLines.lineTotalCents,
      discountable: invoiceLines.discountable,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(invoiceLines.position);
}

describe("drafting a completed visit's invoice", () => {
  it("charges the service call fee, applies it to the repair and takes the member's discount off the repair only", async () => {
    const customerId = await addInvoiceCustomer(db(), { servicePlan: "premium_care" });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 339 });
    expect(await linesOf(invoiceId)).toEqual([
      { code: "service_call", total: 89_00, discountable: false },
      { code: null, total: 250_00, discountable: true },
    ]);
    const row = await invoice(invoiceId);
    expect(row).toMatchObject({ status: "draft", number: null, subtotalCents: 339_00, discountPercent: 15 });
    expect(row).toMatchObject({ discountCents: 37_50, totalCents: 301_50, balanceCents: 301_50 });
    // A draft is not owed yet.
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
  });

  it("drafts one invoice per visit however often the completion runs", async () => {
    const customerId = await addInvoiceCustomer(db());
    const first = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });
    const { draftInvoiceForVisit } = await import("./draft-invoice-for-visit.server");
    const again = await db().transaction((tx) =>
      draftInvoiceForVisit(tx, {
        ...first,
        customerId,
        amountCharged: 500,
        description: null,
        paidOnSite: false,
        actor: null,
        now,
      }),
    );
    expect(again).toEqual({ invoiceId: first.invoiceId, created: false });
    expect((await invoice(first.invoiceId)).totalCents).toBe(89_00);
  });

  it("records a payment taken on site as the draft's deposit, so sending it sends it paid", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId, serviceRecordId } = await draftVisitInvoice(db(), customerId, {
      amountCharged: 150,
      paidOnSite: true,
    });
    expect(await invoice(invoiceId)).toMatchObject({ paidCents: 150_00, balanceCents: 0, status: "draft" });
    const sent = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    expect(sent.status).toBe("paid");
    const [record] = await db().select().from(serviceHistory).where(eq(serviceHistory.id, serviceRecordId));
    expect(record!.paymentStatus).toBe("paid");
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
  });
});

describe("editing, sending, paying and voiding", () => {
  it("prices a draft's lines from the price book on the server and numbers it when it is sent", async () => {
    const customerId = await addInvoiceCustomer(db(), { servicePlan: "basic" });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 0 });
    await editDraftInvoice({
      actor: INVOICE_STAFF,
      invoiceId,
      form: {
        lines: [
          { code: "service_call" },
          { code: "labour_hour", quantity: "1.5" },
          { description: "Thermostat wire", unitPrice: "12.34", discountable: true, totalCents: 1 },
        ],
      },
    });
    // $89 + $187.50 + $12.34; 10% off the labour and the wire: 19.984 → $19.98.
    expect(await invoice(invoiceId)).toMatchObject({ subtotalCents: 288_84, discountCents: 19_98, totalCents: 268_86 });
    const sent = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    expect(sent).toEqual({ number: "INV-2026-00001", status: "open", mailed: true, texted: false });
    expect(await invoice(invoiceId)).toMatchObject({ issueDate: "2026-03-03", dueDate: "2026-04-02" });
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 268_86, invoiced: 268_86 });
    await expect(sendInvoice({ actor: INVOICE_STAFF, invoiceId, now })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      editDraftInvoice({ actor: INVOICE_STAFF, invoiceId, form: { lines: [{ code: "part_filter" }] } }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("takes partial payments until nothing is owed, then refuses another with a clear message", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId, serviceRecordId } = await draftVisitInvoice(db(), customerId, { amountCharged: 200 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    await recordInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { amount: "50", method: "cash" }, now });
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 150_00, invoiced: 150_00 });
    await expect(
      recordInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { amount: "150.01", method: "cash" }, now }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { amount: "moreThanOwed" } });
    const paid = await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId,
      form: { amount: "150", method: "check", reference: "1042" },
      now,
    });
    expect(paid).toEqual({ status: "paid", balanceCents: 0 });
    const [record] = await db().select().from(serviceHistory).where(eq(serviceHistory.id, serviceRecordId));
    expect(record!.paymentStatus).toBe("paid");
    const error = await recordInvoicePayment({
      actor: INVOICE_STAFF,
      invoiceId,
      form: { amount: "1", method: "cash" },
      now,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("Invoice INV-2026-00001 is already paid");
  });

  it("keeps a void invoice's number and reason, drops what it owed from the balance and refuses paying it", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 120 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    await expect(voidInvoice({ actor: INVOICE_STAFF, invoiceId, form: { reason: "  " } })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { reason: "reasonRequired" },
    });
    await voidInvoice({ actor: INVOICE_STAFF, invoiceId, form: { reason: "Billed twice" }, now });
    expect(await invoice(invoiceId)).toMatchObject({
      status: "void",
      number: "INV-2026-00001",
      voidReason: "Billed twice",
    });
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
    await expect(
      recordInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { amount: "10", method: "cash" }, now }),
    ).rejects.toThrow("Invoice INV-2026-00001 is void (Billed twice): it cannot be paid");
  });

  it("records a Stripe payment once however often its webhook is delivered", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 200 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    const deliver = () =>
      db().transaction((tx) =>
        recordPaymentInTransaction(tx, {
          invoiceId,
          amountCents: 100_00,
          method: "stripe",
          reference: null,
          stripePaymentIntentId: "pi_123",
          actor: null,
          now,
        }),
      );
    expect(await deliver()).toEqual({ status: "open", balanceCents: 100_00 });
    expect(await deliver()).toEqual({ status: "open", balanceCents: 100_00, duplicate: true });
    expect(await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId))).toHaveLength(1);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 100_00, invoiced: 100_00 });
  });
});
