import { describe, expect, it } from "vitest";
import { adminAnalytics as en } from "~/i18n/en/admin-analytics";
import { adminAnalytics as es } from "~/i18n/es/admin-analytics";
import { formatMonth, formatPercent, formatSessionDuration, formatViewsPerVisit } from "./analytics-number-format";

describe("the analytics figures' formats", () => {
  it("shows a session duration as minutes and seconds, or seconds alone under a minute", () => {
    expect(formatSessionDuration(155, en.cards)).toBe("2m 35s");
    expect(formatSessionDuration(45, en.cards)).toBe("45s");
    expect(formatSessionDuration(0, en.cards)).toBe("0s");
    expect(formatSessionDuration(3600, en.cards)).toBe("60m 0s");
    expect(formatSessionDuration(155, es.cards)).toBe("2 min 35 s");
  });

  it("shows views per visit with two decimals and the bounce rate as a percentage, per locale", () => {
    expect(formatViewsPerVisit(2.8, "en")).toBe("2.80");
    expect(formatViewsPerVisit(1234.5, "en")).toBe("1,234.50");
    expect(formatPercent(47.25, "en")).toBe("47.3%");
    expect(formatPercent(50, "en")).toBe("50%");
    expect(formatPercent(47.25, "es")).toMatch(/^47[.,]3\s?%$/);
  });

  it("names a month in the screen's language", () => {
    expect(formatMonth("2025-10", "en")).toBe("October 2025");
    expect(formatMonth("2026-01", "es")).toBe("Enero de 2026");
  });
});
