import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consentEvents, jobs, settings, textMessages } from "~/db/schema";
import { startFakeTwilio, type FakeTwilio } from "../../../tests/fakes/twilio";
import {
  grantTransactionalSms,
  smsWorker,
  switchSmsOn,
  twilioConfigOf,
} from "../../../tests/support/messaging-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { queueText } from "./queue-text.server";
import { readConsent } from "./read-consent.server";
import { revokeSmsForNumber } from "./revoke-sms-for-number.server";

const { db } = useTestDatabase();
let twilio: FakeTwilio;

beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
});
beforeEach(async () => {
  twilio.messages.length = 0;
  twilio.optedOut.clear();
  twilio.invalidNumbers.clear();
  await switchSmsOn(db());
});

const NUMBER = "+13055550142";
const WINDOW = { start: new Date("2026-06-10T14:00:00Z"), end: new Date("2026-06-10T16:00:00Z") };
// Noon in Miami: outside the quiet hours, whatever the hour the tests run at.
const NOON = () => new Date("2026-06-10T16:00:00Z");

function confirmation(to = NUMBER) {
  return queueText({
    executor: db(),
    to,
    template: "booking_confirmed",
    data: { service: "AC Repair", window: WINDOW, link: "https://aw.example/booking/x" },
    locale: "en",
  });
}

async function textRow(id: string) {
  const [row] = await db().select().from(textMessages).where(eq(textMessages.id, id));
  return row!;
}

const throughTwilio = () => smsWorker(db(), { twilio: () => twilioConfigOf(twilio) });

