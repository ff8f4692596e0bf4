import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { consentEvents, inboundTexts, textMessages } from "~/db/schema";
import { listTextsWithoutValidConsent } from "~/domain/messaging/list-texts-without-valid-consent.server";
import { queueText } from "~/domain/messaging/queue-text.server";
import { readConsent } from "~/domain/messaging/read-consent.server";
import { twilioSignature } from "~/integrations/twilio/twilio-signature";
import { startFakeTwilio, type FakeTwilio } from "../tests/fakes/twilio";
import { grantTransactionalSms, smsWorker, switchSmsOn } from "../tests/support/messaging-test-support";
import { useTestDatabase } from "../tests/support/test-database";
import { twilioWebhookRoutes } from "./twilio-webhook-routes";

const { db } = useTestDatabase();
const TWILIO_ENV = ["BASE_URL", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER", "TWILIO_API_BASE"];
const NUMBER = "+13055550142";
const WINDOW = { start: new Date("2026-06-10T14:00:00Z"), end: new Date("2026-06-10T16:00:00Z") };
let twilio: FakeTwilio;
let server: ServerType;
let base: string;
let saved: Record<string, string | undefined>;

function setTwilioEnv(on: boolean) {
  const values: Record<string, string> = {
    BASE_URL: base,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: twilio.fromNumber,
    TWILIO_API_BASE: twilio.url,
  };
  for (const key of TWILIO_ENV) {
    if (on || key === "BASE_URL") process.env[key] = values[key];
    else delete process.env[key];
  }
  resetEnvForTests();
}

beforeAll(async () => {
  twilio = await startFakeTwilio();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: twilioWebhookRoutes.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  saved = Object.fromEntries(TWILIO_ENV.map((key) => [key, process.env[key]]));
  setTwilioEnv(true);
});
afterAll(async () => {
  for (const key of TWILIO_ENV) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await twilio.close();
});
beforeEach(async () => {
  twilio.messages.length = 0;
  twilio.optedOut.clear();
  await switchSmsOn(db());
});

const inboundUrl = () => `${base}/api/webhooks/twilio/inbound`;

/** A confirmation sent through the fake by the real job, with the status callback pointing at our routes. */
async function sentConfirmation() {
  await grantTransactionalSms(NUMBER);
  const { textId } = await queueText({
    executor: db(),
    to: NUMBER,
    template: "booking_confirmed",
    data: { service: "AC Repair", window: WINDOW, link: "https://aw.example/booking/x" },
    locale: "en",
  });
  expect(await smsWorker(db(), {}).runOnce()).toBe("completed");
  return { textId, sid: twilio.messages[0]!.sid };
}

async function rowOf(textId: string) {
  const [row] = await db().select().from(textMessages).where(eq(textMessages.id, textId));
  return row!;
}

describe("POST /api/webhooks/twilio/status", () => {
  it("moves a text forward and never back: a replayed or late callback changes nothing", async () => {
    const { textId, sid } = await sentConfirmation();
    expect((await twilio.reportStatus(sid, "sent")).status).toBe(204);
    expect((await rowOf(textId)).status).toBe("sent");
    expect((await twilio.reportStatus(sid, "delivered")).status).toBe(204);
    expect((await twilio.reportStatus(sid, "sent")).status).toBe(204);
    expect((await twilio.reportStatus(sid, "delivered")).status).toBe(204);
    expect((await twilio.reportStatus(sid, "undelivered", 30003)).status).toBe(204);
    expect(await rowOf(textId)).toMatchObject({ status: "delivered", errorCode: null });
  });

  it("keeps the error code of an undelivered text", async () => {
    const { textId, sid } = await sentConfirmation();
    await twilio.reportStatus(sid, "undelivered", 30005);
    expect(await rowOf(textId)).toMatchObject({ status: "undelivered", errorCode: "30005" });
  });

  it("answers a callback with a bad or missing signature 403 and changes nothing", async () => {
    const { textId, sid } = await sentConfirmation();
    const params = new URLSearchParams({ MessageSid: sid, MessageStatus: "failed", ErrorCode: "30008" });
    const url = `${base}/api/webhooks/twilio/status`;
    const forged = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": twilioSignature("not-the-token", url, params),
      },
      body: params.toString(),
    });
    expect(forged.status).toBe(403);
    const unsigned = await fetch(url, { method: "POST", body: params });
    expect(unsigned.status).toBe(403);
    expect((await rowOf(textId)).status).toBe("queued");
  });
});

