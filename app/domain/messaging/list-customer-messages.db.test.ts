import { describe, expect, it } from "vitest";
import { customers, mailMessages, textMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { CUSTOMER_MESSAGES_PAGE_SIZE, listCustomerMessages } from "./list-customer-messages.server";
import { readCustomerSmsConsent } from "./read-customer-sms-consent.server";
import { recordConsent } from "./record-consent.server";

const { db } = useTestDatabase();

const NUMBER = "+13055550142";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function customer(phone: string | null = "(305) 555-0142") {
  const [row] = await db()
    .insert(customers)
    .values({ firstName: "Marisol", lastName: "Quintero", phone })
    .returning({ id: customers.id });
  return row!.id;
}

function text(customerId: string | null, values: Partial<typeof textMessages.$inferInsert>) {
  return db()
    .insert(textMessages)
    .values({
      toNumber: NUMBER,
      customerId,
      template: "booking_confirmed",
      locale: "es",
      purpose: "transactional",
      body: "AW: su visita está confirmada.",
      segments: 1,
      ...values,
    });
}

function mail(customerId: string | null, values: Partial<typeof mailMessages.$inferInsert> = {}) {
  return db()
    .insert(mailMessages)
    .values({
      to: "marisol@example.com",
      subject: "Your visit is booked",
      text: "See you soon.",
      kind: "booking-confirmed",
      transport: "smtp",
      customerId,
      locale: "en",
      ...values,
    });
}

describe("listCustomerMessages", () => {
  it("lists the customer's texts and e-mails newest first, with status, reason, error code and the consent relied on", async () => {
    const id = await customer();
    const other = await customer("(305) 555-0199");
    const granted = await recordConsent({
      contact: NUMBER,
      channel: "sms",
      purpose: "transactional",
      granted: true,
      source: "booking_form",
      wordsShown: "Text me about this visit. Reply STOP to opt out.",
      locale: "es",
      customerId: id,
    });
    await text(id, {
      template: "booking_confirmed",
      status: "delivered",
      transport: "twilio",
      consentEventId: granted.eventId,
      createdAt: minutesAgo(50),
      sentAt: minutesAgo(49),
    });
    await mail(id, { createdAt: minutesAgo(40) });
    await text(id, {
      template: "reminder_day_before",
      status: "failed",
      errorCode: "30006",
      createdAt: minutesAgo(30),
    });
    await text(id, { template: "on_my_way", status: "blocked", errorCode: "opted_out", createdAt: minutesAgo(20) });
    await text(other, { template: "on_my_way", status: "sent", createdAt: minutesAgo(10) });
    await mail(other, { createdAt: minutesAgo(5) });

    const log = await listCustomerMessages({ customerId: id });
    expect({ page: log.page, pageCount: log.pageCount, total: log.total }).toEqual({ page: 1, pageCount: 1, total: 4 });
    expect(
      log.entries.map(({ channel, template, subject, locale, status, errorCode, transport }) => ({
        channel,
        template,
        subject,
        locale,
        status,
        errorCode,
        transport,
      })),
    ).toEqual([
      {
        channel: "sms",
        template: "on_my_way",
        subject: null,
        locale: "es",
        status: "blocked",
        errorCode: "opted_out",
        transport: null,
      },
      {
        channel: "sms",
        template: "reminder_day_before",
        subject: null,
        locale: "es",
        status: "failed",
        errorCode: "30006",
        transport: null,
      },
      {
        channel: "email",
        template: "booking-confirmed",
        subject: "Your visit is booked",
        locale: "en",
        status: "sent",
        errorCode: null,
        transport: "smtp",
      },
      {
        channel: "sms",
        template: "booking_confirmed",
        subject: null,
        locale: "es",
        status: "delivered",
        errorCode: null,
        transport: "twilio",
      },
    ]);
    const delivered = log.entries[3]!;
    expect(delivered.to).toBe(NUMBER);
    expect(delivered.sentAt).not.toBeNull();
    expect(delivered.consent).toMatchObject({ eventId: granted.eventId, source: "booking_form", granted: true });
    expect(new Date(delivered.consent!.recordedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(log.entries[0]!.consent).toBeNull();
    expect(log.entries[2]!.consent).toBeNull();
  });

  it("pages a long log and keeps an out-of-range page within it", async () => {
    const id = await customer();
    const count = CUSTOMER_MESSAGES_PAGE_SIZE + 5;
    for (let index = 0; index < count; index += 1)
      await mail(id, { subject: `Message ${index}`, createdAt: minutesAgo(count - index) });

    const first = await listCustomerMessages({ customerId: id });
    expect({ page: first.page, pageCount: first.pageCount, total: first.total }).toEqual({
      page: 1,
      pageCount: 2,
      total: count,
    });
    expect(first.entries).toHaveLength(CUSTOMER_MESSAGES_PAGE_SIZE);
    expect(first.entries[0]!.subject).toBe(`Message ${count - 1}`);
    const second = await listCustomerMessages({ customerId: id, page: 2 });
    expect(second.entries.map((entry) => entry.subject)).toEqual([4, 3, 2, 1, 0].map((index) => `Message ${index}`));
    expect((await listCustomerMessages({ customerId: id, page: 99 })).page).toBe(2);
    expect((await listCustomerMessages({ customerId: id, page: Number.NaN })).page).toBe(1);
  });

  it("answers NOT_FOUND for an unknown or malformed customer id", async () => {
    for (const customerId of ["0b8f1a57-5f1e-4c7a-9f1e-2f0a5e4b1c9d", "not-an-id"]) {
      await expect(listCustomerMessages({ customerId })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(readCustomerSmsConsent({ customerId })).rejects.toBeInstanceOf(AppError);
    }
  });
});

describe("readCustomerSmsConsent", () => {
  it("reads the record's number's consent per purpose, with where it came from", async () => {
    const id = await customer();
    expect(await readCustomerSmsConsent({ customerId: id })).toEqual({
      phone: "(305) 555-0142",
      number: NUMBER,
      locale: "en",
      transactional: null,
      marketing: null,
    });
    await recordConsent({
      contact: "305.555.0142",
      channel: "sms",
      purpose: "transactional",
      granted: true,
      source: "signup_form",
      locale: "es",
    });
    const consent = await readCustomerSmsConsent({ customerId: id });
    expect(consent).toMatchObject({
      locale: "es",
      transactional: { granted: true, source: "signup_form", recordedByName: null },
      marketing: null,
    });
    expect(await readCustomerSmsConsent({ customerId: await customer("555-0142") })).toMatchObject({
      phone: "555-0142",
      number: null,
    });
  });
});
