import type { OutgoingEmail } from "./email-schemas";
import type { MailAttachmentFile } from "./mail-attachments";

export type MailTransportName = "mailbox" | "smtp";

/**
 * Where mail goes. The `email.send` job calls `deliver` outside any transaction (network I/O must not hold one
 * open), then records the message in `mail_messages` in the transaction that completes the job.
 * The development mailbox delivers nothing: the stored record is the mailbox staff read on the System page.
 */
export interface MailTransport {
  readonly name: MailTransportName;
  /**
   * Rejects with MailRejectedError when the server refuses the message for good. When `signal` aborts (the worker
   * stops, or the job's time limit passes) the delivery must end and close its connection, so an attempt the
   * worker gave up on cannot still hand the message over while a retry sends it again. `files` are the message's
   * attachments, made by the job from `message.attachments`.
   */
  deliver(message: OutgoingEmail, signal?: AbortSignal, files?: MailAttachmentFile[]): Promise<void>;
}

/**
 * The mail server refused this message for good (a permanent answer to its sender, recipient or content):
 * sending it again would get the same answer, so the job ends instead of retrying.
 */
export class MailRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailRejectedError";
  }
}

export const mailboxTransport: MailTransport = {
  name: "mailbox",
  async deliver() {
    // Stored by the job's completion; nothing leaves the machine.
  },
};
