import { inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, invoiceLines, invoiceNumberCounters, invoices } from "~/db/schema";
import { businessToday } from "~/domain/customers/due-soon-date";
import { formatInvoiceNumber } from "./invoice-number.server";

const CHUNK = 500;

/**
 * A balance staff typed for a new customer (Add Customer) or a CSV row brought becomes an open opening-balance invoice
 * (issue 38, ADR 084), numbered at once (it is owed already), due today, in the caller's transaction. A whole import's
 * numbers are taken in one step from the year's counter row, consecutive and without gaps, and the rows written 500
 * at a time, so 10,000 imported balances stay fast. Each customer's stored balance is then the invoice's (the sum of
 * open invoices). Amounts of 0 or less make nothing (the schemas refuse a credit).
 */
export async function openOpeningBalanceInvoices(
  tx: Executor,
  input: { balances: readonly { customerId: string; dollars: number }[]; now: Date },
): Promise<void> {
  const owed = input.balances
    .map((entry) => ({ customerId: entry.customerId, cents: Math.round(entry.dollars * 100) }))
    .filter((entry) => entry.cents > 0);
  if (owed.length === 0) return;
  const today = businessToday(input.now);
  const year = Number(today.slice(0, 4));
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into ${invoiceNumberCounters} (year, last_number) values (${year}, ${owed.length})
    on conflict (year) do update set last_number = ${invoiceNumberCounters.lastNumber} + ${owed.length}
    returning last_number`);
  const first = Number(result.rows[0]!.last_number) - owed.length + 1;
  for (let start = 0; start < owed.length; start += CHUNK) {
    const chunk = owed.slice(start, start + CHUNK);
    const created = await tx
      .insert(invoices)
      .values(
        chunk.map((entry, index) => ({
          number: formatInvoiceNumber(year, first + start + index),
          year,
          customerId: entry.customerId,
          kind: "opening_balance" as const,
          status: "open" as const,
          issueDate: today,
          dueDate: today,
          subtotalCents: entry.cents,
          totalCents: entry.cents,
          balanceCents: entry.cents,
          sentAt: input.now,
        })),
      )
      .returning({ id: invoices.id, cents: invoices.totalCents });
    await tx.insert(invoiceLines).values(
      created.map((invoice) => ({
        invoiceId: invoice.id,
        position: 1,
        description: "Opening balance",
        unitPriceCents: invoice.cents,
        lineTotalCents: invoice.cents,
      })),
    );
    // The sum of each customer's open invoices, for the customers of this chunk (new customers: this is their only one).
    await tx
      .update(customers)
      .set({
        currentBalance: sql`coalesce((select sum(${invoices.balanceCents}) from ${invoices} where ${invoices.customerId} = ${customers.id} and ${invoices.status} = 'open'), 0) / 100.0`,
      })
      .where(
        inArray(
          customers.id,
          chunk.map((entry) => entry.customerId),
        ),
      );
  }
}
