import { businessDateOf } from "./business-time";
import type { BusyInterval, SchedulingTechnician } from "./window-types";

/**
 * The technician a booking takes among those who can: the one with the fewest minutes already booked that business
 * day, then by name (then id, so the pick never depends on row order), so a day's work spreads over the team.
 * Null when there is none.
 */
export function pickTechnician<Technician extends SchedulingTechnician>(
  candidates: readonly Technician[],
  busy: readonly BusyInterval[],
  date: string,
): Technician | null {
  const bookedMinutes = new Map<string, number>();
  for (const interval of busy) {
    if (businessDateOf(interval.start) !== date) continue;
    const minutes = (interval.end.getTime() - interval.start.getTime()) / 60_000;
    bookedMinutes.set(interval.technicianId, (bookedMinutes.get(interval.technicianId) ?? 0) + minutes);
  }
  const ordered = [...candidates].sort(
    (a, b) =>
      (bookedMinutes.get(a.id) ?? 0) - (bookedMinutes.get(b.id) ?? 0) ||
      a.name.localeCompare(b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return ordered[0] ?? null;
}
