import { describe, expect, it } from "vitest";
import { formatBusinessDate, formatBusinessTime, formatCalendarDate, formatCount, formatUsd } from "./dashboard-format";

describe("dashboard formats", () => {
  it("formats dollars with thousands separators and cents", () => {
    expect(formatUsd(1234.5, "en")).toBe("$1,234.50");
    expect(formatUsd(0, "en")).toBe("$0.00");
    expect(formatUsd(1234.5, "es")).toBe("$1,234.50");
  });

  it("formats a due date month first without shifting the day", () => {
    expect(formatCalendarDate("2026-03-15", "en")).toBe("Mar 15, 2026");
    expect(formatCalendarDate("2026-01-01", "en")).toBe("Jan 1, 2026");
    expect(formatCalendarDate("2026-03-15", "es")).toBe("15 mar 2026");
  });

  it("groups large counts", () => {
    expect(formatCount(100000, "en")).toBe("100,000");
  });

  it("shows an appointment's date and time on Miami's clock whatever the server's zone", () => {
    // 01:30 UTC on June 11 is 9:30 p.m. on June 10 in Miami (UTC-4 in summer).
    expect(formatBusinessDate("2026-06-11T01:30:00.000Z", "en")).toBe("Jun 10, 2026");
    expect(formatBusinessTime("2026-06-11T01:30:00.000Z", "en")).toBe("9:30 PM");
    expect(formatBusinessTime("2026-12-11T15:00:00.000Z", "en")).toBe("10:00 AM");
  });
});
