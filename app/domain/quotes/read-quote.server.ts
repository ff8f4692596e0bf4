import { asc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import type { QuoteStatus, QuoteTier } from "~/config/quote-rules";
import { database } from "~/db/database.server";
import { customers, quoteOptionLines, quoteOptions, quotes, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { listPriceBookChoices, type PriceBookChoice } from "~/domain/invoices/list-price-book-choices.server";
import { knownQuoteId } from "./load-quote-for-update.server";
import { isPastExpiry, readQuoteDocument, type QuoteDocument } from "./quote-document.server";

/** A draft's option as its form draws it again: the lines' codes or descriptions, quantities and prices as typed. */
export type QuoteFormOption = {
  description: string;
  lines: { code: string; description: string; quantity: string; unitPrice: string }[];
};

export type StaffQuoteView = {
  id: string;
  number: string | null;
  status: QuoteStatus;
  pastExpiry: boolean;
  title: string;
  serviceType: string;
  locale: "en" | "es";
  customer: { id: string; name: string; email: string | null };
  expiresOn: string | null;
  sentAt: string | null;
  document: QuoteDocument;
  formOptions: QuoteFormOption[];
  chosenTier: QuoteTier | null;
  signature: {
    name: string;
    path: string;
    signedAt: string;
    ip: string | null;
    documentHash: string;
  } | null;
  depositCents: number | null;
  depositPercent: number | null;
  depositPaidAt: string | null;
  appointmentId: string | null;
  declineReason: string | null;
  priceBook: PriceBookChoice[];
};

/** Thousandths as staff type them: 1500 → "1.5". */
function quantityText(thousandths: number): string {
  return String(thousandths / 1000);
}

/** One quote for the back office (issue 38 item 4): the document, the draft's form values, the signature record. */
export async function readQuote(input: {
  actor: Pick<SessionUser, "id">;
  quoteId: unknown;
  now?: Date;
}): Promise<StaffQuoteView> {
  const quoteId = knownQuoteId(input.quoteId);
  const db = await database();
  const [row] = await db
    .select({ quote: quotes, customer: customers })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, quoteId));
  if (!row) throw new AppError("NOT_FOUND", "Quote not found");
  const { quote, customer } = row;
  const { document } = await readQuoteDocument(db, quote);
  const options = await db
    .select()
    .from(quoteOptions)
    .where(eq(quoteOptions.quoteId, quoteId))
    .orderBy(asc(quoteOptions.position));
  const lines =
    options.length === 0
      ? []
      : await db
          .select()
          .from(quoteOptionLines)
          .where(
            inArray(
              quoteOptionLines.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(quoteOptionLines.position));
  const locale = quote.locale === "es" ? "es" : "en";
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status,
    pastExpiry: isPastExpiry(quote, input.now ?? new Date()),
    title: quote.title,
    serviceType: quote.serviceType,
    locale,
    customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
    expiresOn: quote.expiresAt ? businessDateOf(new Date(quote.expiresAt.getTime() - 1)) : null,
    sentAt: quote.sentAt?.toISOString() ?? null,
    document,
    formOptions: options.map((option) => ({
      description: option.description,
      lines: lines
        .filter((line) => line.optionId === option.id)
        .map((line) => ({
          code: line.priceBookCode ?? "",
          description: line.priceBookCode ? "" : line.description,
          quantity: quantityText(line.quantityThousandths),
          unitPrice: line.priceBookCode ? "" : (line.unitPriceCents / 100).toFixed(2),
        })),
    })),
    chosenTier: options.find((option) => option.id === quote.chosenOptionId)?.tier ?? null,
    signature:
      quote.signedName && quote.signaturePath && quote.signedAt && quote.documentHash
        ? {
            name: quote.signedName,
            path: quote.signaturePath,
            signedAt: quote.signedAt.toISOString(),
            ip: quote.signedIp,
            documentHash: quote.documentHash,
          }
        : null,
    depositCents: quote.depositCents,
    depositPercent: quote.depositPercent,
    depositPaidAt: quote.depositPaidAt?.toISOString() ?? null,
    appointmentId: quote.appointmentId,
    declineReason: quote.declineReason,
    priceBook: await listPriceBookChoices({ locale, kinds: ["service_call", "labour", "part", "other"] }),
  };
}

/** The customer a new quote is for, by the `?customer=` of /admin/quotes/new; NOT_FOUND when there is none. */
export async function readQuoteCustomer(input: {
  actor: Pick<SessionUser, "id">;
  customerId: unknown;
}): Promise<{ id: string; name: string; locale: "en" | "es"; priceBook: PriceBookChoice[] }> {
  let id: string;
  try {
    id = knownQuoteId(input.customerId);
  } catch {
    throw new AppError("NOT_FOUND", "Customer not found");
  }
  const db = await database();
  const [row] = await db
    .select({ customer: customers, locale: user.locale })
    .from(customers)
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Customer not found");
  const { customer } = row;
  return {
    id: customer.id,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    locale: row.locale === "es" ? "es" : "en",
    priceBook: await listPriceBookChoices({ locale: "en", kinds: ["service_call", "labour", "part", "other"] }),
  };
}
