import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { quoteOptions, quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { loadQuoteForUpdate } from "./load-quote-for-update.server";
import { isPastExpiry, readQuoteDocument } from "./quote-document.server";
import { quoteFieldErrors, SignQuoteSchema } from "./quote-schemas";
import { queueQuoteSignedMail } from "./queue-quote-signed-mail.server";

export type SignedQuote = { quoteId: string; number: string; depositCents: number; status: "signed" | "approved" };

/**
 * The customer picks an option and signs (issue 38 item 4, ADR 087), from the portal or the quote's link. In ONE
 * transaction, with the quote locked (two taps on Sign take turns): the quote must be sent and not past its expiry
 * (CONFLICT otherwise: signed twice, declined, expired); the document is read again and its hash must equal the one
 * the page was drawn with (CONFLICT `documentChanged`: the customer is shown the quote again); the option must be
 * the quote's. Kept: the typed name, the drawn signature, the time, the client address, the hash, the option, the
 * deposit share and the deposit in cents of the chosen option's total. A 0% deposit approves the quote at once.
 */
export async function signQuote(input: {
  customerId: string;
  quoteId: string;
  form: unknown;
  clientIp: string | null;
  now?: Date;
  executor?: Executor;
}): Promise<SignedQuote> {
  const parsed = SignQuoteSchema.safeParse(input.form);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The signature has fields to fix", quoteFieldErrors(parsed.error, "signedName"));
  const form = parsed.data;
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId: input.quoteId, customerId: input.customerId });
    if (quote.status === "draft") throw new AppError("NOT_FOUND", "Quote not found");
    if (isPastExpiry(quote, now) || quote.status === "expired")
      throw new AppError("CONFLICT", `Quote ${quote.number} has expired`, { quote: "expired" });
    if (quote.status !== "sent")
      throw new AppError("CONFLICT", `Quote ${quote.number} is ${quote.status}: it cannot be signed again`, {
        quote: quote.status === "declined" ? "declined" : "alreadySigned",
      });
    const { document, hash } = await readQuoteDocument(tx, quote);
    if (hash !== form.documentHash)
      throw new AppError("CONFLICT", `Quote ${quote.number} changed since it was shown`, {
        documentHash: "documentChanged",
      });
    const [option] = await tx
      .select()
      .from(quoteOptions)
      .where(and(eq(quoteOptions.id, form.optionId), eq(quoteOptions.quoteId, quote.id)));
    const shown = document.options.find((candidate) => candidate.id === option?.id);
    if (!option || !shown)
      throw new AppError("BAD_INPUT", "Not an option of this quote", { optionId: "optionInvalid" });
    const depositCents = shown.depositCents;
    const status = depositCents === 0 ? ("approved" as const) : ("signed" as const);
    await tx
      .update(quotes)
      .set({
        status,
        chosenOptionId: option.id,
        signedName: form.signedName,
        signaturePath: form.signature,
        signedAt: now,
        signedIp: input.clientIp,
        documentHash: hash,
        depositPercent: document.depositPercent,
        depositCents,
        ...(status === "approved" ? { depositPaidAt: now } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, quote.id));
    await recordAudit(tx, {
      actor: null,
      action: "quote.sign",
      entity: "quote",
      entityId: quote.id,
      details: { number: quote.number, option: option.tier, depositCents, ip: input.clientIp, hash },
    });
    await queueQuoteSignedMail(tx, { quoteId: quote.id, option, depositCents, signedAt: now });
    return { quoteId: quote.id, number: quote.number ?? "", depositCents, status };
  });
}
