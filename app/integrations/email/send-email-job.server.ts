import { mailMessages } from "~/db/schema";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { OutgoingEmailSchema } from "./email-schemas";
import { configuredMailTransport } from "./configured-transport.server";
import { noAttachmentMaker, type MailAttachmentFile, type MailAttachmentMaker } from "./mail-attachments";
import { MailRejectedError, type MailTransport } from "./mail-transport";

/**
 * Mail sent by SMTP is recorded without its body: bodies carry sign-in, verification and reset links that belong to
 * the recipient alone, and staff can read `mail_messages`. The development mailbox keeps them (that is its purpose).
 */
export const SMTP_BODY_NOT_KEPT =
  "[Delivered by SMTP. The body is not stored because it may contain the recipient's sign-in links.]";

/**
 * The `email.send` handler: makes the message's attachments, delivers through the transport, then records the message
 * as the job completes. `makeAttachment` turns an attachment's reference into its file (the domain's, wired by the
 * composition root).
 */
export function createSendEmailHandler(
  transport: () => MailTransport = configuredMailTransport,
  makeAttachment: MailAttachmentMaker = noAttachmentMaker,
): JobHandler {
  return async (job, { completeWith, signal }) => {
    const parsed = OutgoingEmailSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(
        `Invalid e-mail payload: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
      );
    const message = parsed.data;
    const chosen = transport();
    const files: MailAttachmentFile[] = [];
    for (const ref of message.attachments ?? []) {
      const file = await makeAttachment(ref);
      // The record went (its customer was deleted) after the mail was queued: the message still goes, without it.
      if (file) files.push(file);
      else console.warn(`[mail] job ${job.id}: ${ref.kind} ${ref.id} no longer exists; sent without it`);
    }
    try {
      await chosen.deliver(message, signal, files);
    } catch (error) {
      // A permanent refusal ends the job at once; anything else (4xx, network, time-outs) is retried with back-off.
      if (error instanceof MailRejectedError) throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }
    await completeWith((tx) =>
      tx.insert(mailMessages).values({
        to: message.to,
        subject: message.subject,
        text: chosen.name === "mailbox" ? message.text : SMTP_BODY_NOT_KEPT,
        html: chosen.name === "mailbox" ? (message.html ?? null) : null,
        kind: message.kind,
        transport: chosen.name,
      }),
    );
  };
}
