import { describe, expect, it } from "vitest";
import {
  DEFAULT_SERVICE_LIST_PARAMS,
  isCalendarDate,
  parseAmountDollars,
  serviceListParamsFrom,
  serviceListSearch,
} from "./service-record-schemas";

describe("the Service History list parameters", () => {
  it("read the search, payment filter, customer, page and size from the URL", () => {
    const customer = "3f0c1b7e-1c1d-4a4a-9a9a-0123456789ab";
    expect(
      serviceListParamsFrom(new URLSearchParams(`q=%20coil%20&payment=overdue&customer=${customer}&page=3&size=50`)),
    ).toEqual({
      q: "coil",
      payment: "overdue",
      customer,
      page: 3,
      size: 50,
    });
  });

  it("fall back to the defaults for missing or bad values", () => {
    expect(serviceListParamsFrom(new URLSearchParams(""))).toEqual(DEFAULT_SERVICE_LIST_PARAMS);
    expect(
      serviceListParamsFrom(
        new URLSearchParams(`q=${"x".repeat(500)}&payment=refunded&customer=1%20or%201&page=-2&size=13`),
      ),
    ).toEqual(DEFAULT_SERVICE_LIST_PARAMS);
  });

  it("write back only what differs from the defaults", () => {
    expect(serviceListSearch(DEFAULT_SERVICE_LIST_PARAMS)).toBe("");
    expect(serviceListSearch({ ...DEFAULT_SERVICE_LIST_PARAMS, q: "50% off", payment: "paid" }, { page: 2 })).toBe(
      "?q=50%25+off&payment=paid&page=2",
    );
  });
});

describe("parseAmountDollars", () => {
  it("reads dollars as staff type them, never below zero or past two decimals", () => {
    expect(["0", "89", "149.5", "$1,234.50", "$ 20.00"].map(parseAmountDollars)).toEqual([0, 89, 149.5, 1234.5, 20]);
    expect(["-1", "1.234", "abc", "1,23", "", "1e3", "1000000.01"].map(parseAmountDollars)).toEqual(
      Array(7).fill(undefined),
    );
  });
});

describe("isCalendarDate", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(["2026-02-28", "2024-02-29", "1900-01-01"].every(isCalendarDate)).toBe(true);
    expect(["2026-02-29", "2026-13-01", "02/03/2026", "2026-2-3", "1899-12-31"].some(isCalendarDate)).toBe(false);
  });
});
