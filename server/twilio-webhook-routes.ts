import { Hono, type Context } from "hono";
import {
  applyTextStatus,
  PROVIDER_TEXT_STATUSES,
  type ProviderTextStatus,
} from "~/domain/messaging/apply-text-status.server";
import { receiveInboundText } from "~/domain/messaging/receive-inbound-text.server";
import {
  configuredTwilio,
  TWILIO_INBOUND_WEBHOOK_PATH,
  TWILIO_STATUS_WEBHOOK_PATH,
  twilioWebhookUrl,
} from "~/integrations/twilio/configured-twilio.server";
import { isValidTwilioSignature } from "~/integrations/twilio/twilio-signature";

/**
 * POST /api/webhooks/twilio/status and /api/webhooks/twilio/inbound (issue 36): Twilio's form-encoded callbacks,
 * each accepted only with a valid X-Twilio-Signature, computed over the public URL from BASE_URL (what Twilio was
 * told to call; behind a proxy the request's own URL differs, and its Host is the caller's). Without Twilio
 * configured they do not exist (404); a bad or missing signature is 403 and changes nothing. Bodies are held to
 * server/body-limits.ts's bound for them before this runs (ADR 071). The cross-site guard lets /api/webhooks/ pass:
 * the signature is their permission.
 */
export const twilioWebhookRoutes = new Hono();

const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/;
const ERROR_CODE = /^\d{1,6}$/;
/** An empty TwiML answer: Twilio sends no reply of ours (its Advanced Opt-Out answers STOP, START and HELP). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

type Path = typeof TWILIO_STATUS_WEBHOOK_PATH | typeof TWILIO_INBOUND_WEBHOOK_PATH;

/** The signed parameters of a request from Twilio, or the answer that refuses it. */
async function signedParams(c: Context, path: Path): Promise<URLSearchParams | Response> {
  const config = configuredTwilio();
  if (!config) return c.text("Not found", 404);
  const params = new URLSearchParams(await c.req.text());
  const valid = isValidTwilioSignature({
    authToken: config.authToken,
    signature: c.req.header("x-twilio-signature") ?? null,
    url: twilioWebhookUrl(path),
    params,
  });
  if (!valid) {
    console.warn(`[twilio-webhook] refused a ${path} request without a valid X-Twilio-Signature`);
    return c.text("Invalid signature", 403);
  }
  return params;
}

twilioWebhookRoutes.post(TWILIO_STATUS_WEBHOOK_PATH, async (c) => {
  const params = await signedParams(c, TWILIO_STATUS_WEBHOOK_PATH);
  if (params instanceof Response) return params;
  const messageSid = params.get("MessageSid") ?? "";
  const status = params.get("MessageStatus") ?? "";
  const errorCode = params.get("ErrorCode") || null;
  if (
    !MESSAGE_SID.test(messageSid) ||
    !PROVIDER_TEXT_STATUSES.includes(status as ProviderTextStatus) ||
    (errorCode !== null && !ERROR_CODE.test(errorCode))
  )
    return c.text("Not a message status callback", 400);
  const outcome = await applyTextStatus({ messageSid, status: status as ProviderTextStatus, errorCode });
  if (outcome === "unknown") console.warn(`[twilio-webhook] status ${status} for ${messageSid}, not a text of ours`);
  return c.body(null, 204);
});

twilioWebhookRoutes.post(TWILIO_INBOUND_WEBHOOK_PATH, async (c) => {
  const params = await signedParams(c, TWILIO_INBOUND_WEBHOOK_PATH);
  if (params instanceof Response) return params;
  const messageSid = params.get("MessageSid") ?? "";
  const from = params.get("From") ?? "";
  if (!MESSAGE_SID.test(messageSid) || !from) return c.text("Not an inbound message", 400);
  await receiveInboundText({ messageSid, from, body: params.get("Body") ?? "" });
  return c.body(EMPTY_TWIML, 200, { "Content-Type": "text/xml; charset=utf-8" });
});
