/**
 * An invoice's arithmetic (issue 38, ADR 084), in integer cents so nothing is lost to floating point: each line is
 * quantity × unit price, the member's repair discount applies to the discountable lines only, and every rounding is
 * half-up to the cent (amounts are never negative, so half-up and half-away-from-zero agree).
 */
export type InvoiceLineAmounts = {
  /** Thousandths of a unit: 1000 is one, 1500 one and a half. */
  quantityThousandths: number;
  unitPriceCents: number;
  discountable: boolean;
};

export type InvoiceTotals = {
  lineTotalsCents: number[];
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
};

/** Integer a / b rounded half up, for a ≥ 0 and b > 0. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function lineTotalCents(line: Pick<InvoiceLineAmounts, "quantityThousandths" | "unitPriceCents">): number {
  return divideHalfUp(line.quantityThousandths * line.unitPriceCents, 1000);
}

export function invoiceTotals(lines: readonly InvoiceLineAmounts[], discountPercent: number): InvoiceTotals {
  const lineTotalsCents = lines.map(lineTotalCents);
  const subtotalCents = lineTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const discountableCents = lines.reduce(
    (sum, line, index) => sum + (line.discountable ? lineTotalsCents[index]! : 0),
    0,
  );
  const percent = Math.min(100, Math.max(0, Math.trunc(discountPercent)));
  const discountCents = divideHalfUp(discountableCents * percent, 100);
  return {
    lineTotalsCents,
    subtotalCents,
    discountPercent: percent,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}

/** What is still owed once payments are counted; a payment never takes it below zero (recordInvoicePayment refuses). */
export function invoiceBalanceCents(totalCents: number, paidCents: number): number {
  return Math.max(0, totalCents - paidCents);
}
