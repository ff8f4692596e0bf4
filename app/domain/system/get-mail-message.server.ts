import { and, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { mailMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { extractMailLinks } from "./mail-links";
import { MailMessageIdSchema } from "./system-schemas";

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  text: string;
  html: string | null;
  createdAt: Date;
  /** Every http(s) link of the text and HTML parts, for staff to follow (the HTML is shown in a sandbox). */
  links: string[];
};

/** One message of the development mailbox. Messages sent by SMTP are not shown (their links belong to the recipient). */
export async function getMailMessage({ messageId }: { messageId: string }): Promise<MailMessage> {
  if (!MailMessageIdSchema.safeParse(messageId).success) throw new AppError("NOT_FOUND", "Message not found");
  const db = await database();
  const [message] = await db
    .select({
      id: mailMessages.id,
      to: mailMessages.to,
      subject: mailMessages.subject,
      kind: mailMessages.kind,
      text: mailMessages.text,
      html: mailMessages.html,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .where(and(eq(mailMessages.id, messageId), eq(mailMessages.transport, "mailbox")));
  if (!message) throw new AppError("NOT_FOUND", "Message not found");
  return { ...message, links: extractMailLinks(message.text, message.html) };
}
