import { and, desc, eq, ne } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import type { QuoteStatus } from "~/config/quote-rules";
import { database } from "~/db/database.server";
import { quotes } from "~/db/schema";
import { ownCustomerId } from "~/domain/invoice-payments/customer-invoice-view.server";
import { expireOverdueQuotes } from "./close-quote.server";

export type OwnQuoteRow = {
  id: string;
  number: string;
  title: string;
  status: Exclude<QuoteStatus, "draft">;
  expiresAt: string | null;
  depositCents: number | null;
  appointmentId: string | null;
};

/** The signed-in customer's quotes (issue 38 item 4), newest first, never drafts; past-date ones marked expired. */
export async function listOwnQuotes(input: { user: Pick<SessionUser, "id">; now?: Date }): Promise<OwnQuoteRow[]> {
  const db = await database();
  const customerId = await ownCustomerId(db, input.user.id);
  if (!customerId) return [];
  await expireOverdueQuotes(db, input.now ?? new Date());
  const rows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.customerId, customerId), ne(quotes.status, "draft")))
    .orderBy(desc(quotes.sentAt));
  return rows.map((row) => ({
    id: row.id,
    number: row.number ?? "",
    title: row.title,
    status: row.status as OwnQuoteRow["status"],
    expiresAt: row.expiresAt?.toISOString() ?? null,
    depositCents: row.depositCents,
    appointmentId: row.appointmentId,
  }));
}
