import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, invoicePayments, invoices, quoteDepositRefundFlags, quotes, settings } from "~/db/schema";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import { discardVisitDraft } from "~/domain/invoices/discard-visit-draft.server";
import { draftInvoiceForVisit } from "~/domain/invoices/draft-invoice-for-visit.server";
import { listPaymentsToRefund } from "~/domain/refunds/list-payments-to-refund.server";
import { createLogin, useFakeStripe } from "../../../tests/support/billing-test-support";
import { addInvoiceCustomer, addInvoiceStaff, draftVisitInvoice } from "../../../tests/support/invoice-test-support";
import { DRAWN_SIGNATURE, sentQuote } from "../../../tests/support/quote-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { signQuote } from "./sign-quote.server";
import { startQuoteDepositCheckout } from "./start-quote-deposit-checkout.server";

const { db } = useTestDatabase();
const fake = useFakeStripe();
const now = new Date("2026-03-03T15:00:00Z");
const STAFF = { isAdmin: true };

beforeEach(() => addInvoiceStaff(db()));

/** A customer's quote, signed on its first option ($4,000.01, so a 25% deposit of $1,000.00). */
async function signedQuote() {
  const login = await createLogin(db());
  const customerId = await addInvoiceCustomer(db(), { userId: login.id, email: login.email });
  const { quoteId, view } = await sentQuote(db(), customerId);
  const form = {
    optionId: view.document.options[0]!.id,
    signedName: "Ana Pérez",
    signature: DRAWN_SIGNATURE,
    documentHash: view.documentHash,
  };
  await signQuote({ customerId, quoteId, form, clientIp: null, now });
  return { customerId, quoteId };
}

/** A deposit checkout opened as a tab of the quote's page opens one; answers its Stripe session id. */
async function openDepositCheckout(customerId: string, quoteId: string): Promise<string> {
  const returnPath = `/customer/quotes/${quoteId}`;
  await startQuoteDepositCheckout({ customerId, quoteId, locale: "en", returnPath, origin: "http://localhost:3000" });
  return [...fake().checkoutSessions.keys()].at(-1)!;
}

const flags = () => db().select().from(quoteDepositRefundFlags);

describe("a quote deposit's money to refund", () => {
  it("flags a deposit paid from a second tab once, however often and however its webhook is delivered", async () => {
    const { customerId, quoteId } = await signedQuote();
    const first = await openDepositCheckout(customerId, quoteId);
    const second = await openDepositCheckout(customerId, quoteId);
    await handleStripeEvent({ event: fake().completeCheckout(first)[0]! });
    const [completed] = fake().completeCheckout(second);
    expect(await handleStripeEvent({ event: completed! })).toEqual({ outcome: "processed" });
    // The same event again, and the same session under another event id: nothing more.
    expect(await handleStripeEvent({ event: completed! })).toEqual({ outcome: "duplicate" });
    const again = fake().event("checkout.session.async_payment_succeeded", completed!.data.object);
    expect(await handleStripeEvent({ event: again })).toEqual({ outcome: "processed" });

    const session = fake().checkoutSessions.get(second)!;
    expect(await flags()).toMatchObject([
      {
        quoteId,
        customerId,
        amountCents: 1_000_00,
        reason: "twice",
        stripeCheckoutSessionId: second,
        stripePaymentIntentId: session.payment_intent,
        refundedAt: null,
      },
    ]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "quote.deposit-to-refund"));
    expect(audit).toHaveLength(1);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote).toMatchObject({ status: "approved" });
    // It is on the back office's one list, saying what it is for.
    expect(await listPaymentsToRefund({ actor: STAFF })).toMatchObject([
      { kind: "quote", documentId: quoteId, amountCents: 1_000_00, reason: "twice", sessionId: second },
    ]);
  });

  it("flags a deposit paid after the quote closed as closed, and approves nothing", async () => {
    const { customerId, quoteId } = await signedQuote();
    const sessionId = await openDepositCheckout(customerId, quoteId);
    await db().update(quotes).set({ status: "expired", expiredAt: now }).where(eq(quotes.id, quoteId));
    await handleStripeEvent({ event: fake().completeCheckout(sessionId)[0]! });
    expect(await flags()).toMatchObject([{ quoteId, amountCents: 1_000_00, reason: "closed" }]);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote).toMatchObject({ status: "expired", depositPaidAt: null });
  });

  it("flags the surplus of a deposit larger than the visit's invoice once, when the invoice is drafted", async () => {
    const { customerId, quoteId } = await signedQuote();
    const sessionId = await openDepositCheckout(customerId, quoteId);
    await handleStripeEvent({ event: fake().completeCheckout(sessionId)[0]! });
    const visit = await draftVisitInvoice(db(), customerId, { amountCharged: 0 });
    // The visit the quote became: a first drafting of its invoice ($89, the service call) credits $89 of $1,000.
    await db().update(quotes).set({ appointmentId: visit.appointmentId }).where(eq(quotes.id, quoteId));
    await discardVisitDraft(db(), { appointmentId: visit.appointmentId });
    const { invoiceId } = await redraft(visit);
    expect(await flags()).toMatchObject([
      { quoteId, amountCents: 1_000_00 - 89_00, reason: "surplus", stripeCheckoutSessionId: sessionId },
    ]);
    const payments = await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
    expect(payments).toMatchObject([{ method: "credit", amountCents: 89_00 }]);
    // A repeated completion drafts nothing more and flags nothing more.
    await redraft(visit);
    expect(await flags()).toHaveLength(1);
  });

  it("withdraws a surplus not yet refunded with a draft staff discard, so the next drafting does not count it twice", async () => {
    const { customerId, quoteId } = await signedQuote();
    await handleStripeEvent({ event: fake().completeCheckout(await openDepositCheckout(customerId, quoteId))[0]! });
    // A $0 visit (no service call fee): nothing is credited, the whole deposit is surplus.
    await db().update(settings).set({ serviceCallFeeCents: 0 });
    const visit = await draftVisitInvoice(db(), customerId, { amountCharged: 0 });
    await db().update(quotes).set({ appointmentId: visit.appointmentId }).where(eq(quotes.id, quoteId));
    await discardVisitDraft(db(), { appointmentId: visit.appointmentId });
    await redraft(visit);
    expect(await flags()).toMatchObject([{ amountCents: 1_000_00, reason: "surplus" }]);

    expect(await discardVisitDraft(db(), { appointmentId: visit.appointmentId })).toBe(true);
    expect(await flags()).toEqual([]);
    await db().update(settings).set({ serviceCallFeeCents: 89_00 });
    const { invoiceId } = await redraft(visit);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ totalCents: 89_00, paidCents: 89_00 });
    expect(await flags()).toMatchObject([{ amountCents: 1_000_00 - 89_00, reason: "surplus" }]);
  });
});

/** Drafts the visit's invoice again, as completing it again does. */
async function redraft(visit: { appointmentId: string; serviceRecordId: string }) {
  const [quote] = await db().select().from(quotes).where(eq(quotes.appointmentId, visit.appointmentId));
  return db().transaction((tx) =>
    draftInvoiceForVisit(tx, {
      appointmentId: visit.appointmentId,
      customerId: quote!.customerId,
      serviceRecordId: visit.serviceRecordId,
      amountCharged: 0,
      description: null,
      paidOnSite: false,
      actor: null,
      now,
    }),
  );
}
