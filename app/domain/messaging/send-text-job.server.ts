import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Transaction } from "~/db/client.server";
import { TEXT_MESSAGE_STATUSES, textMessages } from "~/db/schema";
import { getSettings } from "~/domain/settings/get-settings.server";
import {
  configuredTwilio,
  TWILIO_STATUS_WEBHOOK_PATH,
  twilioWebhookUrl,
} from "~/integrations/twilio/configured-twilio.server";
import {
  createTwilioMessage,
  listTwilioMessagesTo,
  TwilioApiError,
  type TwilioConfig,
  type TwilioMessage,
} from "~/integrations/twilio/twilio-client.server";
import type { SmsTemplate } from "~/integrations/twilio/templates/sms-templates";
import { PermanentJobError, RetryLaterError, type JobHandler } from "~/jobs/job-types";
import { enqueueTextSend } from "./queue-text.server";
import { endOfQuietHours, isInQuietHours } from "./quiet-hours";
import { readConsent } from "./read-consent.server";
import { revokeSmsForNumber } from "./revoke-sms-for-number.server";
import { TEXT_POLICIES } from "./text-policy";
import { reminderStopReason, type ReminderStopReason } from "./visit-reminders.server";

const SendTextPayloadSchema = z.object({ textId: z.uuid() });

type TextRow = typeof textMessages.$inferSelect;

/**
 * A text's times are the database's, as the ledger's events are (record-consent.server.ts): the consent audit compares
 * the two, and several app servers' clocks need not agree with each other.
 */
const DATABASE_NOW = sql`clock_timestamp()`;

/** Why a text was not sent, as its error_code says on the message log. */
export type TextBlockReason = "no_consent" | "opted_out" | "sms_off" | "message_off" | ReminderStopReason;

/** Twilio's code for a number that replied STOP (https://www.twilio.com/docs/api/errors/21610). */
const TWILIO_UNSUBSCRIBED_RECIPIENT = 21610;
const TWILIO_TOO_MANY_REQUESTS_SECONDS = 60;

export type SendTextOptions = {
  /** Twilio's settings, or null for the development outbox (default: from the environment). */
  twilio?: () => TwilioConfig | null;
  /** The time the quiet hours are judged by (tests pin it to the day). */
  now?: () => Date;
};

async function blockText(tx: Transaction, text: TextRow, reason: TextBlockReason, consentEventId: string | null) {
  await tx
    .update(textMessages)
    .set({ status: "blocked", errorCode: reason, consentEventId, statusUpdatedAt: DATABASE_NOW })
    .where(and(eq(textMessages.id, text.id), eq(textMessages.status, "pending")));
}

/** Why the text may not go now, read at send time (the settings' switches, then the ledger), or the consent it uses. */
async function permissionOf(
  db: Database,
  text: TextRow,
): Promise<{ blocked: TextBlockReason; eventId: string | null } | { eventId: string }> {
  const settings = await getSettings({ executor: db });
  const policy = TEXT_POLICIES[text.template as SmsTemplate];
  if (!settings.smsNotifications) return { blocked: "sms_off", eventId: null };
  // A switch missing from an older record (a message added since) is on, as the Messaging tab shows it.
  if (!policy || !(settings.messaging.enabled[policy.message] ?? true))
    return { blocked: "message_off", eventId: null };
  const consent = await readConsent({ contact: text.toNumber, channel: "sms", purpose: text.purpose, executor: db });
  if (!consent) return { blocked: "no_consent", eventId: null };
  if (!consent.granted) return { blocked: "opted_out", eventId: consent.eventId };
  return { eventId: consent.eventId };
}

/**
 * After an attempt whose outcome is unknown (a 5xx, a time-out, an answer lost on the way), the text may be at Twilio
 * already: the Messages API has no idempotency key, so the retry looks for it among the messages to that number since
 * the text was queued, with the same body, that no other row of ours holds, and adopts it instead of sending again.
 */
async function findEarlierSend(db: Database, config: TwilioConfig, text: TextRow): Promise<TwilioMessage | null> {
  const candidates = (await listTwilioMessagesTo(config, { to: text.toNumber, sentSince: text.createdAt })).filter(
    (message) => message.to === text.toNumber && message.body === text.body,
  );
  for (const candidate of candidates.reverse()) {
    const [taken] = await db
      .select({ id: textMessages.id })
      .from(textMessages)
      .where(and(eq(textMessages.providerSid, candidate.sid), isNotNull(textMessages.providerSid)));
    if (!taken) return candidate;
  }
  return null;
}

