import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, invoiceRefundFlags, quoteDepositRefundFlags } from "~/db/schema";
import { addInvoiceCustomer, addInvoiceStaff, INVOICE_STAFF } from "../../../tests/support/invoice-test-support";
import { addInvoiceRefundFlag, addQuoteDepositRefundFlag } from "../../../tests/support/refund-flag-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { listPaymentsToRefund } from "./list-payments-to-refund.server";
import { markPaymentRefunded } from "./mark-payment-refunded.server";

const { db } = useTestDatabase();
const now = new Date("2026-03-05T15:00:00Z");
const STAFF = { isAdmin: true };

beforeEach(() => addInvoiceStaff(db()));

const mark = (kind: string, flagId: string, reference = "") =>
  markPaymentRefunded({ actor: INVOICE_STAFF, flag: { kind, flagId }, form: { reference }, now });

describe("marking a payment to refund refunded (ADR 084 and 087 addenda)", () => {
  it("lists invoice and quote payments to refund together, each saying what it is for", async () => {
    const customerId = await addInvoiceCustomer(db());
    const invoiceFlag = await addInvoiceRefundFlag(db(), customerId);
    const quoteFlag = await addQuoteDepositRefundFlag(db(), customerId);
    const rows = await listPaymentsToRefund({ actor: STAFF });
    expect(rows.map((row) => [row.kind, row.number, row.amountCents, row.reason, row.sessionId]).sort()).toEqual([
      ["invoice", invoiceFlag.number, 89_00, "balance", invoiceFlag.sessionId],
      ["quote", quoteFlag.number, 1_000_00, "twice", quoteFlag.sessionId],
    ]);
    expect(rows.every((row) => row.customerName === "Ana Pérez" && row.refunded === null)).toBe(true);
    await expect(listPaymentsToRefund({ actor: { isAdmin: false } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("stores when, who and the Stripe reference, audits it, and keeps the row on its document's page only", async () => {
    const customerId = await addInvoiceCustomer(db());
    const invoiceFlag = await addInvoiceRefundFlag(db(), customerId);
    const quoteFlag = await addQuoteDepositRefundFlag(db(), customerId);

    expect(await mark("invoice", invoiceFlag.flagId, " re_3Pabc ")).toEqual({
      kind: "invoice",
      number: invoiceFlag.number,
      amountCents: 89_00,
    });
    await mark("quote", quoteFlag.flagId);
    const [invoiceRow] = await db().select().from(invoiceRefundFlags);
    expect(invoiceRow).toMatchObject({ refundedAt: now, refundedBy: INVOICE_STAFF.id, refundReference: "re_3Pabc" });
    const [quoteRow] = await db().select().from(quoteDepositRefundFlags);
    expect(quoteRow).toMatchObject({ refundedAt: now, refundedBy: INVOICE_STAFF.id, refundReference: null });

    expect(await listPaymentsToRefund({ actor: STAFF })).toEqual([]);
    const history = await listPaymentsToRefund({ actor: STAFF, invoiceId: invoiceFlag.invoiceId });
    expect(history).toMatchObject([
      { id: invoiceFlag.flagId, refunded: { by: "Olga Office", reference: "re_3Pabc", at: now.toISOString() } },
    ]);
    expect(await listPaymentsToRefund({ actor: STAFF, quoteId: quoteFlag.quoteId })).toMatchObject([
      { id: quoteFlag.flagId, refunded: { by: "Olga Office", reference: null } },
    ]);
    const audit = await db().select().from(auditLog);
    expect(audit.filter((entry) => entry.action === "invoice.payment-refunded")).toMatchObject([
      { actorUserId: INVOICE_STAFF.id, entityId: invoiceFlag.invoiceId },
    ]);
    expect(audit.filter((entry) => entry.action === "quote.deposit-refunded")).toMatchObject([
      { actorUserId: INVOICE_STAFF.id, entityId: quoteFlag.quoteId },
    ]);
  });

  it("refuses marking a row twice with a clear message, keeping the first record", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { flagId } = await addQuoteDepositRefundFlag(db(), customerId);
    await mark("quote", flagId, "re_first");
    await expect(mark("quote", flagId, "re_second")).rejects.toMatchObject({
      code: "CONFLICT",
      fieldErrors: { flag: "alreadyRefunded" },
    });
    const [row] = await db().select().from(quoteDepositRefundFlags).where(eq(quoteDepositRefundFlags.id, flagId));
    expect(row).toMatchObject({ refundReference: "re_first", refundedAt: now });
    expect(
      (await db().select().from(auditLog)).filter((entry) => entry.action === "quote.deposit-refunded"),
    ).toHaveLength(1);
  });

  it("answers an unknown or junk row as not found and a bad reference with its field, changing nothing", async () => {
    const customerId = await addInvoiceCustomer(db());
    const { flagId } = await addInvoiceRefundFlag(db(), customerId);
    // A quote's kind with an invoice's flag id: no such quote flag.
    await expect(mark("quote", flagId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(mark("order", flagId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(mark("invoice", "not-an-id")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(mark("invoice", flagId, "re_\u0000")).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { reference: "referenceInvalid" },
    });
    await expect(mark("invoice", flagId, "x".repeat(101))).rejects.toMatchObject({
      fieldErrors: { reference: "referenceTooLong" },
    });
    expect((await db().select().from(invoiceRefundFlags))[0]!.refundedAt).toBeNull();
  });
});
