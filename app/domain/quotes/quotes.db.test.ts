import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  appointments,
  invoicePayments,
  invoices,
  jobs,
  quoteOptionLines,
  quotes,
  serviceHistory,
  settings,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import { draftInvoiceForVisit } from "~/domain/invoices/draft-invoice-for-visit.server";
import { createLogin, useFakeStripe } from "../../../tests/support/billing-test-support";
import { addInvoiceCustomer, addInvoiceStaff, INVOICE_STAFF } from "../../../tests/support/invoice-test-support";
import { DRAWN_SIGNATURE, quoteForm, sentQuote } from "../../../tests/support/quote-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { closeQuote, expireOverdueQuotes } from "./close-quote.server";
import { createQuoteExpiryDailyHandler, enqueueQuoteExpiryDailyRun } from "./quote-expiry-daily-job.server";
import { customerQuoteView } from "./customer-quote-view.server";
import { declineQuote } from "./decline-quote.server";
import { createQuote, editQuoteDraft } from "./save-quote-draft.server";
import { sendQuote } from "./send-quote.server";
import { signQuote } from "./sign-quote.server";
import { startQuoteDepositCheckout } from "./start-quote-deposit-checkout.server";

const { db } = useTestDatabase();
const fake = useFakeStripe();
const now = new Date("2026-03-03T15:00:00Z");
const ORIGIN = "http://localhost:3000";

beforeEach(() => addInvoiceStaff(db()));

async function customer() {
  const login = await createLogin(db());
  const customerId = await addInvoiceCustomer(db(), { userId: login.id, email: login.email });
  return { login, customerId };
}

function signing(view: Awaited<ReturnType<typeof sentQuote>>["view"], position = 2) {
  return {
    optionId: view.document.options[position - 1]!.id,
    signedName: "Ana Pérez",
    signature: DRAWN_SIGNATURE,
    documentHash: view.documentHash,
  };
}

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function payDeposit(customerId: string, quoteId: string) {
  const started = await startQuoteDepositCheckout({
    customerId,
    quoteId,
    locale: "en",
    returnPath: `/customer/quotes/${quoteId}`,
    origin: ORIGIN,
  });
  const sessionId = [...fake().checkoutSessions.keys()].at(-1)!;
  return { started, sessionId };
}

describe("building and sending a quote", () => {
  it("totals each option from its lines on the server and numbers the quote when it is sent", async () => {
    const { customerId } = await customer();
    const { number, view } = await sentQuote(db(), customerId);
    expect(number).toBe("Q-2026-00001");
    expect(view.document.options.map((option) => [option.tier, option.totalCents])).toEqual([
      ["good", 4_000_01],
      ["better", 5_000_02],
      ["best", 6_000_03],
    ]);
    // 25% by default, half up to the cent: 1000.0025 → 1000.00, 1250.005 → 1250.01, 1500.0075 → 1500.01.
    expect(view.document.options.map((option) => option.depositCents)).toEqual([1_000_00, 1_250_01, 1_500_01]);
    const mails = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, "email.send"));
    expect(mails.map((row) => (row.payload as { kind: string }).kind)).toContain("quote-sent");
  });

  it("refuses a draft with fields to fix and keeps what was saved", async () => {
    const { customerId } = await customer();
    const { quoteId } = await createQuote({
      actor: INVOICE_STAFF,
      customerId,
      form: quoteForm([{ description: "Repair", lines: [["Capacitor", "1", "180"]] }]),
    });
    const error = await refusal(() =>
      editQuoteDraft({
        actor: INVOICE_STAFF,
        quoteId,
        form: quoteForm([{ description: "", lines: [["Capacitor", "one", "-5"]] }]),
      }),
    );
    expect(error.code).toBe("BAD_INPUT");
    expect(error.fieldErrors).toMatchObject({
      o1_description: "optionDescriptionRequired",
      o1_l1_quantity: "quantityInvalid",
      o1_l1_unitPrice: "priceInvalid",
    });
    const lines = await db().select().from(quoteOptionLines);
    expect(lines.map((line) => line.unitPriceCents)).toEqual([180_00]);
  });

  it("writes to the customer in the language staff pick, the price book's names included", async () => {
    const { customerId } = await customer();
    const form = quoteForm([{ description: "Servicio", lines: [] }], { locale: "es" });
    Object.assign(form, { o1_l1_code: "labour_hour" });
    const { quoteId } = await createQuote({ actor: INVOICE_STAFF, customerId, form });
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    const [line] = await db().select().from(quoteOptionLines);
    expect(row!.locale).toBe("es");
    expect(line!.description).toBe("Mano de obra, una hora");
  });

  it("prices a price book line from the price book, whatever was typed as its price", async () => {
    const { customerId } = await customer();
    const form = quoteForm([{ description: "Service", lines: [] }]);
    Object.assign(form, { o1_l1_code: "labour_hour", o1_l1_quantity: "1.5", o1_l1_unitPrice: "1" });
    const { quoteId } = await createQuote({ actor: INVOICE_STAFF, customerId, form });
    const [line] = await db().select().from(quoteOptionLines);
    expect(line).toMatchObject({ priceBookCode: "labour_hour", unitPriceCents: 125_00, lineTotalCents: 187_50 });
    expect(quoteId).toBeTruthy();
  });
});

