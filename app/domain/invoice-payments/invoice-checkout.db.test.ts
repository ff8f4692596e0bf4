import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  customers,
  invoiceCheckoutItems,
  invoiceCheckouts,
  invoicePayments,
  invoiceRefundFlags,
  invoices,
  jobs,
} from "~/db/schema";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import { sendInvoice } from "~/domain/invoices/send-invoice.server";
import { voidInvoice } from "~/domain/invoices/void-invoice.server";
import type { FakeEvent } from "../../../tests/fakes/stripe";
import { createLogin, useFakeStripe } from "../../../tests/support/billing-test-support";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  balancesOf,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { payOwnInvoices } from "./pay-own-invoices.server";

const { db } = useTestDatabase();
const fake = useFakeStripe();
const now = new Date("2026-03-03T15:00:00Z");
const ORIGIN = "http://localhost:3000";

beforeEach(() => addInvoiceStaff(db()));

/** A signed-in customer with `count` sent invoices of $89, $150… */
async function customerWithInvoices(amounts: number[]) {
  const login = await createLogin(db());
  const customerId = await addInvoiceCustomer(db(), { userId: login.id, email: login.email });
  const invoiceIds: string[] = [];
  for (const amount of amounts) {
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: amount });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
    invoiceIds.push(invoiceId);
  }
  return { login, customerId, invoiceIds };
}

async function startPaying(login: { id: string }, invoiceIds: string[]) {
  const started = await payOwnInvoices({ user: login, invoiceIds, all: false, locale: "en", origin: ORIGIN });
  const [checkout] = await db().select().from(invoiceCheckouts).where(eq(invoiceCheckouts.id, started.checkoutId));
  return { started, sessionId: checkout!.stripeCheckoutSessionId! };
}

async function deliver(event: FakeEvent) {
  return handleStripeEvent({ event });
}

async function receipts() {
  const rows = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, "email.send"));
  return rows.map((row) => row.payload as { kind?: string; text: string }).filter((p) => p.kind === "invoice-receipt");
}

async function paymentsOf(invoiceId: string) {
  return db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
}

describe("starting an invoice checkout", () => {
  it("charges each invoice's balance read from the database, one Stripe line item per invoice", async () => {
    const { login, invoiceIds } = await customerWithInvoices([89, 150]);
    const { started, sessionId } = await startPaying(login, invoiceIds);
    expect(started.demo).toBe(false);
    const session = fake().checkoutSessions.get(sessionId)!;
    const amounts = (session._line_items as { price_data: { unit_amount: string } }[]).map((item) =>
      Number(item.price_data.unit_amount),
    );
    expect(amounts.sort()).toEqual([150_00, 89_00]);
    expect(session.metadata).toMatchObject({ invoice_checkout_id: started.checkoutId, pays: "invoices" });
    const items = await db()
      .select()
      .from(invoiceCheckoutItems)
      .where(eq(invoiceCheckoutItems.checkoutId, started.checkoutId));
    expect(items.map((item) => item.amountCents).sort()).toEqual([150_00, 89_00]);
  });

  it("refuses a void or paid invoice before anything is charged", async () => {
    const { login, invoiceIds } = await customerWithInvoices([89, 150]);
    await voidInvoice({ actor: INVOICE_STAFF, invoiceId: invoiceIds[0], form: { reason: "Billed twice" }, now });
    const sessionsBefore = fake().checkoutSessions.size;
    await expect(startPaying(login, invoiceIds)).rejects.toMatchObject({
      code: "CONFLICT",
      fieldErrors: { invoice: "void" },
    });
    expect(fake().checkoutSessions.size).toBe(sessionsBefore);
    expect(await db().select().from(invoiceCheckouts)).toEqual([]);
  });

  it("answers another customer's invoice as not found and charges nothing", async () => {
    const mine = await customerWithInvoices([89]);
    const theirs = await customerWithInvoices([150]);
    await expect(startPaying(mine.login, theirs.invoiceIds)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(startPaying(mine.login, ["not-a-uuid"])).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(invoiceCheckouts)).toEqual([]);
  });
});

