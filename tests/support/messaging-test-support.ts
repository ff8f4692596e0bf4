import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs, settings } from "~/db/schema";
import { recordConsent } from "~/domain/messaging/record-consent.server";
import { SMS_SEND_JOB } from "~/domain/messaging/queue-text.server";
import { createSendTextHandler, type SendTextOptions } from "~/domain/messaging/send-text-job.server";
import type { TwilioConfig } from "~/integrations/twilio/twilio-client.server";
import { createJobWorker } from "~/jobs/worker.server";
import type { FakeTwilio } from "../fakes/twilio";

/** The disclosure a booking form shows beside its unticked SMS box, as tests record it. */
export const TEST_SMS_DISCLOSURE =
  "Text me about this visit. Msg & data rates may apply. Reply STOP to opt out, HELP for help.";

/** The app's Twilio settings pointed at the fake, with a short time limit so a lost answer is seen quickly. */
export function twilioConfigOf(fake: FakeTwilio): TwilioConfig {
  return {
    apiBase: fake.url,
    accountSid: fake.accountSid,
    authToken: fake.authToken,
    from: { number: fake.fromNumber },
    timeoutMs: 2_000,
  };
}

/** Turns the SMS switch on (the seeded record has it off). */
export async function switchSmsOn(db: Database): Promise<void> {
  await db.update(settings).set({ smsNotifications: true }).where(eq(settings.id, 1));
}

/** A transactional SMS consent given on the booking form, in `locale`. */
export function grantTransactionalSms(number: string, locale: "en" | "es" = "en") {
  return recordConsent({
    contact: number,
    channel: "sms",
    purpose: "transactional",
    granted: true,
    source: "booking_form",
    wordsShown: TEST_SMS_DISCLOSURE,
    ipAddress: "203.0.113.7",
    locale,
  });
}

/** A worker that runs only sms.send, against `db`; `runDue` makes every waiting job due first (skipping back-off). */
export function smsWorker(db: Database, options: SendTextOptions) {
  const worker = createJobWorker({
    handlers: { [SMS_SEND_JOB]: createSendTextHandler(options) },
    database: async () => db,
  });
  return {
    runOnce: worker.runOnce,
    runDue: async () => {
      await db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.status, "pending"));
      return worker.runOnce();
    },
  };
}
