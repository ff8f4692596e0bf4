import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { classifySmsKeyword } from "~/domain/messaging/sms-keywords";
import { countSmsSegments } from "~/domain/messaging/sms-segments";
import { twilioSignature } from "~/integrations/twilio/twilio-signature";

/**
 * A fake of Twilio's Programmable Messaging API on 127.0.0.1 for the calls the app makes: create a message and list
 * messages (2010-04-01, form bodies, Basic auth with the account SID and auth token, Twilio-shaped JSON and errors:
 * 20003 bad credentials, 21211 invalid 'To', 21610 a recipient who sent STOP). It plays Twilio's side too: status
 * callbacks and inbound messages, signed with X-Twilio-Signature as Twilio signs them, and Advanced Opt-Out (a STOP
 * reply blocks the number until START).
 */
type Json = Record<string, unknown>;

export type FakeTwilioMessage = Json & { sid: string; to: string; from: string; body: string; status: string };

export type FakeTwilio = {
  /** The API base for TWILIO_API_BASE. */
  url: string;
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Every message created, oldest first. */
  messages: FakeTwilioMessage[];
  /** Numbers that replied STOP (Twilio refuses them with 21610). */
  optedOut: Set<string>;
  /** Well-formed numbers Twilio's own number data calls invalid (refused with 21211, as a malformed one is). */
  invalidNumbers: Set<string>;
  /** Sends the message's status callback (sent, delivered, undelivered, failed) as Twilio would, signed. */
  reportStatus: (sid: string, status: string, errorCode?: number) => Promise<Response>;
  /** A text from `from` to the business number, posted to `webhookUrl` signed (STOP/START also change `optedOut`). */
  receive: (webhookUrl: string, from: string, body: string, options?: { signWith?: string }) => Promise<Response>;
  /** Answers the next `count` create calls with this status (Twilio's 20500 for a 5xx) without sending. */
  failNext: (count: number, status?: number) => void;
  /** Sends the next message but drops the connection before answering: a lost answer. */
  loseNextAnswer: () => void;
  close: () => Promise<void>;
};

const E164 = /^\+[1-9]\d{7,14}$/;

function sid(prefix: string): string {
  return `${prefix}${randomBytes(16).toString("hex")}`;
}

function rfc2822(date: Date): string {
  return date.toUTCString().replace("GMT", "+0000");
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

function twilioError(res: ServerResponse, status: number, code: number, message: string): void {
  send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startFakeTwilio(options: { accountSid?: string; authToken?: string } = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString("hex")}`;
  const authToken = options.authToken ?? randomBytes(16).toString("hex");
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const base = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  let failures = { count: 0, status: 500 };
  let loseAnswer = false;

  const signedPost = (url: string, params: URLSearchParams, signWith = authToken) =>
    fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": twilioSignature(signWith, url, params),
      },
      body: params.toString(),
    });

  const state: FakeTwilio = {
    url: "",
    accountSid,
    authToken,
    fromNumber: "+13055550100",
    messages: [],
    optedOut: new Set(),
    invalidNumbers: new Set(),
    reportStatus: async (messageSid, status, errorCode) => {
      const message = state.messages.find((candidate) => candidate.sid === messageSid);
      if (!message) throw new Error(`No message ${messageSid}`);
      message.status = status;
      message.error_code = errorCode ?? null;
      const params = new URLSearchParams({
        AccountSid: accountSid,
        ApiVersion: "2010-04-01",
        From: message.from,
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
      });
      if (errorCode !== undefined) params.set("ErrorCode", String(errorCode));
      return signedPost(String(message.status_callback), params);
    },
    receive: async (webhookUrl, from, body, receiveOptions = {}) => {
      const keyword = classifySmsKeyword(body);
      if (keyword.kind === "opt_out") state.optedOut.add(from);
      if (keyword.kind === "opt_in") state.optedOut.delete(from);
      const messageSid = sid("SM");
      const params = new URLSearchParams({
        AccountSid: accountSid,
        ApiVersion: "2010-04-01",
        Body: body,
        From: from,
        MessageSid: messageSid,
        NumMedia: "0",
        NumSegments: "1",
        SmsMessageSid: messageSid,
        SmsSid: messageSid,
        SmsStatus: "received",
        To: state.fromNumber,
      });
      if (keyword.kind !== "none")
        params.set("OptOutType", keyword.kind === "opt_out" ? "STOP" : keyword.kind === "opt_in" ? "START" : "HELP");
      return signedPost(webhookUrl, params, receiveOptions.signWith);
    },
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    loseNextAnswer: () => {
      loseAnswer = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const create = async (req: IncomingMessage, res: ServerResponse) => {
    const form = await formOf(req);
    if (failures.count > 0) {
      failures.count -= 1;
      return twilioError(res, failures.status, 20500, "An internal server error has occurred");
    }
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to) || state.invalidNumbers.has(to))
      return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!body) return twilioError(res, 400, 21602, "Message body is required.");
    if (state.optedOut.has(to)) return twilioError(res, 400, 21610, "Attempt to send to unsubscribed recipient");
    const now = new Date();
    const message: FakeTwilioMessage = {
      sid: sid("SM"),
      account_sid: accountSid,
      api_version: "2010-04-01",
      to,
      from: form.get("From") ?? state.fromNumber,
      messaging_service_sid: form.get("MessagingServiceSid"),
      body,
      status: "queued",
      num_segments: String(countSmsSegments(body).segments),
      num_media: "0",
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      price: null,
      price_unit: "USD",
      date_created: rfc2822(now),
      date_updated: rfc2822(now),
      date_sent: null,
      status_callback: form.get("StatusCallback"),
    };
    message.uri = `${base.replace(".json", "")}/${message.sid}.json`;
    state.messages.push(message);
    if (loseAnswer) {
      loseAnswer = false;
      req.socket.destroy();
      return;
    }
    const { status_callback: _callback, ...shown } = message;
    send(res, 201, shown);
  };

  const list = (url: URL, res: ServerResponse) => {
    const to = url.searchParams.get("To");
    const since = url.searchParams.get("DateSent>");
    const found = state.messages
      .filter(
        (message) =>
          (!to || message.to === to) && (!since || new Date(String(message.date_created)) >= new Date(since)),
      )
      .reverse()
      .map(({ status_callback: _callback, ...shown }) => shown);
    send(res, 200, {
      messages: found,
      page: 0,
      page_size: 50,
      first_page_uri: url.pathname,
      next_page_uri: null,
      uri: url.pathname,
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.headers.authorization !== expectedAuth) return twilioError(res, 401, 20003, "Authenticate");
    if (url.pathname !== base) return twilioError(res, 404, 20404, "The requested resource was not found");
    if (req.method === "POST") return void create(req, res);
    if (req.method === "GET") return list(url, res);
    return twilioError(res, 405, 20004, "Method not allowed");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
