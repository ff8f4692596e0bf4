import type { SchedulingSettings } from "~/config/settings-shapes";
import { addDays, businessInstantsOn, weekdayOf } from "./business-time";
import type { ScheduleWindow } from "./window-types";

/**
 * The settings' arrival windows on each business date from `from` to `to` (inclusive), in order. A day with no
 * windows (Sunday by default) has none; a window whose start the clocks skip (only possible between 2 and 3 AM on
 * the spring-forward Sunday) is left out rather than moved.
 */
export function scheduleWindows(scheduling: SchedulingSettings, from: string, to: string): ScheduleWindow[] {
  const windows: ScheduleWindow[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    windows.push(...scheduleWindowsOn(scheduling, date));
  }
  return windows;
}

export function scheduleWindowsOn(scheduling: SchedulingSettings, date: string): ScheduleWindow[] {
  const ranges = [...(scheduling.windows[weekdayOf(date)] ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  const instants = businessInstantsOn(
    date,
    ranges.flatMap((range) => [range.start, range.end]),
  );
  return ranges.flatMap((range, index) => {
    const startsAt = instants[2 * index];
    const endsAt = instants[2 * index + 1];
    if (!startsAt || !endsAt) return [];
    return [{ id: `${date}T${range.start}`, date, start: range.start, end: range.end, startsAt, endsAt }];
  });
}

/** Splits a window id "YYYY-MM-DDTHH:MM" into its date and start; null when it is not written that way. */
export function parseWindowId(id: string): { date: string; start: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  return match ? { date: match[1]!, start: match[2]! } : null;
}
