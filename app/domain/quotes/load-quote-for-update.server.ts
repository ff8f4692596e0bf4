import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { QuoteRow } from "./quote-document.server";

/** A quote id from a URL or a form: anything but a uuid is simply not found (never a database error). */
export function knownQuoteId(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Quote not found");
  return parsed.data;
}

/**
 * The quote, locked for the rest of the caller's transaction, so two changes to it (two taps on Sign, a webhook and
 * staff) take turns. With `customerId`, a quote of another customer is NOT_FOUND alike (never FORBIDDEN).
 */
export async function loadQuoteForUpdate(
  tx: Executor,
  input: { quoteId: string; customerId?: string },
): Promise<QuoteRow> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, input.quoteId)).for("update");
  if (!row || (input.customerId !== undefined && row.customerId !== input.customerId))
    throw new AppError("NOT_FOUND", "Quote not found");
  return row;
}
