import type { SchedulingSettings, WeeklyHours } from "~/config/settings-shapes";
import { minutesOfDay, weekdayOf } from "~/domain/scheduling/business-time";
import type { ScheduleWindow } from "~/domain/scheduling/window-types";
import type { CapacityFigures, WindowCapacity } from "./dispatch-types";

const HOUR_MS = 60 * 60_000;

/** A technician as the board's capacity reads them: their weekly hours and the dates they are off. */
export type CapacityTechnician = { id: string; weeklyHours: WeeklyHours; daysOff: ReadonlySet<string> };

/** A visit that takes its technician: scheduled or confirmed, from its start to busy_until. */
export type TakenStretch = { technicianId: string; start: number; end: number; minutes: number };

/** The shift a technician works on a business date, or null (no hours that weekday, or a day off). */
export function shiftOn(technician: CapacityTechnician, date: string): { start: string; end: string } | null {
  if (technician.daysOff.has(date)) return null;
  return technician.weeklyHours[weekdayOf(date)] ?? null;
}

/**
 * A window's places across the whole team (ADR 074's arithmetic without a service type or zone, since the board
 * shows every visit): a technician provides a place when their shift covers the window's start and they are not
 * off; the place is used when one of their visits overlaps the window. A visit booked past capacity, or on a
 * technician off shift, counts as used, so `used` may exceed `provided`. The reserve is the settings' share of the
 * places provided, rounded to the nearest whole one, released the settings' hours before the window starts.
 */
export function windowCapacity(input: {
  window: ScheduleWindow;
  technicians: readonly CapacityTechnician[];
  taken: readonly TakenStretch[];
  scheduling: SchedulingSettings;
  now: Date;
}): WindowCapacity {
  const { window, scheduling } = input;
  const start = window.startsAt.getTime();
  const end = window.endsAt.getTime();
  const startMinute = minutesOfDay(window.start);
  const working = new Set(
    input.technicians
      .filter((technician) => {
        const shift = shiftOn(technician, window.date);
        return shift !== null && minutesOfDay(shift.start) <= startMinute && startMinute < minutesOfDay(shift.end);
      })
      .map((technician) => technician.id),
  );
  const busy = new Set(
    input.taken.filter((stretch) => stretch.start < end && stretch.end > start).map((stretch) => stretch.technicianId),
  );
  const usedWorking = [...busy].filter((id) => working.has(id)).length;
  const provided = working.size;
  return {
    provided,
    used: busy.size,
    free: provided - usedWorking,
    reserved: Math.round((scheduling.emergencyReservePercent * provided) / 100),
    reserveReleased: input.now.getTime() >= start - scheduling.emergencyReserveReleaseHours * HOUR_MS,
    overCapacity: busy.size > provided,
  };
}

/** A day's report from its windows' places, its technicians' shifts and its visits' minutes. */
export function dayCapacity(input: {
  date: string;
  windows: readonly WindowCapacity[];
  technicians: readonly CapacityTechnician[];
  taken: readonly TakenStretch[];
}): CapacityFigures {
  let reservedPlaces = 0;
  let releasedPlaces = 0;
  for (const window of input.windows) {
    if (window.reserveReleased) releasedPlaces += window.reserved;
    else reservedPlaces += window.reserved;
  }
  const providedMinutes = input.technicians.reduce((sum, technician) => {
    const shift = shiftOn(technician, input.date);
    return shift ? sum + Math.max(0, minutesOfDay(shift.end) - minutesOfDay(shift.start)) : sum;
  }, 0);
  return {
    providedPlaces: input.windows.reduce((sum, window) => sum + window.provided, 0),
    bookedPlaces: input.windows.reduce((sum, window) => sum + window.used, 0),
    reservedPlaces,
    releasedPlaces,
    providedMinutes,
    bookedMinutes: input.taken.reduce((sum, stretch) => sum + stretch.minutes, 0),
  };
}

export const NO_CAPACITY: CapacityFigures = {
  providedPlaces: 0,
  bookedPlaces: 0,
  reservedPlaces: 0,
  releasedPlaces: 0,
  providedMinutes: 0,
  bookedMinutes: 0,
};

/** The week's report: its days' figures added up. */
export function sumCapacity(days: readonly CapacityFigures[]): CapacityFigures {
  return days.reduce(
    (sum, day) => ({
      providedPlaces: sum.providedPlaces + day.providedPlaces,
      bookedPlaces: sum.bookedPlaces + day.bookedPlaces,
      reservedPlaces: sum.reservedPlaces + day.reservedPlaces,
      releasedPlaces: sum.releasedPlaces + day.releasedPlaces,
      providedMinutes: sum.providedMinutes + day.providedMinutes,
      bookedMinutes: sum.bookedMinutes + day.bookedMinutes,
    }),
    NO_CAPACITY,
  );
}
