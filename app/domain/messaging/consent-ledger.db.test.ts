import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentEvents, consentStates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { readConsent } from "./read-consent.server";
import { recordConsent } from "./record-consent.server";
import { restoreTransactionalSms } from "./restore-transactional-sms.server";
import { revokeSmsForNumber } from "./revoke-sms-for-number.server";

const { db } = useTestDatabase();

const DISCLOSURE = "Text me about my visits. Msg & data rates may apply. Reply STOP to opt out, HELP for help.";

function grantSms(purpose: "transactional" | "marketing", contact = "(305) 555-0142") {
  return recordConsent({
    contact,
    channel: "sms",
    purpose,
    granted: true,
    source: "booking_form",
    wordsShown: DISCLOSURE,
    ipAddress: "203.0.113.9",
    locale: "es",
  });
}

describe("the consent ledger", () => {
  it("recordConsent stores the event with the number in E.164 and makes it the current state", async () => {
    const { eventId } = await grantSms("transactional");
    const [event] = await db().select().from(consentEvents);
    expect(event).toMatchObject({
      id: eventId,
      contact: "+13055550142",
      channel: "sms",
      purpose: "transactional",
      granted: true,
      source: "booking_form",
      wordsShown: DISCLOSURE,
      ipAddress: "203.0.113.9",
      locale: "es",
    });
    expect(await readConsent({ contact: "+1 305 555 0142", channel: "sms", purpose: "transactional" })).toMatchObject({
      granted: true,
      eventId,
      locale: "es",
    });
    expect(await readConsent({ contact: "3055550142", channel: "sms", purpose: "marketing" })).toBeNull();
  });

  it("keys an e-mail consent on the lower-cased address", async () => {
    await recordConsent({
      contact: " Ana@Example.COM ",
      channel: "email",
      purpose: "marketing",
      granted: true,
      source: "signup_form",
      locale: "en",
    });
    expect((await readConsent({ contact: "ana@example.com", channel: "email", purpose: "marketing" }))?.granted).toBe(
      true,
    );
  });

  it("refuses a contact that is not a US number or an address, writing nothing", async () => {
    const error = await grantSms("transactional", "555-01").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("BAD_INPUT");
    expect(await db().select().from(consentEvents)).toHaveLength(0);
  });

  it("keeps every change as its own event while the state says the latest", async () => {
    await grantSms("transactional");
    const withdrawn = await recordConsent({
      contact: "305-555-0142",
      channel: "sms",
      purpose: "transactional",
      granted: false,
      source: "profile_form",
      locale: "es",
    });
    const events = await db().select().from(consentEvents).orderBy(asc(consentEvents.createdAt));
    expect(events.map((event) => event.granted)).toEqual([true, false]);
    const states = await db().select().from(consentStates);
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ granted: false, eventId: withdrawn.eventId });
  });

  it("STOP withdraws every SMS purpose of the number at once, with the keyword", async () => {
    await grantSms("transactional");
    await grantSms("marketing");
    await revokeSmsForNumber({ number: "+13055550142", keyword: "STOP" });
    for (const purpose of ["transactional", "marketing"] as const)
      expect(await readConsent({ contact: "+13055550142", channel: "sms", purpose })).toMatchObject({
        granted: false,
        locale: "es",
      });
    const revokes = (await db().select().from(consentEvents)).filter((event) => !event.granted);
    expect(revokes.map((event) => [event.purpose, event.source, event.keyword]).sort()).toEqual([
      ["marketing", "sms_keyword", "STOP"],
      ["transactional", "sms_keyword", "STOP"],
    ]);
  });

  it("START after a STOP brings back transactional texts only", async () => {
    await grantSms("transactional");
    await grantSms("marketing");
    await revokeSmsForNumber({ number: "+13055550142", keyword: "STOPALL" });
    const restored = await restoreTransactionalSms({ number: "+13055550142", keyword: "START" });
    expect(await readConsent({ contact: "+13055550142", channel: "sms", purpose: "transactional" })).toMatchObject({
      granted: true,
      eventId: restored.eventId,
    });
    expect((await readConsent({ contact: "+13055550142", channel: "sms", purpose: "marketing" }))?.granted).toBe(false);
  });

  it("a STOP from a number the ledger never saw is recorded as withdrawals all the same", async () => {
    await revokeSmsForNumber({ number: "+17865550100", keyword: "QUIT" });
    expect((await readConsent({ contact: "+17865550100", channel: "sms", purpose: "transactional" }))?.granted).toBe(
      false,
    );
    expect(await db().select().from(consentEvents)).toHaveLength(2);
  });
});
