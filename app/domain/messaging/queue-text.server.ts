import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { textMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import type { Locale } from "~/i18n/catalog";
import { renderSms, type SmsData, type SmsTemplate } from "~/integrations/twilio/templates/sms-templates";
import { enqueueJob } from "~/jobs/enqueue.server";
import { usPhoneToE164 } from "./phone-number";
import { latestSendOutsideQuietHours } from "./quiet-hours";
import { countSmsSegments } from "./sms-segments";
import { TEXT_POLICIES } from "./text-policy";

/** The job that sends one text_messages row (send-text-job.server.ts). */
export const SMS_SEND_JOB = "sms.send";
const SMS_SEND_MAX_ATTEMPTS = 8;

export type QueueTextInput = {
  /** Pass the caller's transaction: the text exists exactly when the caller's own writes commit. */
  executor: Executor;
  /** The number as typed on a form, or E.164. */
  to: string;
  template: SmsTemplate;
  /** What the template names; the business's name is the settings record's. */
  data: Omit<SmsData, "business">;
  locale: Locale;
  customerId?: string | null;
  appointmentId?: string | null;
  /** One text per key (a reminder per visit and offset): a second queueing under it changes nothing. */
  dedupeKey?: string;
  /** When it is meant to go (default now); a reminder or review request inside the quiet hours goes earlier. */
  sendAfter?: Date;
  /** The settings record when the caller already read it in this transaction. */
  settings?: BusinessSettings;
  now?: Date;
};

export type QueuedText = { textId: string; deduplicated: boolean };

/**
 * Renders a text in the person's language, stores it as pending with its segment count, and queues the `sms.send`
 * job for its send time, in the caller's transaction. Consent, the SMS switch and the message's own switch are NOT
 * checked here but when the job runs, so a STOP that arrives in between stops it. Throws AppError BAD_INPUT for a
 * number that cannot be a US one.
 */
export async function queueText(input: QueueTextInput): Promise<QueuedText> {
  const to = usPhoneToE164(input.to);
  if (!to) throw new AppError("BAD_INPUT", `A text cannot go to ${JSON.stringify(input.to)}: not a US number`);
  const settings = input.settings ?? (await getSettings({ executor: input.executor }));
  const policy = TEXT_POLICIES[input.template];
  const body = renderSms(input.template, { ...input.data, business: settings.companyName }, input.locale);
  const now = input.now ?? new Date();
  const planned = input.sendAfter ?? now;
  // Moved earlier out of the quiet hours; one already past then goes now, and the job keeps it out of the night.
  const moved = policy.urgent ? planned : latestSendOutsideQuietHours(planned);
  const sendAfter = moved < now ? now : moved;
  const [inserted] = await input.executor
    .insert(textMessages)
    .values({
      toNumber: to,
      customerId: input.customerId ?? null,
      appointmentId: input.appointmentId ?? null,
      template: input.template,
      locale: input.locale,
      purpose: policy.purpose,
      body,
      segments: countSmsSegments(body).segments,
      dedupeKey: input.dedupeKey ?? null,
      sendAfter,
    })
    .onConflictDoNothing({ target: textMessages.dedupeKey })
    .returning({ id: textMessages.id });
  if (!inserted) {
    const [existing] = await input.executor
      .select({ id: textMessages.id })
      .from(textMessages)
      .where(eq(textMessages.dedupeKey, input.dedupeKey!));
    if (!existing) throw new Error(`queueText: dedupe key ${input.dedupeKey} conflicted but no text holds it`);
    return { textId: existing.id, deduplicated: true };
  }
  await enqueueTextSend(input.executor, inserted.id, sendAfter);
  return { textId: inserted.id, deduplicated: false };
}

/** The `sms.send` job of one stored text, to run at `runAt`. */
export async function enqueueTextSend(executor: Executor, textId: string, runAt: Date): Promise<void> {
  await enqueueJob(executor, { type: SMS_SEND_JOB, payload: { textId }, runAt, maxAttempts: SMS_SEND_MAX_ATTEMPTS });
}
