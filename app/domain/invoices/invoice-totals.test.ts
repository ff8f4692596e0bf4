import { describe, expect, it } from "vitest";
import { invoiceBalanceCents, invoiceTotals, lineTotalCents } from "./invoice-totals";

const fee = { quantityThousandths: 1000, unitPriceCents: 89_00, discountable: false };
const repair = { quantityThousandths: 1000, unitPriceCents: 250_00, discountable: true };

describe("invoice totals", () => {
  it("adds the lines into the subtotal and takes nothing off without a discount", () => {
    expect(invoiceTotals([fee, repair], 0)).toEqual({
      lineTotalsCents: [89_00, 250_00],
      subtotalCents: 339_00,
      discountPercent: 0,
      discountCents: 0,
      totalCents: 339_00,
    });
  });

  it("applies the member's repair discount to the discountable lines only, never to the service call fee", () => {
    const totals = invoiceTotals([fee, repair], 15);
    expect(totals.discountCents).toBe(37_50);
    expect(totals.totalCents).toBe(339_00 - 37_50);
  });

  it("rounds a discount of half a cent up and less than half a cent down", () => {
    // 10% of $0.05 is half a cent; 10% of $0.04 is 0.4 of a cent.
    expect(invoiceTotals([{ ...repair, unitPriceCents: 5 }], 10).discountCents).toBe(1);
    expect(invoiceTotals([{ ...repair, unitPriceCents: 4 }], 10).discountCents).toBe(0);
    // 15% of $33.33 is 499.95 cents.
    expect(invoiceTotals([{ ...repair, unitPriceCents: 33_33 }], 15).discountCents).toBe(5_00);
  });

  it("prices fractional quantities to the cent, half up", () => {
    expect(lineTotalCents({ quantityThousandths: 1500, unitPriceCents: 125_00 })).toBe(187_50);
    // 0.333 × $0.05 = 1.665 cents → 2; 0.333 × $0.03 = 0.999 cents → 1; 0.1 × $0.05 = 0.5 cent → 1.
    expect(lineTotalCents({ quantityThousandths: 333, unitPriceCents: 5 })).toBe(2);
    expect(lineTotalCents({ quantityThousandths: 333, unitPriceCents: 3 })).toBe(1);
    expect(lineTotalCents({ quantityThousandths: 100, unitPriceCents: 5 })).toBe(1);
  });

  it("discounts the sum of the discountable lines, so the rounding happens once and not per line", () => {
    const cheap = { quantityThousandths: 1000, unitPriceCents: 5, discountable: true };
    // Per line, 10% of 5 cents would round to 1 cent each (3 cents); on the 15-cent sum it is 1.5 → 2 cents.
    expect(invoiceTotals([cheap, cheap, cheap], 10).discountCents).toBe(2);
  });

  it("keeps a plan visit at $0 and a full discount at no total below zero", () => {
    const planVisit = { quantityThousandths: 1000, unitPriceCents: 0, discountable: false };
    expect(invoiceTotals([planVisit], 25).totalCents).toBe(0);
    expect(invoiceTotals([repair], 100).totalCents).toBe(0);
    expect(invoiceTotals([repair], 140).discountPercent).toBe(100);
  });

  it("owes the total less the deposits and payments, never below zero", () => {
    expect(invoiceBalanceCents(339_00, 100_00)).toBe(239_00);
    expect(invoiceBalanceCents(339_00, 339_00)).toBe(0);
    expect(invoiceBalanceCents(100, 500)).toBe(0);
  });
});
