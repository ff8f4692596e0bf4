import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { QUOTE_STATUSES, type QuoteStatus } from "~/config/quote-rules";
import { database } from "~/db/database.server";
import { customers, quoteOptions, quotes } from "~/db/schema";
import { expireOverdueQuotes } from "./close-quote.server";

/** How many quotes the list shows at most (newest first); older ones are found from the customer's page. */
export const QUOTE_LIST_LIMIT = 200;

export type QuoteListRow = {
  id: string;
  number: string | null;
  customerId: string;
  customerName: string;
  title: string;
  status: QuoteStatus;
  optionTotalsCents: number[];
  expiresAt: string | null;
};

export function quoteStatusFilter(value: string | null): QuoteStatus | null {
  return (QUOTE_STATUSES as readonly string[]).includes(value ?? "") ? (value as QuoteStatus) : null;
}

/**
 * The back office's quotes (issue 38 item 4), newest first, of one status or all. Sent quotes past their expiry are
 * marked expired first (kept, never deleted), so the list never shows as open a quote that can no longer be signed.
 */
export async function listQuotes(input: {
  actor: Pick<SessionUser, "id">;
  status: QuoteStatus | null;
  now?: Date;
}): Promise<QuoteListRow[]> {
  const db = await database();
  await expireOverdueQuotes(db, input.now ?? new Date());
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      customerId: quotes.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      title: quotes.title,
      status: quotes.status,
      expiresAt: quotes.expiresAt,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(input.status ? eq(quotes.status, input.status) : sql`true`)
    .orderBy(desc(quotes.createdAt))
    .limit(QUOTE_LIST_LIMIT);
  const options =
    rows.length === 0
      ? []
      : await db
          .select({
            quoteId: quoteOptions.quoteId,
            position: quoteOptions.position,
            totalCents: quoteOptions.totalCents,
          })
          .from(quoteOptions)
          .where(
            and(
              inArray(
                quoteOptions.quoteId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(quoteOptions.position);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    customerId: row.customerId,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    title: row.title,
    status: row.status,
    optionTotalsCents: options.filter((option) => option.quoteId === row.id).map((option) => option.totalCents),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}
