import type { OutgoingEmail } from "./email-schemas";

export type MailTransportName = "mailbox" | "smtp";

/**
 * Where mail goes. The `email.send` job calls `deliver` outside any transaction (network I/O must not hold one
 * open), then records the message in `mail_messages` in the transaction that completes the job.
 * The development mailbox delivers nothing: the stored record is the mailbox staff read on the System page.
 */
export interface MailTransport {
  readonly name: MailTransportName;
  deliver(message: OutgoingEmail, signal?: AbortSignal): Promise<void>;
}

export const mailboxTransport: MailTransport = {
  name: "mailbox",
  async deliver() {
    // Stored by the job's completion; nothing leaves the machine.
  },
};
