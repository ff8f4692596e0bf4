import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULING } from "~/config/business-defaults";
import type { WeeklyHours } from "~/config/settings-shapes";
import { scheduleWindowsOn } from "~/domain/scheduling/schedule-windows";
import { dayCapacity, windowCapacity, type CapacityTechnician } from "./dispatch-capacity";
import { moveVisitFormInput, MoveVisitSchema } from "./dispatch-schemas";

// Wednesday 3 June 2026 (EDT): the 10:00 window is 14:00–16:00 UTC.
const DATE = "2026-06-03";
const [, ten] = scheduleWindowsOn(DEFAULT_SCHEDULING, DATE);
const WEEKDAY = { start: "08:00", end: "18:00" };
const HOURS: WeeklyHours = {
  sunday: null,
  monday: WEEKDAY,
  tuesday: WEEKDAY,
  wednesday: WEEKDAY,
  thursday: WEEKDAY,
  friday: WEEKDAY,
  saturday: null,
};
const team = (count: number, off: string[] = []): CapacityTechnician[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `t${index}`,
    weeklyHours: HOURS,
    daysOff: new Set(off.includes(`t${index}`) ? [DATE] : []),
  }));
const visit = (technicianId: string, startUtc: string, minutes = 105) => {
  const start = Date.parse(startUtc);
  return { technicianId, start, end: start + minutes * 60_000, minutes: 90 };
};

describe("windowCapacity", () => {
  it("counts the technicians on shift as places, the ones with an overlapping visit as used, and the reserve", () => {
    const capacity = windowCapacity({
      window: ten!,
      technicians: team(10, ["t9"]),
      taken: [
        visit("t0", "2026-06-03T14:00:00Z"),
        visit("t1", "2026-06-03T12:30:00Z"),
        visit("t2", "2026-06-03T12:00:00Z"),
      ],
      scheduling: DEFAULT_SCHEDULING,
      now: new Date("2026-06-01T13:00:00Z"),
    });
    // Nine on shift (t9 is off); t0 starts in the window, t1's 8:30 visit runs into it, t2's 8:00 one ends at 9:45.
    expect(capacity).toEqual({
      provided: 9,
      used: 2,
      free: 7,
      reserved: 2,
      reserveReleased: false,
      overCapacity: false,
    });
  });

  it("releases the reserve the settings' hours before the window and marks a window booked past its places", () => {
    const capacity = windowCapacity({
      window: ten!,
      technicians: team(1),
      taken: [visit("t0", "2026-06-03T14:00:00Z"), visit("gone", "2026-06-03T14:00:00Z")],
      scheduling: DEFAULT_SCHEDULING,
      now: new Date("2026-06-03T10:00:00Z"),
    });
    expect(capacity).toMatchObject({ provided: 1, used: 2, free: 0, reserveReleased: true, overCapacity: true });
  });
});

describe("dayCapacity", () => {
  it("adds the windows' places, splits the reserve into held and released, and counts hours on shift and booked", () => {
    const figures = dayCapacity({
      date: DATE,
      windows: [
        { provided: 4, used: 1, free: 3, reserved: 1, reserveReleased: true, overCapacity: false },
        { provided: 4, used: 4, free: 0, reserved: 1, reserveReleased: false, overCapacity: false },
      ],
      technicians: team(4, ["t3"]),
      taken: [visit("t0", "2026-06-03T14:00:00Z")],
    });
    expect(figures).toEqual({
      providedPlaces: 8,
      bookedPlaces: 5,
      reservedPlaces: 1,
      releasedPlaces: 1,
      providedMinutes: 1800,
      bookedMinutes: 90,
    });
  });
});

describe("the move form", () => {
  it("makes the window id from the day and the window's start, and reads the override tick", () => {
    const parsed = MoveVisitSchema.parse(
      moveVisitFormInput({
        technicianId: "6f1c2b9e-0a7d-4e3b-9c55-1d2e3f4a5b6c",
        date: "2026-06-03",
        start: "10:00",
        override: "on",
      }),
    );
    expect(parsed).toEqual({
      technicianId: "6f1c2b9e-0a7d-4e3b-9c55-1d2e3f4a5b6c",
      window: "2026-06-03T10:00",
      override: true,
    });
    expect(
      MoveVisitSchema.parse(moveVisitFormInput({ technicianId: parsed.technicianId, window: "2026-06-04T08:00" })),
    ).toMatchObject({ window: "2026-06-04T08:00", override: false });
  });
});
