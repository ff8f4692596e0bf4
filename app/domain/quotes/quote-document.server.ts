import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { QuoteStatus, QuoteTier } from "~/config/quote-rules";
import type { Executor } from "~/db/client.server";
import { customers, quoteOptionLines, quoteOptions, quotes, settings } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { quoteDepositCents } from "./quote-amounts";

export type QuoteDocumentLine = {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  lineTotalCents: number;
};
export type QuoteDocumentOption = {
  id: string;
  position: number;
  tier: QuoteTier;
  description: string;
  totalCents: number;
  /** The deposit picking this option asks for (the quote's fixed share once signed, the settings' before). */
  depositCents: number;
  lines: QuoteDocumentLine[];
};
/** Everything a customer is shown of a quote, and nothing else: what the signature's hash covers. */
export type QuoteDocument = {
  number: string;
  title: string;
  customerName: string;
  locale: "en" | "es";
  expiresAt: string | null;
  depositPercent: number;
  options: QuoteDocumentOption[];
};

export type QuoteRow = typeof quotes.$inferSelect;

/**
 * The quote as the customer sees it (issue 38 item 4, ADR 087), read in the caller's transaction: the options in
 * order with their lines and totals (stored on the server, never sent by a browser), and the deposit each would ask.
 */
export async function readQuoteDocument(
  tx: Executor,
  quote: QuoteRow,
): Promise<{ document: QuoteDocument; hash: string }> {
  const [customer] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, quote.customerId));
  const options = await tx
    .select()
    .from(quoteOptions)
    .where(eq(quoteOptions.quoteId, quote.id))
    .orderBy(asc(quoteOptions.position));
  const lines =
    options.length === 0
      ? []
      : await tx
          .select()
          .from(quoteOptionLines)
          .where(
            inArray(
              quoteOptionLines.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(quoteOptionLines.position));
  const depositPercent = quote.depositPercent ?? (await currentDepositPercent(tx));
  const document: QuoteDocument = {
    number: quote.number ?? "",
    title: quote.title,
    customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : "",
    locale: quote.locale === "es" ? "es" : "en",
    expiresAt: quote.expiresAt?.toISOString() ?? null,
    depositPercent,
    options: options.map((option) => ({
      id: option.id,
      position: option.position,
      tier: option.tier,
      description: option.description,
      totalCents: option.totalCents,
      depositCents: quoteDepositCents(option.totalCents, depositPercent),
      lines: lines
        .filter((line) => line.optionId === option.id)
        .map((line) => ({
          description: line.description,
          quantityThousandths: line.quantityThousandths,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.lineTotalCents,
        })),
    })),
  };
  return { document, hash: quoteDocumentHash(document) };
}

/** The settings' deposit share, read in the caller's transaction. */
export async function currentDepositPercent(tx: Executor): Promise<number> {
  const [row] = await tx.select({ percent: settings.quoteDepositPercent }).from(settings).where(eq(settings.id, 1));
  if (!row) throw new AppError("UNAVAILABLE", "The settings record is missing");
  return row.percent;
}

/**
 * SHA-256 of the document in one fixed order of its fields (JSON of arrays, so no key order can differ): any change
 * to a word, an amount, the expiry or the deposit share gives another hash.
 */
export function quoteDocumentHash(document: QuoteDocument): string {
  const canonical = JSON.stringify([
    "aw-quote-v1",
    document.number,
    document.title,
    document.customerName,
    document.locale,
    document.expiresAt,
    document.depositPercent,
    document.options.map((option) => [
      option.id,
      option.position,
      option.tier,
      option.description,
      option.totalCents,
      option.depositCents,
      option.lines.map((line) => [
        line.description,
        line.quantityThousandths,
        line.unitPriceCents,
        line.lineTotalCents,
      ]),
    ]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** Whether a sent quote is past its expiry (it may no longer be signed), whatever its stored status says yet. */
export function isPastExpiry(quote: { status: QuoteStatus; expiresAt: Date | null }, now: Date): boolean {
  return quote.status === "sent" && quote.expiresAt !== null && quote.expiresAt.getTime() <= now.getTime();
}
