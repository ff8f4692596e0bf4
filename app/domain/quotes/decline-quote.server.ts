import { eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { loadQuoteForUpdate } from "./load-quote-for-update.server";
import { isPastExpiry } from "./quote-document.server";
import { DeclineQuoteSchema, quoteFieldErrors } from "./quote-schemas";

/**
 * The customer declines a sent quote, with an optional reason (issue 38 item 4); it is kept. A quote signed, declined
 * or expired meanwhile is CONFLICT, one of another customer NOT_FOUND.
 */
export async function declineQuote(input: {
  customerId: string;
  quoteId: string;
  form: unknown;
  now?: Date;
}): Promise<{ number: string }> {
  const parsed = DeclineQuoteSchema.safeParse(input.form);
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The reason has something to fix", quoteFieldErrors(parsed.error, "reason"));
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId: input.quoteId, customerId: input.customerId });
    if (quote.status === "draft") throw new AppError("NOT_FOUND", "Quote not found");
    if (quote.status !== "sent" || isPastExpiry(quote, now))
      throw new AppError("CONFLICT", `Quote ${quote.number} is ${quote.status}: it cannot be declined`, {
        quote: quote.status === "sent" ? "expired" : quote.status === "declined" ? "declined" : "alreadySigned",
      });
    await tx
      .update(quotes)
      .set({ status: "declined", declinedAt: now, declineReason: parsed.data.reason || null, updatedAt: sql`now()` })
      .where(eq(quotes.id, quote.id));
    await recordAudit(tx, {
      actor: null,
      action: "quote.decline",
      entity: "quote",
      entityId: quote.id,
      details: { number: quote.number, by: "customer" },
    });
    return { number: quote.number ?? "" };
  });
}
