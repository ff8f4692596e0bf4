import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoices, scopedTokens } from "~/db/schema";
import { sendInvoice } from "~/domain/invoices/send-invoice.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { completeDemoInvoiceCheckout, getDemoInvoiceCheckout } from "./demo-invoice-checkout.server";
import { payLinkedInvoice } from "./pay-linked-invoice.server";
import { showLinkedInvoice } from "./show-linked-invoice.server";

const { db } = useTestDatabase();
// Keyless: paying goes through the demo checkout, which runs the webhook's own handler.
useStripeEnv(() => ({}));
const issued = new Date("2026-03-03T15:00:00Z");
const ORIGIN = "http://localhost:3000";

beforeEach(() => addInvoiceStaff(db()));

/** A sent $89 invoice for a customer whose phone ends in 0199, and a link token for it. */
async function linkedInvoice() {
  const customerId = await addInvoiceCustomer(db(), { phone: "(305) 555-0199" });
  const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 89 });
  await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now: issued });
  const { token } = await db().transaction((tx) =>
    issueScopedToken(tx, {
      purpose: "invoice_view",
      recordId: invoiceId,
      contact: "ana@example.com",
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    }),
  );
  return { customerId, invoiceId, token };
}

const within14Days = new Date("2026-03-10T15:00:00Z");
const after14Days = new Date("2026-03-20T15:00:00Z");

describe("an invoice e-mail's link", () => {
  it("opens that one invoice without signing in within 14 days of its issue", async () => {
    const { invoiceId, token } = await linkedInvoice();
    const page = await showLinkedInvoice({ token, now: within14Days });
    expect(page).toMatchObject({ state: "open", invoice: { id: invoiceId, balanceCents: 89_00, payable: true } });
  });

  it("answers a wrong, altered or expired token as not found alike", async () => {
    const { token } = await linkedInvoice();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await expect(showLinkedInvoice({ token: "nonsense", now: within14Days })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(showLinkedInvoice({ token: altered, now: within14Days })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await db()
      .update(scopedTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    await expect(showLinkedInvoice({ token, now: within14Days })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("asks for the phone's last four digits after 14 days, refuses wrong ones and opens with the right ones", async () => {
    const { token } = await linkedInvoice();
    expect(await showLinkedInvoice({ token, now: after14Days })).toEqual({ state: "locked", number: "INV-2026-00001" });
    await expect(showLinkedInvoice({ token, phoneLast4: "1234", now: after14Days })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { phoneLast4: "wrong" },
    });
    expect(await showLinkedInvoice({ token, phoneLast4: "0199", now: after14Days })).toMatchObject({ state: "open" });
    // Paying from a locked link needs the digits too.
    await expect(payLinkedInvoice({ token, locale: "en", origin: ORIGIN, now: after14Days })).rejects.toMatchObject({
      fieldErrors: { phoneLast4: "required" },
    });
  });

  it("limits the digit attempts per link: past five, even the right digits are refused for a while", async () => {
    const { token } = await linkedInvoice();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await expect(showLinkedInvoice({ token, phoneLast4: "0000", now: after14Days })).rejects.toMatchObject({
        code: "BAD_INPUT",
      });
    await expect(showLinkedInvoice({ token, phoneLast4: "0199", now: after14Days })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      fieldErrors: { phoneLast4: "tooMany" },
    });
    // Another link has its own count.
    const other = await linkedInvoice();
    expect(await showLinkedInvoice({ token: other.token, phoneLast4: "0199", now: after14Days })).toMatchObject({
      state: "open",
    });
  });

  it("pays the invoice through the demo checkout without Stripe keys, once, and returns to the link's page", async () => {
    const { invoiceId, customerId, token } = await linkedInvoice();
    const started = await payLinkedInvoice({ token, locale: "es", origin: ORIGIN, now: within14Days });
    expect(started.demo).toBe(true);
    const demoToken = new URL(started.url).pathname.split("/").pop()!;
    expect(await getDemoInvoiceCheckout({ token: demoToken })).toMatchObject({
      totalCents: 89_00,
      items: [{ number: "INV-2026-00001", amountCents: 89_00 }],
      paid: false,
    });
    const { redirectTo } = await completeDemoInvoiceCheckout({ token: demoToken });
    expect(redirectTo).toBe(`/es/invoice/${token}?paid=1`);
    await completeDemoInvoiceCheckout({ token: demoToken });
    const [paid] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(paid).toMatchObject({ status: "paid", balanceCents: 0, paidCents: 89_00, customerId });
    await expect(payLinkedInvoice({ token, locale: "en", origin: ORIGIN, now: within14Days })).rejects.toMatchObject({
      code: "CONFLICT",
      fieldErrors: { invoice: "paid" },
    });
    await expect(getDemoInvoiceCheckout({ token: `${demoToken}x` })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
