import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * An SMTP capture server on 127.0.0.1 (the `smtp-server` package speaks the real protocol): it accepts every
 * message, parses the RFC 5322 text it received (headers, encoded words, multipart/alternative, quoted-printable
 * and base64) and keeps it for the test to read. On demand it refuses the next deliveries (451 temporary, 554
 * permanent), refuses the next recipients (550 mailbox unavailable, 451…) or accepts connections and never answers.
 */
export type CapturedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header values by lower-case name, encoded words decoded; a repeated header keeps every value. */
  headers: Map<string, string[]>;
  from: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  /** Parts sent as attachments (Content-Disposition: attachment), their bodies decoded to bytes. */
  attachments: CapturedAttachment[];
  raw: string;
};

export type CapturedAttachment = { fileName: string; contentType: string; content: Buffer };

export type FakeSmtp = {
  /** `smtp://127.0.0.1:<port>`, the value for SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitForMessage: (match: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  /** Answers the next `count` messages' data with `code` (default 451 "try again later", a temporary failure senders retry). */
  failNextDeliveries: (count: number, code?: number) => void;
  /** Answers the next `count` RCPT TO commands with `code` (default 550 "mailbox unavailable", a permanent refusal). */
  refuseNextRecipients: (count: number, code?: number) => void;
  /**
   * The next `count` connections are accepted but never greeted, like a server that hangs. Resolves once they
   * have all been stalled (a client that hangs up before the server took its connection in does not use one up).
   */
  stallNextConnections: (count: number) => Promise<void>;
  /** Connections open right now (a client that gave up has closed its own). */
  openConnections: () => number;
  close: () => Promise<void>;
};

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const failures = { deliveries: 0, deliveryCode: 451, recipients: 0, recipientCode: 550, stalls: 0 };
  let allStalled: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no TLS upgrade for nodemailer to attempt.
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    // Connections still open when the test closes the server get a 421 after this long, not the default 30 s.
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      if (failures.stalls > 0) {
        failures.stalls -= 1;
        if (failures.stalls === 0) allStalled?.();
        return; // never calls back: no greeting, the client waits
      }
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (failures.recipients > 0) {
        failures.recipients -= 1;
        callback(
          Object.assign(
            new Error(failures.recipientCode >= 500 ? "Mailbox unavailable" : "Mailbox busy, try again later"),
            { responseCode: failures.recipientCode },
          ),
        );
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures.deliveries > 0) {
          failures.deliveries -= 1;
          callback(
            Object.assign(
              new Error(failures.deliveryCode >= 500 ? "Message refused" : "Mailbox busy, try again later"),
              { responseCode: failures.deliveryCode },
            ),
          );
          return;
        }
        const raw = Buffer.concat(chunks).toString("latin1");
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push(
          parseMessage(
            raw,
            envelopeFrom,
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    failNextDeliveries: (count, code = 451) => {
      failures.deliveries = count;
      failures.deliveryCode = code;
    },
    refuseNextRecipients: (count, code = 550) => {
      failures.recipients = count;
      failures.recipientCode = code;
    },
    stallNextConnections: (count) =>
      new Promise<void>((resolve) => {
        failures.stalls = count;
        allStalled = resolve;
      }),
    openConnections: () => server.connections.size,
    waitForMessage: (match, timeoutMs = 15_000) =>
      new Promise<CapturedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `No matching e-mail within ${timeoutMs} ms; received: ${messages.map((mail) => `${mail.to} "${mail.subject}"`).join(", ") || "none"}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Map<string, string[]>; body: string };

/** `raw` holds the message's bytes one per character (latin1), so 8-bit and encoded text decode exactly once. */
export function parseMessage(raw: string, envelopeFrom = "", envelopeTo: string[] = []): CapturedMail {
  const message = splitPart(raw);
  const found: Found = { text: null, html: null, attachments: [] };
  collectBodies(message, found);
  const header = (name: string) => message.headers.get(name)?.[0] ?? "";
  return {
    envelopeFrom,
    envelopeTo,
    headers: message.headers,
    from: header("from"),
    to: header("to"),
    subject: header("subject"),
    ...found,
    raw,
  };
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const headerBlock = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string[]>();
  for (const line of headerBlock.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(bytesToUtf8(line.slice(colon + 1).trim()));
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return { headers, body };
}

type Found = { text: string | null; html: string | null; attachments: CapturedAttachment[] };

function collectBodies(part: Part, found: Found): void {
  const contentType = part.headers.get("content-type")?.[0] ?? "text/plain";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (mediaType.startsWith("multipart/")) {
    const boundary = parameter(contentType, "boundary");
    if (!boundary) return;
    for (const child of multipartChildren(part.body, boundary)) collectBodies(splitPart(child), found);
    return;
  }
  const transferEncoding = part.headers.get("content-transfer-encoding")?.[0] ?? "7bit";
  const disposition = part.headers.get("content-disposition")?.[0] ?? "";
  if (/^attachment/i.test(disposition)) {
    found.attachments.push({
      fileName: parameter(disposition, "filename") ?? parameter(contentType, "name") ?? "",
      contentType: mediaType,
      content: bodyBytes(part.body, transferEncoding),
    });
    return;
  }
  const decoded = decodeBody(part.body, transferEncoding, parameter(contentType, "charset") ?? "utf-8");
  if (mediaType === "text/plain" && found.text === null) found.text = decoded;
  if (mediaType === "text/html" && found.html === null) found.html = decoded;
}

function multipartChildren(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const children: string[] = [];
  const sections = body.split(new RegExp(`(?:^|\\r?\\n)${escapeRegExp(delimiter)}`));
  // sections[0] is the preamble; a section starting with "--" is the closing delimiter's epilogue.
  for (const section of sections.slice(1)) {
    if (section.startsWith("--")) break;
    children.push(section.replace(/^[ \t]*\r?\n/, ""));
  }
  return children;
}

function parameter(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(headerValue);
  return match ? (match[1] ?? match[2]) : undefined;
}

function bodyBytes(body: string, transferEncoding: string): Buffer {
  const encoding = transferEncoding.trim().toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") return quotedPrintableBytes(body);
  return Buffer.from(body, "latin1");
}

function decodeBody(body: string, transferEncoding: string, charset: string): string {
  const bytes = bodyBytes(body, transferEncoding);
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, "\n").replace(/\n$/, "");
}

function quotedPrintableBytes(body: string): Buffer {
  const unfolded = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(unfolded.charCodeAt(index) & 0xff);
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); whitespace between two encoded words is dropped. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?[^?]+\?[bBqQ]\?[^?]*\?=)/g, "$1")
    .replace(
      /=\?([^?*]+)(?:\*[^?]*)?\?([bBqQ])\?([^?]*)\?=/g,
      (_whole, charset: string, kind: string, text: string) => {
        const bytes =
          kind.toUpperCase() === "B" ? Buffer.from(text, "base64") : quotedPrintableBytes(text.replace(/_/g, " "));
        return new TextDecoder(charset).decode(bytes);
      },
    );
}

/** Raw 8-bit header text (SMTPUTF8) arrives as latin1 characters; ASCII is unchanged. */
function bytesToUtf8(value: string): string {
  return /[\u0080-\u00ff]/.test(value) ? new TextDecoder("utf-8").decode(Buffer.from(value, "latin1")) : value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
