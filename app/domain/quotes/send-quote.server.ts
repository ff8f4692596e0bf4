import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { QUOTE_VALID_DAYS } from "~/config/quote-rules";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { quoteOptions, quotes } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { knownQuoteId, loadQuoteForUpdate } from "./load-quote-for-update.server";
import { readQuoteDocument } from "./quote-document.server";
import { takeQuoteNumber } from "./quote-number.server";
import { queueQuoteMail } from "./queue-quote-mail.server";
import { endOfBusinessDate } from "./save-quote-draft.server";

/**
 * Staff send a draft (issue 38 item 4). In ONE transaction: the year's next number, status sent, the expiry (the
 * draft's date, or QUOTE_VALID_DAYS from today), the e-mail with its scoped link (queued, so a mail server that is
 * down delays it, never loses it) and the audit entry. A quote already sent is CONFLICT (a double click sends once);
 * a draft without options, or with an expiry already past, is BAD_INPUT.
 */
export async function sendQuote(input: {
  actor: Pick<SessionUser, "id">;
  quoteId: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ number: string; mailed: boolean }> {
  const quoteId = knownQuoteId(input.quoteId);
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId });
    if (quote.status !== "draft") throw new AppError("CONFLICT", `Quote ${quote.number} was already sent`);
    const [option] = await tx
      .select({ id: quoteOptions.id })
      .from(quoteOptions)
      .where(eq(quoteOptions.quoteId, quoteId));
    if (!option)
      throw new AppError("BAD_INPUT", "A quote needs an option to send", { o1_description: "optionRequired" });
    if (quote.expiresAt && quote.expiresAt.getTime() <= now.getTime())
      throw new AppError("BAD_INPUT", "The quote's expiry date has passed", { expiresOn: "expiresInvalid" });
    const today = businessDateOf(now);
    const number = await takeQuoteNumber(tx, Number(today.slice(0, 4)));
    const expiresAt = quote.expiresAt ?? endOfBusinessDate(addDays(today, QUOTE_VALID_DAYS));
    const [sent] = await tx
      .update(quotes)
      .set({ number, year: Number(today.slice(0, 4)), status: "sent", expiresAt, sentAt: now, updatedAt: sql`now()` })
      .where(eq(quotes.id, quoteId))
      .returning();
    const { document } = await readQuoteDocument(tx, sent!);
    const mailed = await queueQuoteMail(tx, sent!, document, now);
    await recordAudit(tx, {
      actor: input.actor,
      action: "quote.send",
      entity: "quote",
      entityId: quoteId,
      details: { number, mailed },
    });
    return { number, mailed };
  });
}
