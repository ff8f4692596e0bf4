import nodemailer from "nodemailer";
import type { OutgoingEmail } from "./email-schemas";
import type { MailTransport } from "./mail-transport";

/** Sends through the SMTP server in `SMTP_URL` (smtp://user:pass@host:port, smtps:// for implicit TLS). */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: "smtp",
    async deliver(message: OutgoingEmail) {
      await transporter.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
