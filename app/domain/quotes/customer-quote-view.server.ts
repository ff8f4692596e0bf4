import { and, eq, ne } from "drizzle-orm";
import type { QuoteStatus } from "~/config/quote-rules";
import type { Executor } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isPastExpiry, readQuoteDocument, type QuoteDocument, type QuoteRow } from "./quote-document.server";

/** One quote as its customer sees it (portal and link page alike): the document, its hash and what may be done. */
export type CustomerQuoteView = {
  id: string;
  number: string;
  title: string;
  serviceType: string;
  /** A sent quote past its expiry reads as expired even before the list marks it. */
  status: Exclude<QuoteStatus, "draft">;
  expiresAt: string | null;
  document: QuoteDocument;
  /** The hash of `document`, posted back with the signature so the server knows what was shown. */
  documentHash: string;
  chosenOptionId: string | null;
  signedName: string | null;
  signedAt: string | null;
  signaturePath: string | null;
  depositCents: number | null;
  depositPaidAt: string | null;
  declineReason: string | null;
  appointmentId: string | null;
  /** sign: compare and sign; pay: the deposit is due; book: approved, the visit not booked yet. */
  next: "sign" | "pay" | "book" | null;
};

export function customerQuoteViewOf(
  quote: QuoteRow,
  document: QuoteDocument,
  hash: string,
  now: Date,
): CustomerQuoteView {
  const status = isPastExpiry(quote, now) ? "expired" : (quote.status as CustomerQuoteView["status"]);
  const next =
    status === "sent"
      ? "sign"
      : status === "signed"
        ? "pay"
        : status === "approved" && !quote.appointmentId
          ? "book"
          : null;
  return {
    id: quote.id,
    number: quote.number ?? "",
    title: quote.title,
    serviceType: quote.serviceType,
    status,
    expiresAt: quote.expiresAt?.toISOString() ?? null,
    document,
    documentHash: hash,
    chosenOptionId: quote.chosenOptionId,
    signedName: quote.signedName,
    signedAt: quote.signedAt?.toISOString() ?? null,
    signaturePath: quote.signaturePath,
    depositCents: quote.depositCents,
    depositPaidAt: quote.depositPaidAt?.toISOString() ?? null,
    declineReason: quote.declineReason,
    appointmentId: quote.appointmentId,
    next,
  };
}

/**
 * A customer's own quote (issue 38 item 4): a quote of another customer, or a draft, is NOT_FOUND alike, so nobody
 * learns that it exists. Amounts are the server's, read here.
 */
export async function customerQuoteView(
  db: Executor,
  input: { customerId: string; quoteId: string; now: Date },
): Promise<CustomerQuoteView> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, input.quoteId), eq(quotes.customerId, input.customerId), ne(quotes.status, "draft")));
  if (!quote) throw new AppError("NOT_FOUND", "Quote not found");
  const { document, hash } = await readQuoteDocument(db, quote);
  return customerQuoteViewOf(quote, document, hash, input.now);
}
