import { desc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { mailMessages } from "~/db/schema";

export const MAILBOX_PAGE_SIZE = 50;

export type MailboxEntry = { id: string; to: string; subject: string; kind: string; createdAt: Date };

/** The development mailbox: the latest messages stored instead of sent (newest first). */
export async function listMailbox({ limit = MAILBOX_PAGE_SIZE }: { limit?: number } = {}): Promise<MailboxEntry[]> {
  const db = await database();
  return db
    .select({
      id: mailMessages.id,
      to: mailMessages.to,
      subject: mailMessages.subject,
      kind: mailMessages.kind,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .where(eq(mailMessages.transport, "mailbox"))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}
