import { describe, expect, it } from "vitest";
import {
  hasHistoryFilters,
  historyFiltersFromSearchParams,
  historyFiltersSearch,
  NO_HISTORY_FILTERS,
} from "./history-filters";
import { containsPattern } from "./list-service-history.server";

describe("historyFiltersFromSearchParams", () => {
  it("reads the search text, payment status and service type from the URL", () => {
    expect(
      historyFiltersFromSearchParams(new URLSearchParams("q=%20coil%20&payment=overdue&type=Coil+Cleaning")),
    ).toEqual({
      q: "coil",
      payment: "overdue",
      type: "Coil Cleaning",
    });
  });

  it("falls back to no filter for missing or bad values", () => {
    expect(historyFiltersFromSearchParams(new URLSearchParams(""))).toEqual(NO_HISTORY_FILTERS);
    expect(
      historyFiltersFromSearchParams(new URLSearchParams(`q=${"x".repeat(500)}&payment=refunded&type=%00bad`)),
    ).toEqual(NO_HISTORY_FILTERS);
    expect(historyFiltersFromSearchParams(new URLSearchParams("type=&payment=ALL"))).toEqual(NO_HISTORY_FILTERS);
  });

  it("writes back only the filters that filter something", () => {
    expect(historyFiltersSearch(NO_HISTORY_FILTERS)).toBe("");
    expect(historyFiltersSearch({ q: "50% off", payment: "paid", type: "all" })).toBe("?q=50%25+off&payment=paid");
    expect(hasHistoryFilters(NO_HISTORY_FILTERS)).toBe(false);
    expect(hasHistoryFilters({ ...NO_HISTORY_FILTERS, type: "Maintenance" })).toBe(true);
  });
});

describe("containsPattern", () => {
  it("escapes LIKE's wildcards and its escape character", () => {
    expect(containsPattern("50%_off\\now")).toBe("%50\\%\\_off\\\\now%");
  });
});
