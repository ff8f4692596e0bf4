import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { quotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { knownQuoteId, loadQuoteForUpdate } from "./load-quote-for-update.server";
import { DeclineQuoteSchema, quoteFieldErrors } from "./quote-schemas";

/**
 * Staff mark a quote declined (the customer said no by phone) or expired; either is kept, never deleted (issue 38).
 * Only a draft or a sent quote may be closed: a signed or approved one is CONFLICT (its customer has agreed to it).
 */
export async function closeQuote(input: {
  actor: Pick<SessionUser, "id">;
  quoteId: unknown;
  to: "declined" | "expired";
  reason?: unknown;
  now?: Date;
}): Promise<{ number: string | null }> {
  const quoteId = knownQuoteId(input.quoteId);
  const parsed = DeclineQuoteSchema.safeParse({ reason: input.reason ?? "" });
  if (!parsed.success)
    throw new AppError("BAD_INPUT", "The reason has something to fix", quoteFieldErrors(parsed.error, "reason"));
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId });
    if (quote.status !== "draft" && quote.status !== "sent")
      throw new AppError("CONFLICT", `Quote ${quote.number ?? quote.id} is ${quote.status}`);
    await tx
      .update(quotes)
      .set(
        input.to === "declined"
          ? { status: "declined", declinedAt: now, declineReason: parsed.data.reason || null, updatedAt: sql`now()` }
          : { status: "expired", expiredAt: now, updatedAt: sql`now()` },
      )
      .where(eq(quotes.id, quoteId));
    await recordAudit(tx, {
      actor: input.actor,
      action: `quote.${input.to === "declined" ? "decline" : "expire"}`,
      entity: "quote",
      entityId: quoteId,
      details: { number: quote.number, from: quote.status },
    });
    return { number: quote.number };
  });
}

/**
 * Sent quotes past their expiry become expired (kept, never deleted). Run before the lists are read, so a list never
 * shows as open a quote that may no longer be signed; signing checks the expiry itself too.
 */
export async function expireOverdueQuotes(executor: Executor, now: Date): Promise<number> {
  const expired = await executor
    .update(quotes)
    .set({ status: "expired", expiredAt: now, updatedAt: sql`now()` })
    .where(and(inArray(quotes.status, ["sent"]), lte(quotes.expiresAt, now)))
    .returning({ id: quotes.id });
  return expired.length;
}