describe("the sms.send job", () => {
  it("sends a consented text once through Twilio and keeps the consent it relied on", async () => {
    const { eventId } = await grantTransactionalSms(NUMBER);
    const { textId } = await confirmation("(305) 555-0142");
    expect(await throughTwilio().runOnce()).toBe("completed");
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]).toMatchObject({
      to: NUMBER,
      status_callback: "http://localhost:3000/api/webhooks/twilio/status",
    });
    expect(await textRow(textId)).toMatchObject({
      status: "queued",
      transport: "twilio",
      providerSid: twilio.messages[0]!.sid,
      consentEventId: eventId,
    });
    expect((await textRow(textId)).sentAt).not.toBeNull();
  });

  it("puts the text in the development outbox when Twilio is not configured", async () => {
    const { eventId } = await grantTransactionalSms(NUMBER);
    const { textId } = await confirmation();
    expect(await smsWorker(db(), { twilio: () => null }).runOnce()).toBe("completed");
    expect(await textRow(textId)).toMatchObject({ status: "sent", transport: "outbox", consentEventId: eventId });
  });

  it("blocks a text to a number that never consented, sending nothing", async () => {
    const { textId } = await confirmation();
    expect(await throughTwilio().runOnce()).toBe("completed");
    expect(await textRow(textId)).toMatchObject({ status: "blocked", errorCode: "no_consent", providerSid: null });
    expect(twilio.messages).toHaveLength(0);
  });

  it("blocks everything while the SMS switch in the settings is off", async () => {
    await grantTransactionalSms(NUMBER);
    await db().update(settings).set({ smsNotifications: false });
    const { textId } = await confirmation();
    await throughTwilio().runOnce();
    expect(await textRow(textId)).toMatchObject({ status: "blocked", errorCode: "sms_off" });
    expect(twilio.messages).toHaveLength(0);
  });

  it("blocks a reminder queued before its number's STOP, at send time", async () => {
    await grantTransactionalSms(NUMBER);
    const { textId } = await queueText({
      executor: db(),
      to: NUMBER,
      template: "reminder_day_before",
      data: { service: "Maintenance", window: WINDOW, link: "https://aw.example/b" },
      locale: "en",
      now: NOON(),
      sendAfter: NOON(),
    });
    const [stop] = await revokeSmsForNumber({ number: NUMBER, keyword: "STOP" });
    expect(await smsWorker(db(), { twilio: () => twilioConfigOf(twilio), now: NOON }).runDue()).toBe("completed");
    expect(await textRow(textId)).toMatchObject({ status: "blocked", errorCode: "opted_out" });
    expect((await textRow(textId)).consentEventId).toBe(stop!.eventId);
    expect(twilio.messages).toHaveLength(0);
  });

  it("keeps a reminder whose job runs inside the quiet hours for 8 am, sending nothing at night", async () => {
    await grantTransactionalSms(NUMBER);
    const { textId } = await queueText({
      executor: db(),
      to: NUMBER,
      template: "reminder_hours_before",
      data: { service: "Maintenance", window: WINDOW, phone: "(305) 555-0100" },
      locale: "en",
    });
    // 11 pm on 9 June in Miami (EDT).
    const night = () => new Date("2026-06-10T03:00:00Z");
    expect(await smsWorker(db(), { twilio: () => twilioConfigOf(twilio), now: night }).runDue()).toBe("completed");
    expect((await textRow(textId)).status).toBe("pending");
    const [next] = await db().select().from(jobs).where(eq(jobs.status, "pending"));
    expect(next).toMatchObject({ payload: { textId }, runAt: new Date("2026-06-10T12:00:00Z") });
    expect(twilio.messages).toHaveLength(0);
  });

  it("blocks a STOPped number's reminder at once inside the quiet hours too, instead of keeping it for 8 am", async () => {
    await grantTransactionalSms(NUMBER);
    const { textId } = await queueText({
      executor: db(),
      to: NUMBER,
      template: "reminder_hours_before",
      data: { service: "Maintenance", window: WINDOW, phone: "(305) 555-0100" },
      locale: "en",
    });
    await revokeSmsForNumber({ number: NUMBER, keyword: "STOP" });
    const night = () => new Date("2026-06-10T03:00:00Z");
    expect(await smsWorker(db(), { twilio: () => twilioConfigOf(twilio), now: night }).runDue()).toBe("completed");
    expect(await textRow(textId)).toMatchObject({ status: "blocked", errorCode: "opted_out" });
    expect(await db().select().from(jobs).where(eq(jobs.status, "pending"))).toEqual([]);
    expect(twilio.messages).toHaveLength(0);
  });

  it("sends once through a 5xx: the retry finds nothing sent and sends", async () => {
    await grantTransactionalSms(NUMBER);
    const { textId } = await confirmation();
    twilio.failNext(1, 503);
    const worker = throughTwilio();
    expect(await worker.runOnce()).toBe("retry");
    expect(await textRow(textId)).toMatchObject({ status: "pending" });
    expect(await worker.runDue()).toBe("completed");
    expect(twilio.messages).toHaveLength(1);
    expect((await textRow(textId)).providerSid).toBe(twilio.messages[0]!.sid);
  });

  it("sends once through a lost answer: the retry adopts the message Twilio already has", async () => {
    await grantTransactionalSms(NUMBER);
    const { textId } = await confirmation();
    twilio.loseNextAnswer();
    const worker = throughTwilio();
    expect(await worker.runOnce()).toBe("retry");
    expect(twilio.messages).toHaveLength(1);
    expect(await worker.runDue()).toBe("completed");
    expect(twilio.messages).toHaveLength(1);
    expect(await textRow(textId)).toMatchObject({ status: "queued", providerSid: twilio.messages[0]!.sid });
  });

  it("records Twilio's 21610 as an opt-out in the ledger and blocks the text", async () => {
    await grantTransactionalSms(NUMBER);
    twilio.optedOut.add(NUMBER);
    const { textId } = await confirmation();
    expect(await throughTwilio().runOnce()).toBe("completed");
    expect(await textRow(textId)).toMatchObject({ status: "blocked", errorCode: "opted_out" });
    expect(await readConsent({ contact: NUMBER, channel: "sms", purpose: "transactional" })).toMatchObject({
      granted: false,
    });
    const refusals = await db().select().from(consentEvents).where(eq(consentEvents.source, "provider_refusal"));
    expect(refusals.map((event) => [event.purpose, event.keyword]).sort()).toEqual([
      ["marketing", "21610"],
      ["transactional", "21610"],
    ]);
  });

  it("marks a text to a number Twilio calls invalid (21211) failed without retrying", async () => {
    await grantTransactionalSms(NUMBER);
    twilio.invalidNumbers.add(NUMBER);
    const { textId } = await confirmation();
    expect(await throughTwilio().runOnce()).toBe("completed");
    expect(await textRow(textId)).toMatchObject({ status: "failed", errorCode: "21211" });
    expect(await db().select().from(jobs).where(eq(jobs.status, "pending"))).toHaveLength(0);
  });
});
