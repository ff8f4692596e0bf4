import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { invoiceLines, invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { invoiceTotals, type InvoiceLineAmounts } from "./invoice-totals";

export type InvoiceLineInput = InvoiceLineAmounts & { priceBookCode: string | null; description: string };

/**
 * Replaces a draft's lines and writes its totals from them (subtotal, the member's discount, total, balance), in the
 * caller's transaction. Amounts are always computed here, on the server, from the lines' quantities and unit prices.
 * A deposit already taken stays: lines totalling less than it are refused (CONFLICT), nothing is ever owed below zero.
 */
export async function writeInvoiceLines(
  tx: Executor,
  input: { invoiceId: string; lines: readonly InvoiceLineInput[]; discountPercent: number; paidCents: number },
): Promise<{ totalCents: number; balanceCents: number }> {
  const totals = invoiceTotals(input.lines, input.discountPercent);
  if (totals.totalCents < input.paidCents)
    throw new AppError("CONFLICT", "The invoice would total less than the customer has already paid on it");
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, input.invoiceId));
  if (input.lines.length > 0) {
    await tx.insert(invoiceLines).values(
      input.lines.map((line, index) => ({
        invoiceId: input.invoiceId,
        position: index + 1,
        priceBookCode: line.priceBookCode,
        description: line.description,
        quantityThousandths: line.quantityThousandths,
        unitPriceCents: line.unitPriceCents,
        lineTotalCents: totals.lineTotalsCents[index]!,
        discountable: line.discountable,
      })),
    );
  }
  const balanceCents = totals.totalCents - input.paidCents;
  await tx
    .update(invoices)
    .set({
      subtotalCents: totals.subtotalCents,
      discountPercent: totals.discountPercent,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      balanceCents,
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, input.invoiceId));
  return { totalCents: totals.totalCents, balanceCents };
}