/** Twilio's status of a message just created (queued, or accepted by a messaging service) or adopted (maybe further). */
function providerStatusOf(message: TwilioMessage): TextRow["status"] {
  const known = TEXT_MESSAGE_STATUSES.find((status) => status === message.status);
  return known && known !== "pending" && known !== "blocked" ? known : "queued";
}

/**
 * The `sms.send` handler. At send time: a reminder whose visit was cancelled or moved is blocked; then the SMS switch
 * and the message's switch in the settings, then the number's consent for the text's purpose (a STOP received while
 * it waited blocks it); a non-urgent text whose job runs inside the quiet hours then waits for the morning, when all of
 * this is read again. Then Twilio, or the development outbox without it. The row's new state and the job's completion
 * commit together. Exactly once: every retry first adopts a message an earlier attempt sent.
 */
export function createSendTextHandler(options: SendTextOptions = {}): JobHandler {
  const twilio = options.twilio ?? (() => configuredTwilio());
  const clock = options.now ?? (() => new Date());
  return async (job, { db, completeWith }) => {
    const parsed = SendTextPayloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError(`Invalid sms.send payload: ${parsed.error.message}`);
    const [text] = await db.select().from(textMessages).where(eq(textMessages.id, parsed.data.textId));
    // Gone (its visit's customer was deleted and the row with it), or settled by an earlier run of this job.
    if (!text || text.status !== "pending") return;

    // A reminder of a visit since cancelled or moved is never sent, even if the change did not stop it.
    const stopped = await reminderStopReason(db, text);
    if (stopped) {
      await completeWith((tx) => blockText(tx, text, stopped, null));
      return;
    }

    // Refused first, so staff see a STOP's effect at once, by night too; a text kept for the morning is asked again.
    const permission = await permissionOf(db, text);
    if ("blocked" in permission) {
      await completeWith((tx) => blockText(tx, text, permission.blocked, permission.eventId));
      return;
    }
    const now = clock();
    const policy = TEXT_POLICIES[text.template as SmsTemplate];
    if (policy && !policy.urgent && isInQuietHours(now)) {
      await completeWith((tx) => enqueueTextSend(tx, text.id, endOfQuietHours(now)));
      return;
    }

    const config = twilio();
    if (!config) {
      await completeWith((tx) =>
        tx
          .update(textMessages)
          .set({
            status: "sent",
            transport: "outbox",
            consentEventId: permission.eventId,
            sentAt: DATABASE_NOW,
            statusUpdatedAt: DATABASE_NOW,
          })
          .where(and(eq(textMessages.id, text.id), eq(textMessages.status, "pending"))),
      );
      return;
    }

    let message: TwilioMessage;
    try {
      message =
        (job.attempts > 1 ? await findEarlierSend(db, config, text) : null) ??
        (await createTwilioMessage(config, {
          to: text.toNumber,
          body: text.body,
          statusCallback: twilioWebhookUrl(TWILIO_STATUS_WEBHOOK_PATH),
        }));
    } catch (error) {
      if (!(error instanceof TwilioApiError) || error.outcomeUnknown) throw error;
      if (error.httpStatus === 429) throw new RetryLaterError(TWILIO_TOO_MANY_REQUESTS_SECONDS, error.message);
      await completeWith(async (tx) => {
        if (error.code === TWILIO_UNSUBSCRIBED_RECIPIENT) {
          // Twilio knows of a STOP we never heard (sent before this app, or a lost webhook): the ledger learns it.
          await revokeSmsForNumber(
            {
              number: text.toNumber,
              keyword: String(TWILIO_UNSUBSCRIBED_RECIPIENT),
              source: "provider_refusal",
              customerId: text.customerId,
            },
            { tx },
          );
          await blockText(tx, text, "opted_out", permission.eventId);
          return;
        }
        // 21211 (not a valid number) and every other refusal: sending again cannot help.
        await tx
          .update(textMessages)
          .set({
            status: "failed",
            transport: "twilio",
            errorCode: String(error.code ?? error.httpStatus),
            consentEventId: permission.eventId,
            statusUpdatedAt: DATABASE_NOW,
          })
          .where(and(eq(textMessages.id, text.id), eq(textMessages.status, "pending")));
      });
      return;
    }
    await completeWith((tx) =>
      tx
        .update(textMessages)
        .set({
          status: providerStatusOf(message),
          transport: "twilio",
          providerSid: message.sid,
          consentEventId: permission.eventId,
          sentAt: DATABASE_NOW,
          statusUpdatedAt: DATABASE_NOW,
        })
        .where(and(eq(textMessages.id, text.id), eq(textMessages.status, "pending"))),
    );
  };
}