describe("signing a quote", () => {
  it("keeps the name, signature, time, client address and the hash of the document shown", async () => {
    const { customerId } = await customer();
    const { quoteId, view } = await sentQuote(db(), customerId);
    const signed = await signQuote({ customerId, quoteId, form: signing(view), clientIp: "203.0.113.9", now });
    expect(signed).toMatchObject({ depositCents: 1_250_01, status: "signed" });
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toMatchObject({
      status: "signed",
      signedName: "Ana Pérez",
      signaturePath: DRAWN_SIGNATURE,
      signedIp: "203.0.113.9",
      documentHash: view.documentHash,
      chosenOptionId: view.document.options[1]!.id,
      depositPercent: 25,
      depositCents: 1_250_01,
    });
    expect(row!.signedAt).toEqual(now);
    // The signed quote reads back as the very document that was hashed.
    const after = await customerQuoteView(db(), { customerId, quoteId, now });
    expect(after.documentHash).toBe(view.documentHash);
  });

  it("gives another hash when the document changes, and refuses a signature over the old one", async () => {
    const { customerId } = await customer();
    const { quoteId, view } = await sentQuote(db(), customerId);
    const [line] = await db().select().from(quoteOptionLines).limit(1);
    await db()
      .update(quoteOptionLines)
      .set({ description: `${line!.description}.` })
      .where(eq(quoteOptionLines.id, line!.id));
    const changed = await customerQuoteView(db(), { customerId, quoteId, now });
    expect(changed.documentHash).not.toBe(view.documentHash);
    const error = await refusal(() => signQuote({ customerId, quoteId, form: signing(view), clientIp: null, now }));
    expect(error).toMatchObject({ code: "CONFLICT", fieldErrors: { documentHash: "documentChanged" } });
  });

  it("refuses signing twice, another customer's quote, an expired quote and a bad signature", async () => {
    const { customerId } = await customer();
    const other = await customer();
    const { quoteId, view } = await sentQuote(db(), customerId);
    expect(
      (
        await refusal(() =>
          signQuote({ customerId: other.customerId, quoteId, form: signing(view), clientIp: null, now }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    await expect(customerQuoteView(db(), { customerId: other.customerId, quoteId, now })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const bad = await refusal(() =>
      signQuote({ customerId, quoteId, form: { ...signing(view), signature: "<svg/>" }, clientIp: null, now }),
    );
    expect(bad.fieldErrors).toEqual({ signature: "signatureInvalid" });
    await signQuote({ customerId, quoteId, form: signing(view), clientIp: null, now });
    const twice = await refusal(() => signQuote({ customerId, quoteId, form: signing(view, 3), clientIp: null, now }));
    expect(twice).toMatchObject({ code: "CONFLICT", fieldErrors: { quote: "alreadySigned" } });

    const late = await sentQuote(db(), customerId);
    const afterExpiry = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000);
    const expired = await refusal(() =>
      signQuote({ customerId, quoteId: late.quoteId, form: signing(late.view), clientIp: null, now: afterExpiry }),
    );
    expect(expired).toMatchObject({ code: "CONFLICT", fieldErrors: { quote: "expired" } });
    expect(await expireOverdueQuotes(db(), afterExpiry)).toBe(1);
    const [kept] = await db().select().from(quotes).where(eq(quotes.id, late.quoteId));
    expect(kept!.status).toBe("expired");
  });

  it("expires sent quotes past their date once a day, queued once per business day, keeping them", async () => {
    const { customerId } = await customer();
    const { quoteId } = await sentQuote(db(), customerId);
    const later = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000);
    const first = await enqueueQuoteExpiryDailyRun(db(), later);
    const second = await enqueueQuoteExpiryDailyRun(db(), new Date(later.getTime() + 60 * 60 * 1000));
    expect(second).toMatchObject({ id: first.id, deduplicated: true });
    const handler = createQuoteExpiryDailyHandler({ now: () => later });
    await handler({ payload: { date: "2026-04-03" } } as never, { db: db() } as never);
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row).toMatchObject({ status: "expired", expiredAt: later });
  });

  it("keeps a declined quote with its reason, and staff can close a sent one but not a signed one", async () => {
    const { customerId } = await customer();
    const first = await sentQuote(db(), customerId);
    await declineQuote({ customerId, quoteId: first.quoteId, form: { reason: "Too expensive" }, now });
    const [declined] = await db().select().from(quotes).where(eq(quotes.id, first.quoteId));
    expect(declined).toMatchObject({ status: "declined", declineReason: "Too expensive" });
    const second = await sentQuote(db(), customerId);
    await signQuote({ customerId, quoteId: second.quoteId, form: signing(second.view), clientIp: null, now });
    const error = await refusal(() => closeQuote({ actor: INVOICE_STAFF, quoteId: second.quoteId, to: "expired" }));
    expect(error.code).toBe("CONFLICT");
    await expect(sendQuote({ actor: INVOICE_STAFF, quoteId: second.quoteId, now })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});

describe("the deposit", () => {
  it("is one Checkout line item of the signed deposit, and the webhook marks it paid exactly once", async () => {
    const { customerId } = await customer();
    const { quoteId, view } = await sentQuote(db(), customerId);
    await signQuote({ customerId, quoteId, form: signing(view), clientIp: null, now });
    const { started, sessionId } = await payDeposit(customerId, quoteId);
    expect(started.demo).toBe(false);
    const session = fake().checkoutSessions.get(sessionId)!;
    const items = session._line_items as { price_data: { unit_amount: string } }[];
    expect(items.map((item) => Number(item.price_data.unit_amount))).toEqual([1_250_01]);
    const [completed] = fake().completeCheckout(sessionId);
    expect(await handleStripeEvent({ event: completed! })).toEqual({ outcome: "processed" });
    expect(await handleStripeEvent({ event: completed! })).toEqual({ outcome: "duplicate" });
    const replay = fake().event("checkout.session.async_payment_succeeded", completed!.data.object);
    expect(await handleStripeEvent({ event: replay })).toEqual({ outcome: "processed" });
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row!.status).toBe("approved");
    expect(row!.depositPaidAt).toBeInstanceOf(Date);
    const paidAt = row!.depositPaidAt;
    await handleStripeEvent({ event: fake().event("checkout.session.completed", completed!.data.object) });
    const [again] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(again!.depositPaidAt).toEqual(paidAt);
    // Paid: no second deposit checkout can start.
    expect((await refusal(() => payDeposit(customerId, quoteId))).code).toBe("CONFLICT");
  });

  it("follows the settings' share and approves at once when it is 0%", async () => {
    const { customerId } = await customer();
    await db().update(settings).set({ quoteDepositPercent: 0 });
    const { quoteId, view } = await sentQuote(db(), customerId);
    const signed = await signQuote({ customerId, quoteId, form: signing(view, 1), clientIp: null, now });
    expect(signed).toMatchObject({ depositCents: 0, status: "approved" });
  });

  it("is credited on the final invoice of the visit the quote became", async () => {
    const { customerId } = await customer();
    const { quoteId, view } = await sentQuote(db(), customerId);
    await signQuote({ customerId, quoteId, form: signing(view, 1), clientIp: null, now });
    const { sessionId } = await payDeposit(customerId, quoteId);
    await handleStripeEvent({ event: fake().completeCheckout(sessionId)[0]! });
    const [appointment] = await db()
      .insert(appointments)
      .values({
        customerId,
        serviceType: "Installation",
        appointmentDate: new Date("2026-03-10T14:00:00Z"),
        serviceAddress: "1 Main St",
        phone: "(305) 555-0101",
        status: "completed",
      })
      .returning({ id: appointments.id });
    await db().update(quotes).set({ appointmentId: appointment!.id }).where(eq(quotes.id, quoteId));
    const [record] = await db()
      .insert(serviceHistory)
      .values({
        customerId,
        appointmentId: appointment!.id,
        serviceType: "Installation",
        serviceDate: "2026-03-10",
        amountCharged: 4000.01,
        paymentStatus: "pending",
      })
      .returning({ id: serviceHistory.id });
    const { invoiceId } = await db().transaction((tx) =>
      draftInvoiceForVisit(tx, {
        appointmentId: appointment!.id,
        customerId,
        serviceRecordId: record!.id,
        amountCharged: 4000.01,
        description: "Installed the system",
        paidOnSite: false,
        actor: INVOICE_STAFF,
        now,
      }),
    );
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ totalCents: 4_000_01, paidCents: 1_000_00, balanceCents: 3_000_01 });
    const payments = await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
    expect(payments).toMatchObject([
      { method: "credit", amountCents: 1_000_00, reference: `Quote ${view.number} deposit` },
    ]);
  });
});
