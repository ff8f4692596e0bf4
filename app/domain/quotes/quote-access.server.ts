import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { ownCustomerId } from "~/domain/invoice-payments/customer-invoice-view.server";
import { knownQuoteId } from "./load-quote-for-update.server";
import { openQuoteLink } from "./open-quote-link.server";

/** Whose quote a request may act on, and which: the customer record and the quote id (issue 38 item 4). */
export type QuoteAccess = { customerId: string; quoteId: string };

/** The quote a link opens, for its customer record (a visitor's guest record too): NOT_FOUND for a bad link. */
export async function linkedQuoteAccess(token: string): Promise<QuoteAccess> {
  return openQuoteLink(await database(), { token });
}

/**
 * The signed-in customer's own quote: their customer record and the quote id; the quote's owner is checked by every
 * operation it is given to (another customer's is NOT_FOUND there), so nobody learns that it exists.
 */
export async function ownQuoteAccess(user: Pick<SessionUser, "id">, quoteId: unknown): Promise<QuoteAccess> {
  const customerId = await ownCustomerId(await database(), user.id);
  if (!customerId) throw new AppError("NOT_FOUND", "Quote not found");
  return { customerId, quoteId: knownQuoteId(quoteId) };
}
