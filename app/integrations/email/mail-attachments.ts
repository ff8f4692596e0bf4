/**
 * Documents a message carries (issue 38 item 5: an invoice's PDF on its e-mail, a receipt's on the receipt; item 4: the
 * signed quote on its copy). The job
 * payload names them only by kind and record id: the file is made when the job runs, so the queue never stores a
 * customer's document and the PDF shows the record as it is when the mail goes.
 */
export const MAIL_ATTACHMENT_KINDS = ["invoice-pdf", "receipt-pdf", "quote-pdf"] as const;
export type MailAttachmentKind = (typeof MAIL_ATTACHMENT_KINDS)[number];
export type MailAttachmentRef = { kind: MailAttachmentKind; id: string };

/** A made file, as the transport attaches it. */
export type MailAttachmentFile = { fileName: string; contentType: string; content: Buffer };

/**
 * Makes the file a reference names, or answers null when its record is gone (the mail then goes without it). Given to
 * the `email.send` handler by the composition root (app/jobs/job-handlers.server.ts): this layer knows no invoices.
 */
export type MailAttachmentMaker = (ref: MailAttachmentRef) => Promise<MailAttachmentFile | null>;

/** The handler's maker when none is wired: a message asking for a file fails its attempt and is retried, never sent bare. */
export const noAttachmentMaker: MailAttachmentMaker = async (ref) => {
  throw new Error(`This worker cannot make mail attachments (asked for ${ref.kind} ${ref.id})`);
};
