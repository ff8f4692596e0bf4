import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { companyOf, customerOf } from "~/domain/invoices/pdf/document-facts.server";
import type { PdfFile } from "~/domain/invoices/pdf/invoice-pdf.server";
import { knownQuoteId } from "../load-quote-for-update.server";
import { readQuoteDocument } from "../quote-document.server";
import type { QuoteAccess } from "../quote-access.server";
import { renderQuotePdf, type QuotePdfFacts } from "./render-quote-pdf.server";

async function quotePdfFacts(
  db: Executor,
  quoteId: string,
): Promise<(QuotePdfFacts & { userId: string | null; customerId: string }) | null> {
  const [row] = await db
    .select({ quote: quotes, customer: customers })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, quoteId));
  if (!row) return null;
  const { quote } = row;
  const { document } = await readQuoteDocument(db, quote);
  return {
    userId: row.customer.userId,
    customerId: quote.customerId,
    locale: quote.locale === "es" ? "es" : "en",
    company: await companyOf(db),
    customer: customerOf(row.customer),
    status: quote.status,
    document,
    chosenOptionId: quote.chosenOptionId,
    signature:
      quote.signedName && quote.signaturePath && quote.signedAt && quote.documentHash
        ? {
            name: quote.signedName,
            path: quote.signaturePath,
            signedAt: quote.signedAt,
            ip: quote.signedIp,
            hash: quote.documentHash,
          }
        : null,
    depositPaidAt: quote.depositPaidAt,
    updatedAt: quote.updatedAt,
  };
}

function fileOf(facts: QuotePdfFacts, quoteId: string) {
  return async (): Promise<PdfFile> => ({
    fileName: `${facts.document.number || `quote-${quoteId.slice(0, 8)}`}${facts.signature ? "-signed" : ""}.pdf`,
    content: await renderQuotePdf(facts),
  });
}

/**
 * A quote's PDF for the person asking (issue 38 item 4): staff get any quote, drafts included; a customer only their
 * own sent quotes, from the portal (`viewer`) or the quote's link (`access`). Anything else is NOT_FOUND.
 */
export async function quotePdf(input: {
  viewer?: Pick<SessionUser, "id" | "isAdmin">;
  access?: QuoteAccess;
  quoteId: unknown;
}): Promise<PdfFile> {
  const id = knownQuoteId(input.quoteId);
  const facts = await quotePdfFacts(await database(), id);
  const sent = facts !== null && facts.status !== "draft";
  const allowed =
    facts !== null &&
    (input.viewer?.isAdmin ||
      (sent && input.viewer && facts.userId === input.viewer.id) ||
      (sent && input.access && input.access.quoteId === id && input.access.customerId === facts.customerId));
  if (!facts || !allowed) throw new AppError("NOT_FOUND", "Quote not found");
  return fileOf(facts, id)();
}

/** The signed quote's PDF for the mail job, which has no viewer; null when the quote is gone. */
export async function quotePdfFile(quoteId: string, executor?: Executor): Promise<PdfFile | null> {
  const facts = await quotePdfFacts(executor ?? (await database()), quoteId);
  return facts ? fileOf(facts, quoteId)() : null;
}
