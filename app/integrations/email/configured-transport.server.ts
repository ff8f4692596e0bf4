import { env } from "~/config/env.server";
import { mailboxTransport, type MailTransport } from "./mail-transport";
import { createSmtpTransport } from "./smtp-transport.server";

let smtp: { url: string; transport: MailTransport } | undefined;

/** SMTP when `SMTP_URL` is set, otherwise the development mailbox. */
export function configuredMailTransport(): MailTransport {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return mailboxTransport;
  if (smtp?.url !== SMTP_URL)
    smtp = { url: SMTP_URL, transport: createSmtpTransport({ url: SMTP_URL, from: MAIL_FROM }) };
  return smtp.transport;
}
