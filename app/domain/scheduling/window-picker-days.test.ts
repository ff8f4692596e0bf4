import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULING } from "~/config/business-defaults";
import type { WindowDay } from "./free-windows";
import type { WindowAvailability, WindowRefusal } from "./window-types";
import { earlierPageStart, pickerDays } from "./window-picker-days";

function window(date: string, start: string, refusal: WindowRefusal | null): WindowAvailability {
  return {
    id: `${date}T${start}`,
    date,
    start,
    end: start,
    startsAt: `${date}T${start}:00.000Z`,
    endsAt: `${date}T${start}:00.000Z`,
    workingTechnicians: 1,
    freeTechnicians: refusal === null ? 1 : 0,
    reserve: 0,
    reserveReleased: false,
    bookable: refusal === null,
    refusal,
  };
}

describe("pickerDays", () => {
  it("leaves out days that are closed or wholly past the lead time, and marks a day with nothing free as full", () => {
    const days: WindowDay[] = [
      { date: "2026-03-07", windows: [window("2026-03-07", "08:00", "leadTime")] },
      { date: "2026-03-08", windows: [] },
      {
        date: "2026-03-09",
        windows: [window("2026-03-09", "08:00", "full"), window("2026-03-09", "10:00", "reserved")],
      },
      { date: "2026-03-10", windows: [window("2026-03-10", "08:00", "leadTime"), window("2026-03-10", "10:00", null)] },
    ];
    const shown = pickerDays(days);
    expect(shown.map((day) => [day.date, day.full])).toEqual([
      ["2026-03-09", true],
      ["2026-03-10", false],
    ]);
    expect(shown[1]!.windows.map((w) => [w.id, w.free])).toEqual([["2026-03-10T10:00", true]]);
  });

  it("stops at the number of days asked for", () => {
    const days: WindowDay[] = ["2026-03-09", "2026-03-10", "2026-03-11"].map((date) => ({
      date,
      windows: [window(date, "08:00", null)],
    }));
    expect(pickerDays(days, 2).map((day) => day.date)).toEqual(["2026-03-09", "2026-03-10"]);
  });
});

describe("earlierPageStart", () => {
  it("walks back fourteen open days, skipping Sundays, and never before today", () => {
    const scheduling = DEFAULT_SCHEDULING;
    // Monday 23 March back 14 open days (Mon–Sat) is Friday 6 March.
    expect(earlierPageStart({ scheduling, from: "2026-03-23", today: "2026-03-01" })).toBe("2026-03-06");
    expect(earlierPageStart({ scheduling, from: "2026-03-10", today: "2026-03-05" })).toBe("2026-03-05");
    expect(earlierPageStart({ scheduling, from: "2026-03-05", today: "2026-03-05" })).toBeNull();
  });
});
