import type { Transporter } from "nodemailer";
import type { OutgoingEmail } from "./email-schemas";
import type { MailAttachmentFile } from "./mail-attachments";
import { MailRejectedError, type MailTransport } from "./mail-transport";

/**
 * How long each step of an SMTP delivery may wait. nodemailer's defaults (2 min to connect, 10 min of silence
 * on the socket) outlast the job lock (DEFAULT_JOB_LOCK_TIMEOUT_MS, 5 min): a stalled server would let another
 * worker reclaim the job and send the same mail a second time. These keep one delivery well inside the worker's
 * per-job time limit (DEFAULT_JOB_TIME_LIMIT_MS), which in turn stays inside the lock.
 */
export const SMTP_TIMEOUTS_MS = {
  /** DNS lookup of the server's host name. */
  dns: 15_000,
  /** TCP (and implicit TLS) connection. */
  connection: 20_000,
  /** The server's 220 greeting once connected. */
  greeting: 20_000,
  /** Silence on an open connection (any command's answer, the DATA acknowledgement). */
  socket: 60_000,
} as const;

export type SmtpTimeouts = { [Step in keyof typeof SMTP_TIMEOUTS_MS]: number };

/**
 * An SMTP reply that says retrying the same message cannot help (RFC 5321 §4.2.1: every 5yz reply is a permanent
 * negative completion), given to the envelope or the message itself: 550 mailbox unavailable, 553 bad address,
 * 552 too large, 554 refused. 503 is a session out of step, which a new connection fixes. A refused login
 * (535, nodemailer's EAUTH) is deliberately not here: it is our configuration, and once it is fixed the queued
 * mail should still go out.
 */
function isPermanentRejection(error: unknown): error is Error & { responseCode: number } {
  if (!(error instanceof Error)) return false;
  const { responseCode, code } = error as Error & { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    (code === "EENVELOPE" || code === "EMESSAGE")
  );
}

/** nodemailer lets options in the URL's query override the ones given in code, so these are taken out of it. */
const TIMEOUT_QUERY_OPTIONS = ["dnsTimeout", "connectionTimeout", "greetingTimeout", "socketTimeout"];

/**
 * `SMTP_URL` as nodemailer reads it, less any time-out in its query: a longer one would outlive the job lock
 * and let a stalled server get a mail sent twice. Its other query options stay (`requireTLS=true`,
 * `tls.rejectUnauthorized=false`, `tls.servername=…`).
 */
export function smtpUrlWithoutTimeouts(url: string): string {
  const parsed = new URL(url);
  const dropped = TIMEOUT_QUERY_OPTIONS.filter((name) => parsed.searchParams.has(name));
  if (dropped.length === 0) return url;
  for (const name of dropped) parsed.searchParams.delete(name);
  console.warn(
    `[mail] SMTP_URL sets ${dropped.join(", ")}; ignored, the transport's own time-outs keep each delivery inside the job lock`,
  );
  return parsed.toString();
}

/**
 * Sends through the SMTP server in `SMTP_URL` (smtp://user:pass@host:port, smtps:// for implicit TLS). nodemailer is
 * loaded with the first mail, not at start: it adds some 15 MB to the server's memory (ADR 061).
 */
export function createSmtpTransport(options: {
  url: string;
  from: string;
  timeoutsMs?: Partial<SmtpTimeouts>;
}): MailTransport {
  const timeouts = { ...SMTP_TIMEOUTS_MS, ...options.timeoutsMs };
  const url = smtpUrlWithoutTimeouts(options.url);
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        dnsTimeout: timeouts.dns,
        connectionTimeout: timeouts.connection,
        greetingTimeout: timeouts.greeting,
        socketTimeout: timeouts.socket,
      }),
    ));
  return {
    name: "smtp",
    async deliver(message: OutgoingEmail, signal?: AbortSignal, files: MailAttachmentFile[] = []) {
      const smtp = await connect();
      const calendar = message.calendar;
      try {
        // nodemailer closes the connection when the signal aborts (the worker's stop or the job's time limit).
        await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          ...(calendar
            ? {
                icalEvent: {
                  method: calendar.method.toLowerCase(),
                  filename: "visit.ics",
                  content: calendar.content,
                },
              }
            : {}),
          attachments: [
            ...(calendar
              ? [
                  {
                    filename: "visit.ics",
                    content: calendar.content,
                    contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
                  },
                ]
              : []),
            ...files.map((file) => ({ filename: file.fileName, content: file.content, contentType: file.contentType })),
          ],
          signal,
        });
      } catch (error) {
        if (isPermanentRejection(error))
          throw new MailRejectedError(`The mail server refused the message: ${error.message}`, { cause: error });
        throw error;
      }
    },
  };
}
