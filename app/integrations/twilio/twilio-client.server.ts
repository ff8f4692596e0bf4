/**
 * Twilio's Programmable Messaging REST API (2010-04-01), the two calls the app makes, over fetch: create a message,
 * and list the recent messages to one number (how a retry after a lost answer finds the text the lost call may have
 * sent: the Messages API has no idempotency key). Credentials come from the environment only; `apiBase` is
 * https://api.twilio.com in production and the fake's address in tests. The adapter throws its own TwilioApiError;
 * the domain decides what a code means (21610: the recipient sent STOP; 21211: not a valid number).
 */
export type TwilioConfig = {
  apiBase: string;
  accountSid: string;
  authToken: string;
  /** A sending number (E.164) or a messaging service id (MG…); one of the two. */
  from: { number: string } | { messagingServiceSid: string };
  /** How long one call may take before its outcome counts as unknown. */
  timeoutMs?: number;
};

export type TwilioMessage = {
  sid: string;
  to: string;
  body: string;
  status: string;
  numSegments: number;
  errorCode: number | null;
  dateCreated: Date;
};

/** A refusal with Twilio's error code (https://www.twilio.com/docs/api/errors), or `code: null` with no answer at all. */
export class TwilioApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly code: number | null,
    /** The call may have reached Twilio though its answer never reached us (time-out, reset, a 5xx). */
    readonly outcomeUnknown: boolean,
  ) {
    super(message);
    this.name = "TwilioApiError";
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

function accountPath(config: TwilioConfig): string {
  return `${config.apiBase.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
}

async function call(config: TwilioConfig, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64");
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, Authorization: `Basic ${auth}`, Accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TwilioApiError(`Twilio did not answer: ${(error as Error).message}`, null, null, true);
  }
  const text = await response.text().catch(() => "");
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (!response.ok) {
    const code = typeof json.code === "number" ? json.code : null;
    const message = typeof json.message === "string" ? json.message : `HTTP ${response.status}`;
    throw new TwilioApiError(
      `Twilio refused (${code ?? response.status}): ${message}`,
      response.status,
      code,
      response.status >= 500,
    );
  }
  return json;
}

function messageOf(json: Record<string, unknown>): TwilioMessage {
  return {
    sid: String(json.sid),
    to: String(json.to),
    body: String(json.body ?? ""),
    status: String(json.status),
    numSegments: Number(json.num_segments ?? 1),
    errorCode: typeof json.error_code === "number" ? json.error_code : null,
    dateCreated: new Date(String(json.date_created)),
  };
}

/** Creates (sends) a text; Twilio answers 201 with the message queued and calls `statusCallback` as it moves on. */
export async function createTwilioMessage(
  config: TwilioConfig,
  message: { to: string; body: string; statusCallback?: string },
): Promise<TwilioMessage> {
  const form = new URLSearchParams({ To: message.to, Body: message.body });
  if ("number" in config.from) form.set("From", config.from.number);
  else form.set("MessagingServiceSid", config.from.messagingServiceSid);
  if (message.statusCallback) form.set("StatusCallback", message.statusCallback);
  const json = await call(config, `${accountPath(config)}/Messages.json`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  return messageOf(json);
}

/** The messages sent to one number since a day (Twilio filters by date, not time), newest first, first page only. */
export async function listTwilioMessagesTo(
  config: TwilioConfig,
  query: { to: string; sentSince: Date },
): Promise<TwilioMessage[]> {
  const params = new URLSearchParams({
    To: query.to,
    "DateSent>": query.sentSince.toISOString().slice(0, 10),
    PageSize: "50",
  });
  const json = await call(config, `${accountPath(config)}/Messages.json?${params.toString()}`, { method: "GET" });
  const messages = Array.isArray(json.messages) ? (json.messages as Record<string, unknown>[]) : [];
  return messages.map(messageOf);
}
