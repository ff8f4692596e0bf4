import { describe, expect, it } from "vitest";
import {
  addDays,
  businessDateTimeOf,
  businessInstant,
  businessInstantsOn,
  isBusinessDate,
  weekdayOf,
} from "./business-time";

describe("business time", () => {
  it("turns a Miami date and time into the instant, on standard and daylight time across the March change", () => {
    expect(businessInstant("2026-03-07", "08:00")?.toISOString()).toBe("2026-03-07T13:00:00.000Z");
    expect(businessInstant("2026-03-08", "08:00")?.toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(businessInstant("2026-03-09", "08:00")?.toISOString()).toBe("2026-03-09T12:00:00.000Z");
  });

  it("turns a Miami date and time into the instant across the November change", () => {
    expect(businessInstant("2026-10-31", "08:00")?.toISOString()).toBe("2026-10-31T12:00:00.000Z");
    expect(businessInstant("2026-11-01", "08:00")?.toISOString()).toBe("2026-11-01T13:00:00.000Z");
    expect(businessInstant("2026-11-02", "16:00")?.toISOString()).toBe("2026-11-02T21:00:00.000Z");
  });

  it("reads an instant back as the Miami date and time, even when UTC is already on the next day", () => {
    expect(businessDateTimeOf(new Date("2026-03-09T12:00:00Z"))).toEqual({ date: "2026-03-09", time: "08:00" });
    expect(businessDateTimeOf(new Date("2026-03-08T04:30:00Z"))).toEqual({ date: "2026-03-07", time: "23:30" });
    expect(businessDateTimeOf(new Date("2026-11-01T03:30:00Z"))).toEqual({ date: "2026-10-31", time: "23:30" });
  });

  it("has no instant for a time the clocks skip, a bad date or a bad time", () => {
    expect(businessInstant("2026-03-08", "02:30")).toBeNull();
    expect(businessInstant("2026-02-30", "08:00")).toBeNull();
    expect(businessInstant("2026-03-09", "8:00")).toBeNull();
    expect(businessInstant("2026-03-09", "24:00")).toBeNull();
    expect(isBusinessDate("2026-02-28")).toBe(true);
    expect(isBusinessDate("2026-2-28")).toBe(false);
  });

  it("names the weekday of a business date", () => {
    expect(weekdayOf("2026-03-08")).toBe("sunday");
    expect(weekdayOf("2026-03-09")).toBe("monday");
    expect(weekdayOf("2026-10-31")).toBe("saturday");
  });
});

describe("business instants of a whole day", () => {
  it("agrees with one-by-one conversion on every day of 2026, the two changes included", () => {
    const times = ["00:00", "01:30", "02:30", "03:00", "08:00", "12:00", "18:00", "23:59"];
    for (let date = "2026-01-01"; date <= "2026-12-31"; date = addDays(date, 1)) {
      const together = businessInstantsOn(date, times).map((instant) => instant?.toISOString() ?? null);
      const oneByOne = times.map((time) => businessInstant(date, time)?.toISOString() ?? null);
      expect(together, date).toEqual(oneByOne);
    }
  });
});
