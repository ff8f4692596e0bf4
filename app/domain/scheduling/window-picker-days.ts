import type { SchedulingSettings } from "~/config/settings-shapes";
import { addDays } from "./business-time";
import { scheduleWindowsOn } from "./schedule-windows";
import type { WindowDay } from "./free-windows";

/** Business days a window picker shows at once. */
export const WINDOW_PICKER_DAYS = 14;

/** A window as the picker offers it: free for this booker now, or taken (full, or the emergency reserve). */
export type PickerWindow = {
  id: string;
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  free: boolean;
};

/** One business day of the picker; `full` when none of its windows is free. */
export type PickerDay = { date: string; windows: PickerWindow[]; full: boolean };

/** What a window picker needs (plain data, made in a loader). */
export type WindowPickerData = {
  days: PickerDay[];
  /** The window the picker selects when nothing was chosen: the first free one shown. */
  firstFreeId: string | null;
  /** The first business date shown, and where "earlier dates" / "more dates" start (null: none that way). */
  from: string;
  earlierFrom: string | null;
  laterFrom: string | null;
  /** The horizon's last day: no page goes past it. */
  lastDate: string;
};

/**
 * Shapes listFreeWindows' days into the picker's strip: the first `count` days that still have a window this booker
 * could have taken (a day whose every window is past or inside the lead time is left out, not shown as full), each
 * window marked free or not. Windows refused for time alone are left out of a shown day (today's early ones for an
 * emergency); windows refused for capacity (full, reserved) stay, shown as taken.
 */
export function pickerDays(days: readonly WindowDay[], count = WINDOW_PICKER_DAYS): PickerDay[] {
  const shown: PickerDay[] = [];
  for (const day of days) {
    if (shown.length >= count) break;
    const windows = day.windows
      .filter((window) => window.bookable || window.refusal === "full" || window.refusal === "reserved")
      .map((window) => ({
        id: window.id,
        date: window.date,
        start: window.start,
        end: window.end,
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        free: window.bookable,
      }));
    if (windows.length === 0) continue;
    shown.push({ date: day.date, windows, full: !windows.some((window) => window.free) });
  }
  return shown;
}

/**
 * Where "earlier dates" starts: `count` open days (days with windows in the settings) before `from`, never before
 * `today`; null when `from` is today or earlier. Pure: an open day that turns out past is skipped by the next page.
 */
export function earlierPageStart(input: {
  scheduling: SchedulingSettings;
  from: string;
  today: string;
  count?: number;
}): string | null {
  if (input.from <= input.today) return null;
  let date = input.from;
  let open = 0;
  const count = input.count ?? WINDOW_PICKER_DAYS;
  while (open < count && date > input.today) {
    date = addDays(date, -1);
    if (scheduleWindowsOn(input.scheduling, date).length > 0) open += 1;
  }
  return date < input.today ? input.today : date;
}
