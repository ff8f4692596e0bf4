import { describe, expect, it } from "vitest";
import { addDays, businessDateOf, businessDayBounds } from "./analytics-calendar";

describe("the analytics calendar", () => {
  it("puts 11:30 PM in Miami on that evening's date although it is already the next day in UTC", () => {
    expect(businessDateOf(new Date("2026-06-11T03:30:00Z"))).toBe("2026-06-10");
    expect(businessDateOf(new Date("2026-06-11T04:00:00Z"))).toBe("2026-06-11");
    expect(businessDateOf(new Date("2026-12-01T04:59:59Z"))).toBe("2026-11-30");
  });

  it("bounds a summer day by Miami's midnights, four hours after UTC's", () => {
    expect(businessDayBounds("2026-06-10")).toEqual({
      start: new Date("2026-06-10T04:00:00Z"),
      end: new Date("2026-06-11T04:00:00Z"),
    });
  });

  it("makes the spring-forward day 23 hours long and the fall-back day 25", () => {
    const spring = businessDayBounds("2026-03-08");
    expect(spring).toEqual({ start: new Date("2026-03-08T05:00:00Z"), end: new Date("2026-03-09T04:00:00Z") });
    const fall = businessDayBounds("2026-11-01");
    expect(fall).toEqual({ start: new Date("2026-11-01T04:00:00Z"), end: new Date("2026-11-02T05:00:00Z") });
  });

  it("counts dates across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
