import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { openScopedToken } from "~/domain/scoped-tokens/open-scoped-token.server";

/**
 * Opens a quote e-mail's link (issue 38 item 4, ADR 075): one quote for one contact. A bad, altered, expired or revoked
 * token, or one whose quote is gone, is NOT_FOUND alike. The link outlives the quote's own expiry, so a signed quote's
 * deposit can still be paid and its visit booked from it; whether it may still be signed is the quote's to say.
 */
export async function openQuoteLink(
  db: Executor,
  input: { token: string },
): Promise<{ quoteId: string; customerId: string }> {
  const opened = await openScopedToken(db, { token: input.token, purpose: "quote_view" });
  const [row] = await db
    .select({ id: quotes.id, customerId: quotes.customerId, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.id, opened.recordId));
  if (!row || row.status === "draft") throw new AppError("NOT_FOUND", "No quote for this link");
  return { quoteId: row.id, customerId: row.customerId };
}
