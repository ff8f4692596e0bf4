import { describe, expect, it } from "vitest";
import { DEFAULT_ZONE_ZIP_CODES } from "~/config/business-defaults";
import { BOOKING_SCALE, benchServiceTypes, benchWeeklyHours, benchZones } from "./booking-scale-seed";
import { percentile } from "./booking-scenarios";

const zones = Object.keys(DEFAULT_ZONE_ZIP_CODES).sort();
const team = Array.from({ length: BOOKING_SCALE.technicians }, (_, index) => index);

describe("the booking bench's technicians", () => {
  it("all do Maintenance and AC Repair, which every visit ahead uses, and between them do every service type", () => {
    for (const index of team)
      expect(benchServiceTypes(index)).toEqual(expect.arrayContaining(["Maintenance", "AC Repair"]));
    expect(new Set(team.flatMap(benchServiceTypes)).size).toBe(6);
  });

  it("cover every zone, each zone by several of them, each technician four different zones", () => {
    const covering = new Map(zones.map((zone) => [zone, 0]));
    for (const index of team) {
      const own = benchZones(index, zones);
      expect(new Set(own).size).toBe(4);
      for (const zone of own) covering.set(zone, covering.get(zone)! + 1);
    }
    expect(Math.min(...covering.values())).toBeGreaterThanOrEqual(5);
  });

  it("work weekdays, half of them Saturday mornings, never Sundays", () => {
    expect(team.filter((index) => benchWeeklyHours(index).saturday !== null)).toHaveLength(team.length / 2);
    expect(team.every((index) => benchWeeklyHours(index).sunday === null && benchWeeklyHours(index).monday)).toBe(true);
  });
});

describe("percentile", () => {
  it("takes the nearest rank of sorted figures", () => {
    const figures = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(figures, 0.95)).toBe(95);
    expect(percentile(figures, 0.99)).toBe(99);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBeNaN();
  });
});