describe("POST /api/webhooks/twilio/inbound", () => {
  it("records a STOP as a withdrawal of every SMS purpose and answers empty TwiML, so a queued reminder is blocked", async () => {
    await grantTransactionalSms(NUMBER);
    const { textId } = await queueText({
      executor: db(),
      to: NUMBER,
      template: "reminder_day_before",
      data: { service: "Maintenance", window: WINDOW, link: "https://aw.example/b" },
      locale: "en",
      now: new Date("2026-06-10T16:00:00Z"),
      sendAfter: new Date("2026-06-10T16:00:00Z"),
    });
    const answer = await twilio.receive(inboundUrl(), NUMBER, "Stop");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await answer.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    for (const purpose of ["transactional", "marketing"] as const)
      expect((await readConsent({ contact: NUMBER, channel: "sms", purpose }))?.granted).toBe(false);
    expect(await db().select().from(inboundTexts)).toMatchObject([{ fromNumber: NUMBER, keyword: "STOP" }]);

    await smsWorker(db(), { now: () => new Date("2026-06-10T16:00:00Z") }).runDue();
    expect(await rowOf(textId)).toMatchObject({ status: "blocked", errorCode: "opted_out" });
    expect(twilio.messages).toHaveLength(0);
  });

  it("brings back transactional texts only on START, and only records HELP", async () => {
    await grantTransactionalSms(NUMBER);
    await twilio.receive(inboundUrl(), NUMBER, "STOPALL");
    await twilio.receive(inboundUrl(), NUMBER, "help");
    const afterHelp = await db().select().from(consentEvents);
    expect(afterHelp).toHaveLength(3);
    await twilio.receive(inboundUrl(), NUMBER, "START");
    expect((await readConsent({ contact: NUMBER, channel: "sms", purpose: "transactional" }))?.granted).toBe(true);
    expect((await readConsent({ contact: NUMBER, channel: "sms", purpose: "marketing" }))?.granted).toBe(false);
    expect((await db().select().from(inboundTexts)).map((text) => text.keyword).sort()).toEqual([
      "HELP",
      "START",
      "STOPALL",
    ]);
  });

  it("stores a replayed message once and changes the ledger once", async () => {
    await grantTransactionalSms(NUMBER);
    const params = new URLSearchParams({
      MessageSid: `SM${"a".repeat(32)}`,
      From: NUMBER,
      To: twilio.fromNumber,
      Body: "STOP",
    });
    const post = () =>
      fetch(inboundUrl(), {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Twilio-Signature": twilioSignature(twilio.authToken, inboundUrl(), params),
        },
        body: params.toString(),
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(await db().select().from(inboundTexts)).toHaveLength(1);
    expect(await db().select().from(consentEvents)).toHaveLength(3);
  });

  it("answers a forged inbound STOP 403 and leaves the consent as it was", async () => {
    await grantTransactionalSms(NUMBER);
    const answer = await twilio.receive(inboundUrl(), NUMBER, "STOP", { signWith: "someone-elses-token" });
    expect(answer.status).toBe(403);
    expect((await readConsent({ contact: NUMBER, channel: "sms", purpose: "transactional" }))?.granted).toBe(true);
    expect(await db().select().from(inboundTexts)).toHaveLength(0);
  });

  it("does not exist without Twilio configured", async () => {
    setTwilioEnv(false);
    try {
      const answer = await twilio.receive(inboundUrl(), NUMBER, "STOP");
      expect(answer.status).toBe(404);
    } finally {
      setTwilioEnv(true);
    }
  });
});

describe("the consent audit", () => {
  it("finds nothing after texts sent with consent, and finds a text forged without one", async () => {
    const { textId } = await sentConfirmation();
    await twilio.reportStatus(twilio.messages[0]!.sid, "delivered");
    expect(await listTextsWithoutValidConsent()).toEqual([]);

    await db().insert(textMessages).values({
      toNumber: "+17865550199",
      template: "on_my_way",
      locale: "en",
      purpose: "transactional",
      body: "AW: Luis is on the way.",
      segments: 1,
      status: "sent",
      transport: "outbox",
      sentAt: new Date(),
    });
    // A text sent to a number after its STOP counts too, whatever consent the row claims.
    const [row] = await db().select().from(textMessages).where(eq(textMessages.id, textId));
    await twilio.receive(inboundUrl(), NUMBER, "STOP");
    await db()
      .update(textMessages)
      .set({ sentAt: new Date(Date.now() + 60_000) })
      .where(eq(textMessages.id, row!.id));
    expect((await listTextsWithoutValidConsent()).map((text) => text.toNumber).sort()).toEqual([
      "+13055550142",
      "+17865550199",
    ]);
  });
});
