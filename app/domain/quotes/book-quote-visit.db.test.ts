import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, quotes, settings } from "~/db/schema";
import { addInvoiceCustomer, addInvoiceStaff, INVOICE_STAFF } from "../../../tests/support/invoice-test-support";
import { addDoralMaintenanceTechnicians, DORAL_ZIP } from "../../../tests/support/plan-visit-test-support";
import { DRAWN_SIGNATURE, quoteForm, THREE_OPTIONS } from "../../../tests/support/quote-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookQuoteVisit } from "./book-quote-visit.server";
import { customerQuoteView } from "./customer-quote-view.server";
import { createQuote } from "./save-quote-draft.server";
import { sendQuote } from "./send-quote.server";
import { showQuotePage } from "./show-quote-page.server";
import { signQuote } from "./sign-quote.server";

const { db } = useTestDatabase();

beforeEach(async () => {
  await addInvoiceStaff(db());
  await addDoralMaintenanceTechnicians(db());
  // No deposit: the signed quote is approved at once, a visit to book.
  await db().update(settings).set({ quoteDepositPercent: 0 });
});

/** An approved maintenance quote of a customer record in Doral. */
async function approvedQuote() {
  const customerId = await addInvoiceCustomer(db(), { zipCode: DORAL_ZIP, addressLine1: "10 Palm Ave", city: "Doral" });
  const { quoteId } = await createQuote({
    actor: INVOICE_STAFF,
    customerId,
    form: quoteForm(THREE_OPTIONS, { serviceType: "Maintenance" }),
  });
  await sendQuote({ actor: INVOICE_STAFF, quoteId });
  const view = await customerQuoteView(db(), { customerId, quoteId, now: new Date() });
  await signQuote({
    customerId,
    quoteId,
    form: {
      optionId: view.document.options[0]!.id,
      signedName: "Ana Pérez",
      signature: DRAWN_SIGNATURE,
      documentHash: view.documentHash,
    },
    clientIp: null,
  });
  return { customerId, quoteId };
}

describe("booking the visit an approved quote became", () => {
  it("offers the quote's service type's windows, books one once, and keeps the appointment on the quote", async () => {
    const access = await approvedQuote();
    const page = await showQuotePage({ access });
    expect(page.quote.next).toBe("book");
    const windowId = page.picker!.firstFreeId!;
    expect(windowId).toBeTruthy();
    const booked = await bookQuoteVisit({ ...access, windowId, locale: "en" });
    const [appointment] = await db().select().from(appointments).where(eq(appointments.id, booked.appointmentId));
    expect(appointment).toMatchObject({ customerId: access.customerId, serviceType: "Maintenance" });
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, access.quoteId));
    expect(quote!.appointmentId).toBe(booked.appointmentId);
    expect((await showQuotePage({ access })).quote.next).toBeNull();
    await expect(bookQuoteVisit({ ...access, windowId, locale: "en" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("books nothing for another customer's quote or a quote not approved", async () => {
    const access = await approvedQuote();
    const other = await addInvoiceCustomer(db(), { zipCode: DORAL_ZIP });
    const { picker } = await showQuotePage({ access });
    await expect(
      bookQuoteVisit({ customerId: other, quoteId: access.quoteId, windowId: picker!.firstFreeId!, locale: "en" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await db().update(quotes).set({ status: "declined" }).where(eq(quotes.id, access.quoteId));
    await expect(bookQuoteVisit({ ...access, windowId: picker!.firstFreeId!, locale: "en" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await db().select().from(appointments)).toHaveLength(0);
  });
});
