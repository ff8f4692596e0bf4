import { addDays } from "./business-time";
import { scheduleWindows } from "./schedule-windows";
import { assessWindow, capacityContext } from "./window-capacity";
import type { CapacityInput, WindowAvailability } from "./window-types";

/** One business day of the picker: its date and its windows in order (none on a closed day). */
export type WindowDay = { date: string; windows: WindowAvailability[] };

/**
 * Every window from `from` to `to` (business dates, inclusive) with its capacity for this service type, zone set and
 * booker, grouped by day: the pure half of listFreeWindows and of the booking's "next free windows". Windows that
 * cannot be booked are kept, with their reason, so staff screens can show full windows and pickers can skip them.
 */
export function freeWindows(input: CapacityInput & { from: string; to: string }): WindowDay[] {
  const context = capacityContext(input);
  const byDate = new Map<string, WindowAvailability[]>();
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) byDate.set(date, []);
  for (const window of scheduleWindows(input.scheduling, input.from, input.to)) {
    byDate.get(window.date)!.push(assessWindow(context, window).availability);
  }
  return [...byDate].map(([date, windows]) => ({ date, windows }));
}

/** The first `limit` bookable windows that start after `after` (an ISO instant), from `from` to `to`. */
export function nextFreeWindows(
  input: CapacityInput & { from: string; to: string; after: string; limit: number },
): WindowAvailability[] {
  const afterMs = Date.parse(input.after);
  return freeWindows(input)
    .flatMap((day) => day.windows)
    .filter((window) => window.bookable && Date.parse(window.startsAt) > afterMs)
    .slice(0, input.limit);
}
