import type { Executor } from "~/db/client.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { addDays, businessDateOf, isBusinessDate } from "./business-time";
import { listFreeWindows } from "./list-free-windows.server";
import { earlierPageStart, pickerDays, WINDOW_PICKER_DAYS, type WindowPickerData } from "./window-picker-days";
import type { Booker, MemberPriority } from "./window-types";

export type { PickerDay, PickerWindow, WindowPickerData } from "./window-picker-days";

/** Calendar days read for one page of 14 business days: enough for two closed days a week and a holiday or two. */
const PAGE_CALENDAR_DAYS = 28;

/**
 * One page of a window picker for a zip code and service type (the portal's and the visitors' booking forms): the
 * next 14 business days from `from` (today when absent, malformed or past) with their windows, free or taken, the
 * first free one to pre-select, and where the earlier and later pages start, up to the horizon's last day. Throws
 * listFreeWindows' BAD_INPUT and OUTSIDE_AREA (zip code, service type).
 */
export async function listWindowPicker(input: {
  serviceType: string;
  zipCode: string;
  from?: string | null;
  booker: Booker;
  /** A signed-in member's priority, read by the caller from their plan (never from the request). */
  member?: MemberPriority;
  now?: Date;
  executor?: Executor;
}): Promise<WindowPickerData> {
  const now = input.now ?? new Date();
  const today = businessDateOf(now);
  const wanted = input.from && isBusinessDate(input.from) && input.from > today ? input.from : today;
  const list = await listFreeWindows({
    serviceType: input.serviceType,
    zipCode: input.zipCode,
    from: wanted,
    to: addDays(wanted, PAGE_CALENDAR_DAYS - 1),
    booker: input.booker,
    member: input.member,
    now,
    executor: input.executor,
  });
  const days = pickerDays(list.days, WINDOW_PICKER_DAYS);
  const settings = await getSettings(input.executor ? { executor: input.executor } : {});
  const from = list.from;
  const lastShown = days.at(-1)?.date ?? list.to;
  const next = addDays(lastShown, 1);
  return {
    days,
    firstFreeId: days.flatMap((day) => day.windows).find((window) => window.free)?.id ?? null,
    from,
    earlierFrom: earlierPageStart({ scheduling: settings.scheduling, from, today }),
    laterFrom: days.length === WINDOW_PICKER_DAYS && next <= list.lastDate ? next : null,
    lastDate: list.lastDate,
  };
}
