import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoices, textMessages } from "~/db/schema";
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
    expect(rows[0]!.body).toContain("/customer/invoices");

    await throughTwilio().runDue();
    expect(twilio.messages.map((message) => message.to)).toEqual([NUMBER]);
    expect((await texts())[0]!.status).not.toBe("pending");
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
