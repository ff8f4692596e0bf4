import { sql } from "drizzle-orm";
import { QUOTE_NUMBER_DIGITS, QUOTE_NUMBER_PREFIX } from "~/config/quote-rules";
import type { Executor } from "~/db/client.server";
import { quoteNumberCounters } from "~/db/schema";

/**
 * The year's next quote number from its counter row, in the caller's transaction, as invoices take theirs (ADR 084):
 * the row stays locked until the send commits, so numbers run without gaps or repeats.
 */
export async function takeQuoteNumber(tx: Executor, year: number): Promise<string> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into ${quoteNumberCounters} (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = ${quoteNumberCounters.lastNumber} + 1
    returning last_number`);
  return formatQuoteNumber(year, Number(result.rows[0]!.last_number));
}

/** Q-2026-00042. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `${QUOTE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(QUOTE_NUMBER_DIGITS, "0")}`;
}
