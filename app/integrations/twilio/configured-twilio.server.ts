import { env, type Env } from "~/config/env.server";
import { publicOrigin } from "~/config/public-origin.server";
import type { TwilioConfig } from "./twilio-client.server";

/** Where Twilio posts a sent text's status changes, and the texts people send the business number. */
export const TWILIO_STATUS_WEBHOOK_PATH = "/api/webhooks/twilio/status";
export const TWILIO_INBOUND_WEBHOOK_PATH = "/api/webhooks/twilio/inbound";

type TwilioEnv = Pick<
  Env,
  "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM_NUMBER" | "TWILIO_MESSAGING_SERVICE_SID" | "TWILIO_API_BASE"
>;

/**
 * Twilio's settings from the environment, or null when they are not set: texts then go to the development outbox and
 * the webhooks answer 404. env.server.ts refuses a start with only half of them, so a set SID means a usable account.
 * A messaging service wins over a single number when both are set (it picks the sender and handles opt-outs).
 */
export function configuredTwilio(config: TwilioEnv = env()): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, TWILIO_MESSAGING_SERVICE_SID } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN) return null;
  const from = TWILIO_MESSAGING_SERVICE_SID
    ? { messagingServiceSid: TWILIO_MESSAGING_SERVICE_SID }
    : TWILIO_FROM_NUMBER
      ? { number: TWILIO_FROM_NUMBER }
      : null;
  if (!from) return null;
  return { apiBase: config.TWILIO_API_BASE, accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from };
}

/**
 * The public URL of a webhook, as configured at Twilio and as Twilio signs it: from BASE_URL, never from a request's
 * Host, which a proxy changes and a caller chooses.
 */
export function twilioWebhookUrl(path: typeof TWILIO_STATUS_WEBHOOK_PATH | typeof TWILIO_INBOUND_WEBHOOK_PATH): string {
  return `${publicOrigin()}${path}`;
}
