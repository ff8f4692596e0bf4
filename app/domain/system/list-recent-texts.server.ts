import { desc } from "drizzle-orm";
import { database } from "~/db/database.server";
import { textMessages } from "~/db/schema";

export const RECENT_TEXTS_SHOWN = 50;

export type RecentText = {
  id: string;
  to: string;
  template: string;
  locale: "en" | "es";
  status: string;
  errorCode: string | null;
  /** Shown only for the development outbox: a real text carries the person's own manage link. */
  body: string | null;
  createdAt: Date;
};

/**
 * The latest texts (issue 36), newest first: the development outbox when Twilio is not configured, the texts sent
 * through Twilio otherwise. Like the mailbox, a body is shown only when it was never sent, since a sent one holds the
 * recipient's own links.
 */
export async function listRecentTexts({ limit = RECENT_TEXTS_SHOWN }: { limit?: number } = {}): Promise<RecentText[]> {
  const db = await database();
  const rows = await db
    .select({
      id: textMessages.id,
      to: textMessages.toNumber,
      template: textMessages.template,
      locale: textMessages.locale,
      status: textMessages.status,
      errorCode: textMessages.errorCode,
      body: textMessages.body,
      transport: textMessages.transport,
      createdAt: textMessages.createdAt,
    })
    .from(textMessages)
    .orderBy(desc(textMessages.createdAt), desc(textMessages.id))
    .limit(limit);
  return rows.map(({ transport, body, ...row }) => ({ ...row, body: transport === "twilio" ? null : body }));
}
