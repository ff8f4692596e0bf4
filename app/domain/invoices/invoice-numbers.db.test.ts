import { eq, isNotNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoiceNumberCounters, invoices } from "~/db/schema";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { sendInvoice } from "./send-invoice.server";

const { db } = useTestDatabase();
const now = new Date("2026-05-04T15:00:00Z");

beforeEach(() => addInvoiceStaff(db()));

describe("invoice numbers", () => {
  it("numbers 20 drafts sent at once 1 to 20, without a gap or a repeat", async () => {
    const customerIds = await Promise.all(
      [1, 2, 3, 4].map((n) => addInvoiceCustomer(db(), { email: `c${n}@x.example` })),
    );
    const drafts: string[] = [];
    for (let index = 0; index < 20; index++)
      drafts.push((await draftVisitInvoice(db(), customerIds[index % 4]!, { amountCharged: 100 + index })).invoiceId);
    // On PostgreSQL these run on several connections at once and queue on the year's counter row.
    const sent = await Promise.all(drafts.map((invoiceId) => sendInvoice({ actor: INVOICE_STAFF, invoiceId, now })));
    const numbers = sent.map((result) => result.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-2026-${String(index + 1).padStart(5, "0")}`));
    const [counter] = await db().select().from(invoiceNumberCounters).where(eq(invoiceNumberCounters.year, 2026));
    expect(counter!.lastNumber).toBe(20);
  });

  it("gives a failed send's number back, so the next send takes it", async () => {
    const customerId = await addInvoiceCustomer(db());
    const first = await draftVisitInvoice(db(), customerId, { amountCharged: 100 });
    const second = await draftVisitInvoice(db(), customerId, { amountCharged: 200 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId: first.invoiceId, now });
    // Sending it again fails after nothing was numbered; a send failing inside its transaction rolls its number back.
    await expect(sendInvoice({ actor: INVOICE_STAFF, invoiceId: first.invoiceId, now })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(
      db().transaction(async (tx) => {
        await sendInvoice({ actor: INVOICE_STAFF, invoiceId: second.invoiceId, now, executor: tx });
        throw new Error("the e-mail could not be queued");
      }),
    ).rejects.toThrow("the e-mail could not be queued");
    expect((await sendInvoice({ actor: INVOICE_STAFF, invoiceId: second.invoiceId, now })).number).toBe(
      "INV-2026-00002",
    );
    const numbered = await db().select({ number: invoices.number }).from(invoices).where(isNotNull(invoices.number));
    expect(numbered.map((row) => row.number).sort()).toEqual(["INV-2026-00001", "INV-2026-00002"]);
  });

  it("starts each year from 1 with the year's own counter row", async () => {
    const customerId = await addInvoiceCustomer(db());
    const december = await draftVisitInvoice(db(), customerId, { amountCharged: 100 });
    const january = await draftVisitInvoice(db(), customerId, { amountCharged: 100 });
    // 31 December, 8 PM in Miami, is already 1 January in UTC: Miami's year decides.
    const lateDecember = new Date("2026-01-01T01:00:00Z");
    expect((await sendInvoice({ actor: INVOICE_STAFF, invoiceId: december.invoiceId, now: lateDecember })).number).toBe(
      "INV-2025-00001",
    );
    expect(
      (await sendInvoice({ actor: INVOICE_STAFF, invoiceId: january.invoiceId, now: new Date("2026-01-02T15:00:00Z") }))
        .number,
    ).toBe("INV-2026-00001");
  });
});
