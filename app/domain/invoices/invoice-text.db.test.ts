import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publicOrigin } from "~/config/public-origin.server";
import { invoices, scopedTokens, textMessages } from "~/db/schema";
import { showLinkedInvoice } from "~/domain/invoice-payments/show-linked-invoice.server";
import { countSmsSegments } from "~/domain/messaging/sms-segments";
import { scopedTokenHash } from "~/domain/scoped-tokens/scoped-token-text.server";
import { startFakeTwilio, type FakeTwilio } from "../../../tests/fakes/twilio";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../tests/support/invoice-test-support";
import {
  grantTransactionalSms,
  smsWorker,
  switchSmsOn,
  twilioConfigOf,
} from "../../../tests/support/messaging-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { revokeSmsForNumber } from "../messaging/revoke-sms-for-number.server";
import { sendInvoice } from "./send-invoice.server";

const { db } = useTestDatabase();
// Ten in the morning in Miami: the text is not held back for the quiet hours.
const now = new Date("2026-03-03T15:00:00Z");
const NUMBER = "+13055550123";
let twilio: FakeTwilio;

beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
});
beforeEach(async () => {
  twilio.messages.length = 0;
  await addInvoiceStaff(db());
  await switchSmsOn(db());
});

const texts = () => db().select().from(textMessages);
const throughTwilio = () => smsWorker(db(), { twilio: () => twilioConfigOf(twilio), now: () => now });

describe("the text sent with an invoice (issue 38 item 1)", () => {
  it("queues one text in the invoice's language where the number consented, and the send job delivers it", async () => {
    await grantTransactionalSms(NUMBER, "es");
    const customerId = await addInvoiceCustomer(db(), { phone: "(305) 555-0123" });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 1234.5 });
    await db().update(invoices).set({ locale: "es" }).where(eq(invoices.id, invoiceId));

    const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });

    const rows = await texts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      template: "invoice_sent",
      locale: "es",
      toNumber: NUMBER,
      customerId,
      status: "pending",
      dedupeKey: `invoice-sent:${invoiceId}`,
    });
    expect(rows[0]!.body).toContain(`su factura ${number} de $1,234.50`);
    // The invoice's own link, in its language, at the configured origin; two GSM-7 segments at most.
    expect(rows[0]!.body).toContain(`${publicOrigin()}/es/invoice/`);
    expect(rows[0]!.body).not.toContain("/customer/invoices");
    expect(countSmsSegments(rows[0]!.body)).toMatchObject({ encoding: "GSM-7" });
    expect(countSmsSegments(rows[0]!.body).segments).toBeLessThanOrEqual(2);

    await throughTwilio().runDue();
    expect(twilio.messages.map((message) => message.to)).toEqual([NUMBER]);
    expect((await texts())[0]!.status).not.toBe("pending");
  });

  it("carries a link of its own, issued for the number, that opens this one invoice and asks for the phone's digits after 14 days", async () => {
    await grantTransactionalSms(NUMBER);
    const customerId = await addInvoiceCustomer(db(), { phone: "(305) 555-0123" });
    const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 150 });
    const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });

    const [text] = await texts();
    expect(text!.body).toMatch(new RegExp(`^AW Air Conditioning & Refrigeration: invoice ${number} for \\$150\\.00`));
    const token = /\/invoice\/([A-Za-z0-9_-]{43}) /.exec(text!.body)![1]!;
    // Not the e-mail's: one token per contact (ADR 075), each stored only as its hash.
    const tokens = await db().select().from(scopedTokens).where(eq(scopedTokens.recordId, invoiceId));
    expect(tokens.map((row) => row.contact).sort()).toEqual([NUMBER, "ana@example.com"].sort());
    expect(tokens.find((row) => row.contact === NUMBER)).toMatchObject({
      purpose: "invoice_view",
      tokenHash: scopedTokenHash(token),
    });

    const soon = await showLinkedInvoice({ token, now: new Date("2026-03-05T15:00:00Z") });
    expect(soon).toMatchObject({ state: "open", invoice: { id: invoiceId, number } });
    const later = new Date("2026-03-18T15:00:00Z");
    expect(await showLinkedInvoice({ token, now: later })).toEqual({ state: "locked", number });
    await expect(showLinkedInvoice({ token, phoneLast4: "9999", now: later })).rejects.toMatchObject({
      code: "BAD_INPUT",
    });
    expect(await showLinkedInvoice({ token, phoneLast4: "0123", now: later })).toMatchObject({ state: "open" });
  });

  it("queues no text for a number without SMS consent, or one that opted out, and still sends the invoice", async () => {
    const customerId = await addInvoiceCustomer(db(), { phone: "(305) 555-0123" });
    const first = await draftVisitInvoice(db(), customerId, { amountCharged: 150 });
    const sent = await sendInvoice({ actor: INVOICE_STAFF, invoiceId: first.invoiceId, now });
    expect(sent.status).toBe("open");
    expect(await texts()).toEqual([]);

    await grantTransactionalSms(NUMBER);
    await revokeSmsForNumber({ number: NUMBER, keyword: "STOP" });
    const second = await draftVisitInvoice(db(), customerId, { amountCharged: 150 });
    await sendInvoice({ actor: INVOICE_STAFF, invoiceId: second.invoiceId, now });
    expect(await texts()).toEqual([]);
    await throughTwilio().runDue();
    expect(twilio.messages).toEqual([]);
  });
});
