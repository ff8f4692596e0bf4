import { z } from "zod";
import { MAIL_ATTACHMENT_KINDS } from "./mail-attachments";

/** CR or LF in a header value would let a caller add headers (or a whole second message) to the mail. */
const hasNoLineBreaks = (value: string) => !/[\r\n]/.test(value);

/**
 * Extra headers a message may carry, by name. An allow-list rather than any name: a header such as Bcc, From or
 * Content-Type in a stored job payload would change who gets the message or how it is read.
 */
export const EXTRA_HEADER_NAMES = ["List-Unsubscribe", "List-Unsubscribe-Post"] as const;
export type ExtraHeaderName = (typeof EXTRA_HEADER_NAMES)[number];

const ExtraHeadersSchema = z.partialRecord(
  z.enum(EXTRA_HEADER_NAMES, { error: "Header name is not on the allowed list" }),
  z
    .string()
    .min(1, "Header value is required")
    .max(2000)
    .refine(hasNoLineBreaks, "Header value must not contain line breaks")
    .refine((value) => /^[\x20-\x7e]*$/.test(value), "Header value must be printable ASCII"),
);

export const OutgoingEmailSchema = z.object({
  to: z
    .string()
    .refine(hasNoLineBreaks, "Recipient must not contain line breaks")
    .pipe(z.string().trim().pipe(z.email("Recipient must be an e-mail address").max(254))),
  subject: z
    .string()
    .refine(hasNoLineBreaks, "Subject must not contain line breaks")
    .pipe(z.string().trim().min(1, "Subject is required").max(200)),
  text: z.string().min(1, "Text is required").max(100_000),
  html: z.string().max(300_000).optional(),
  /** Headers of the allow-list above (a newsletter's List-Unsubscribe), sent as they are. */
  headers: ExtraHeadersSchema.optional(),
  /**
   * A visit's calendar file (issue 34 item 7), sent as the message's text/calendar part and as an .ics attachment so
   * both mail apps that read invitations and those that only open attachments put the visit in the calendar.
   */
  calendar: z
    .object({
      method: z.enum(["REQUEST", "CANCEL"]),
      content: z
        .string()
        .max(64_000)
        .refine((value) => value.startsWith("BEGIN:VCALENDAR\r\n"), "Calendar must be an iCalendar text"),
    })
    .optional(),
  /**
   * Documents to attach, by kind and record id only (mail-attachments.ts): the `email.send` job makes each file when it
   * runs, so no customer's document is stored in the queue.
   */
  attachments: z
    .array(z.object({ kind: z.enum(MAIL_ATTACHMENT_KINDS), id: z.uuid() }))
    .max(5)
    .optional(),
  /** What the message is for ("verify-email", "reset-password", "lead-notification"…), shown in the mailbox. */
  kind: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9._-]+$/, "Kind must be lower-case letters, digits, dots, dashes or underscores"),
});

export type OutgoingEmail = z.input<typeof OutgoingEmailSchema>;