describe("the webhook of an invoice checkout", () => {
  it("pays each invoice once however often the event is delivered, and queues one receipt", async () => {
    const { login, customerId, invoiceIds } = await customerWithInvoices([89, 150]);
    const { sessionId } = await startPaying(login, invoiceIds);
    const [completed] = fake().completeCheckout(sessionId);
    expect(await deliver(completed!)).toEqual({ outcome: "processed" });
    expect(await deliver(completed!)).toEqual({ outcome: "duplicate" });
    // Another event about the same paid session (a different id) finds the checkout paid and changes nothing.
    const again = fake().event("checkout.session.async_payment_succeeded", completed!.data.object);
    expect(await deliver(again)).toEqual({ outcome: "processed" });

    for (const invoiceId of invoiceIds) expect(await paymentsOf(invoiceId)).toHaveLength(1);
    const statuses = await db()
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.customerId, customerId));
    expect(statuses.map((row) => row.status)).toEqual(["paid", "paid"]);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
    const mails = await receipts();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("$239.00");
  });

  it("records the payment once when two deliveries of one session arrive at the same time", async () => {
    const { login, customerId, invoiceIds } = await customerWithInvoices([120]);
    const { sessionId } = await startPaying(login, invoiceIds);
    const [completed] = fake().completeCheckout(sessionId);
    const twin = fake().event("checkout.session.async_payment_succeeded", completed!.data.object);
    await Promise.all([deliver(completed!), deliver(twin)]);
    expect(await paymentsOf(invoiceIds[0]!)).toHaveLength(1);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
    expect(await receipts()).toHaveLength(1);
  });

  it("takes a delayed payment's success delivered before its unpaid completion once, and the late completion changes nothing", async () => {
    const { login, customerId, invoiceIds } = await customerWithInvoices([120]);
    const { sessionId } = await startPaying(login, invoiceIds);
    const [completedUnpaid, succeeded] = fake().completeCheckout(sessionId, { delayedPayment: "succeeds" });
    await deliver(succeeded!);
    await deliver(completedUnpaid!);
    const [checkout] = await db().select().from(invoiceCheckouts);
    expect(checkout!.status).toBe("paid");
    expect(await paymentsOf(invoiceIds[0]!)).toHaveLength(1);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
  });

  it("records nothing against an invoice voided meanwhile, flags its money to refund, and pays the others", async () => {
    const { login, customerId, invoiceIds } = await customerWithInvoices([89, 150]);
    const { sessionId } = await startPaying(login, invoiceIds);
    await voidInvoice({ actor: INVOICE_STAFF, invoiceId: invoiceIds[0], form: { reason: "Billed twice" }, now });
    const [completed] = fake().completeCheckout(sessionId);
    await deliver(completed!);
    await deliver(fake().event("checkout.session.completed", completed!.data.object));

    expect(await paymentsOf(invoiceIds[0]!)).toEqual([]);
    expect(await paymentsOf(invoiceIds[1]!)).toHaveLength(1);
    const flags = await db().select().from(invoiceRefundFlags);
    expect(flags).toEqual([
      expect.objectContaining({ invoiceId: invoiceIds[0], customerId, amountCents: 89_00, reason: "void" }),
    ]);
    expect(flags[0]!.stripeCheckoutSessionId).toBe(sessionId);
    expect(await balancesOf(db(), customerId)).toEqual({ stored: 0, invoiced: 0 });
    const [voided] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceIds[0]!)));
    expect(voided!.status).toBe("void");
  });

  it("records nothing on a failed delayed payment", async () => {
    const { login, customerId, invoiceIds } = await customerWithInvoices([120]);
    const { sessionId } = await startPaying(login, invoiceIds);
    for (const event of fake().completeCheckout(sessionId, { delayedPayment: "fails" })) await deliver(event);
    expect(await paymentsOf(invoiceIds[0]!)).toEqual([]);
    const [customer] = await db().select().from(customers).where(eq(customers.id, customerId));
    expect(Number(customer!.currentBalance)).toBe(120);
    expect((await db().select().from(invoiceCheckouts))[0]!.status).toBe("failed");
  });
});
