import { sql } from "drizzle-orm";
import { INVOICE_NUMBER_DIGITS, INVOICE_NUMBER_PREFIX } from "~/config/invoice-rules";
import type { Executor } from "~/db/client.server";
import { invoiceNumberCounters } from "~/db/schema";

/**
 * The year's next invoice number, taken from its counter row in the caller's transaction (ADR 084): the row stays
 * locked until that transaction ends, so concurrent senders queue on it, and a rolled-back send gives its number back
 * with the rollback. Numbers therefore run 1, 2, 3… per year without gaps or repeats, unlike a sequence.
 */
export async function takeInvoiceNumber(tx: Executor, year: number): Promise<string> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into ${invoiceNumberCounters} (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = ${invoiceNumberCounters.lastNumber} + 1
    returning last_number`);
  const next = Number(result.rows[0]!.last_number);
  return formatInvoiceNumber(year, next);
}

/** INV-2026-00042: at least five digits, more once a year passes 99,999 invoices. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(INVOICE_NUMBER_DIGITS, "0")}`;
}
