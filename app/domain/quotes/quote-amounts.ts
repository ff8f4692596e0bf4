import { lineTotalCents } from "~/domain/invoices/invoice-totals";

/**
 * A quote's arithmetic (issue 38 item 4, ADR 087), in integer cents like the invoice's: each line is quantity × unit
 * price rounded half up to the cent (the invoice's own rule), an option's total is the sum of its lines, and the
 * deposit is the settings' share of the chosen option's total, rounded half up to the cent.
 */
export type QuoteLineAmounts = { quantityThousandths: number; unitPriceCents: number };

export function quoteLineTotalCents(line: QuoteLineAmounts): number {
  return lineTotalCents(line);
}

export function quoteOptionTotalCents(lines: readonly QuoteLineAmounts[]): number {
  return lines.reduce((sum, line) => sum + quoteLineTotalCents(line), 0);
}

/** `percent` % of `totalCents`, half up to the cent: 25% of $10.01 is $2.50 (250.25 cents), of $10.02 $2.51 (250.5). */
export function quoteDepositCents(totalCents: number, percent: number): number {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError(`Not an amount in cents: ${totalCents}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`Not a percent: ${percent}`);
  return Math.floor((2 * totalCents * percent + 100) / 200);
}

/** What is left to pay on the final invoice once the deposit is credited; never below zero. */
export function balanceAfterDepositCents(totalCents: number, depositCents: number): number {
  return Math.max(0, totalCents - depositCents);
}
