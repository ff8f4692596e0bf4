import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, invoicePaymentRefunds, invoicePayments, invoices, serviceHistory } from "~/db/schema";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  balancesOf,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { discardVisitDraft } from "./discard-visit-draft.server";
import { recordInvoicePayment, recordPaymentInTransaction } from "./record-invoice-payment.server";
import { refundInvoicePayment } from "./refund-invoice-payment.server";
import { sendInvoice } from "./send-invoice.server";
import { voidInvoice } from "./void-invoice.server";

const { db } = useTestDatabase();
const now = new Date("2026-03-03T15:00:00Z");

beforeEach(() => addInvoiceStaff(db()));

async function invoice(id: string) {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

const paymentsOf = (invoiceId: string) =>
  db()
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.amountCents));

const refund = (invoiceId: string, paymentId: string, amount: string, reason = "Customer overpaid") =>
  refundInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { paymentId, amount, reason }, now });

/** An invoice of $150 sent and paid in full: $50 by card on site and $100 by check. */
async function paidInvoice() {
  const customerId = await addInvoiceCustomer(db());
  const visit = await draftVisitInvoice(db(), customerId, { amountCharged: 150 });
  const { invoiceId } = visit;
  await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
  for (const [amount, method] of [
    ["50", "card_on_site"],
    ["100", "check"],
  ])
    await recordInvoicePayment({ actor: INVOICE_STAFF, invoiceId, form: { amount, method }, now });
  const [card, check] = await paymentsOf(invoiceId);
  return { customerId, invoiceId, serviceRecordId: visit.serviceRecordId, card: card!, check: check! };
}

async function recordStatus(id: string) {
  const [row] = await db().select().from(serviceHistory).where(eq(serviceHistory.id, id));
  return row!.paymentStatus;
}

describe("refunding an invoice payment (ADR 084's refunds addendum)", () => {
  it("takes part, then the rest, off the invoice, which opens again and can then be voided", async () => {
    const { customerId, invoiceId, serviceRecordId, card, check } = await paidInvoice();
    expect(await invoice(invoiceId)).toMatchObject({ status: "paid", paidCents: 150_00, balanceCents: 0 });
    expect(await recordStatus(serviceRecordId)).toBe("paid");

    expect(await refund(invoiceId, check.id, "30")).toEqual({ status: "open", paidCents: 120_00, balanceCents: 30_00 });
    expect(await invoice(invoiceId)).toMatchObject({ status: "open", paidAt: null, balanceCents: 30_00 });
    expect(await recordStatus(serviceRecordId)).toBe("pending");
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 30_00, invoiced: 30_00 });

    await refund(invoiceId, check.id, "70.00");
    await refund(invoiceId, card.id, "50");
    expect(await invoice(invoiceId)).toMatchObject({ status: "open", paidCents: 0, balanceCents: 150_00 });
    expect((await paymentsOf(invoiceId)).map((row) => row.refundedCents)).toEqual([50_00, 100_00]);
    expect(await db().select().from(invoicePaymentRefunds)).toHaveLength(3);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 150_00, invoiced: 150_00 });

    // Everything given back: the void ADR 084 refused before a refund record existed now goes through.
    await voidInvoice({ actor: INVOICE_STAFF, invoiceId, form: { reason: "Job cancelled" }, now });
    expect(await invoice(invoiceId)).toMatchObject({ status: "void", paidCents: 0 });
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "invoice.payment-refund"));
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ actorUserId: INVOICE_STAFF.id, entityId: invoiceId });
  });

  it("refuses more than is left of the payment with a field message, and changes nothing", async () => {
    const { customerId, invoiceId, check } = await paidInvoice();
    await refund(invoiceId, check.id, "60");
    await expect(refund(invoiceId, check.id, "40.01")).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { amount: "refundMoreThanLeft" },
    });
    await expect(refund(invoiceId, check.id, "0")).rejects.toMatchObject({ fieldErrors: { amount: "amountInvalid" } });
    await expect(refund(invoiceId, check.id, "10", "")).rejects.toMatchObject({
      fieldErrors: { reason: "reasonRequired" },
    });
    expect(await invoice(invoiceId)).toMatchObject({ status: "open", paidCents: 90_00, balanceCents: 60_00 });
    expect((await paymentsOf(invoiceId))[1]!.refundedCents).toBe(60_00);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 60_00, invoiced: 60_00 });
  });

  it("answers a payment of another invoice, or no payment id at all, without touching either invoice", async () => {
    const first = await paidInvoice();
    const other = await draftVisitInvoice(db(), first.customerId, { amountCharged: 89 });
    await expect(refund(other.invoiceId, first.check.id, "10")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(refund(first.invoiceId, "not-a-payment", "10")).rejects.toMatchObject({
      fieldErrors: { paymentId: "paymentUnknown" },
    });
    expect(await invoice(first.invoiceId)).toMatchObject({ status: "paid", paidCents: 150_00 });
  });

  it("gives back a quote deposit's credit on a draft, which then keeps its record of the money", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { invoiceId, appointmentId } = await draftVisitInvoice(db(), customerId, { amountCharged: 400 });
    await db().transaction((tx) =>
      recordPaymentInTransaction(tx, {
        invoiceId,
        amountCents: 250_00,
        method: "credit",
        reference: "Quote Q-2026-00001 deposit",
        actor: null,
        now,
      }),
    );
    const [credit] = await paymentsOf(invoiceId);
    expect(await refund(invoiceId, credit!.id, "250")).toEqual({ status: "draft", paidCents: 0, balanceCents: 400_00 });
    // Re-opening the visit no longer discards the draft: it holds the record of money received and given back.
    expect(await db().transaction((tx) => discardVisitDraft(tx, { appointmentId }))).toBe(false);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
  });
});
