import { describe, expect, it } from "vitest";
import { balanceAfterDepositCents, quoteDepositCents, quoteOptionTotalCents } from "./quote-amounts";

describe("quote amounts in cents", () => {
  it("takes 25% of an odd cent amount half up to the cent", () => {
    expect(quoteDepositCents(1001, 25)).toBe(250); // 250.25
    expect(quoteDepositCents(1002, 25)).toBe(251); // 250.5 rounds up
    expect(quoteDepositCents(1003, 25)).toBe(251); // 250.75
    expect(quoteDepositCents(1, 25)).toBe(0); // 0.25
    expect(quoteDepositCents(2, 25)).toBe(1); // 0.5 rounds up
  });

  it("takes other shares exactly and refuses what is not a share or an amount", () => {
    expect(quoteDepositCents(123_457, 33)).toBe(40_741); // 40740.81
    expect(quoteDepositCents(999_999, 100)).toBe(999_999);
    expect(quoteDepositCents(999_999, 0)).toBe(0);
    expect(() => quoteDepositCents(100, 101)).toThrow(RangeError);
    expect(() => quoteDepositCents(10.5, 25)).toThrow(RangeError);
  });

  it("totals an option's lines, each rounded to the cent before they are added", () => {
    const lines = [
      { quantityThousandths: 1500, unitPriceCents: 333 }, // 499.5 → 500
      { quantityThousandths: 1000, unitPriceCents: 1_250_00 },
      { quantityThousandths: 333, unitPriceCents: 1 }, // 0.333 → 0
    ];
    expect(quoteOptionTotalCents(lines)).toBe(125_500);
    expect(quoteOptionTotalCents([])).toBe(0);
  });

  it("leaves nothing below zero once a deposit is credited", () => {
    expect(balanceAfterDepositCents(10_000, 2_500)).toBe(7_500);
    expect(balanceAfterDepositCents(2_000, 2_500)).toBe(0);
  });
});
