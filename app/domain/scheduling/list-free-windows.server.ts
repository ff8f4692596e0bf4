import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import { addDays, businessDateOf, isBusinessDate } from "./business-time";
import { freeWindows, type WindowDay } from "./free-windows";
import { readSchedule } from "./read-schedule.server";
import type { Booker, MemberPriority } from "./window-types";
import { zonesForZip } from "./zones-for-zip.server";

export type FreeWindowList = {
  serviceType: string;
  /** The zip code's zones (or the zones asked for), and the one a booking would store. */
  zones: string[];
  zone: string;
  /** The stretch listed, clamped to today .. the horizon's last day. */
  from: string;
  to: string;
  /** The horizon's last day: a picker's "more dates" goes no further. */
  lastDate: string;
  days: WindowDay[];
};

/**
 * The arrival windows of a stretch of business days for a zip code (or zones) and service type, grouped by day,
 * each with its capacity for this booker (ADR 074): what a picker offers (the bookable ones) and a staff screen shows
 * (full ones too). The stretch defaults to today and is clamped to today .. today + horizonDays. Reads the settings,
 * then three queries (technicians, days off, visits of the stretch) and the pure arithmetic, so what is offered is
 * what bookWindow accepts unless someone books it meanwhile. Throws BAD_INPUT for a bad date or unknown service type,
 * and zonesForZip's BAD_INPUT / OUTSIDE_AREA for the zip code.
 */
export async function listFreeWindows(input: {
  serviceType: string;
  zipCode?: string;
  zones?: readonly string[];
  from?: string;
  to?: string;
  booker: Booker;
  /** A signed-in member's priority, read by the caller from their plan (never from the request). */
  member?: MemberPriority;
  now?: Date;
  executor?: Executor;
}): Promise<FreeWindowList> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  const settings = await getSettings(input.executor ? { executor: input.executor } : {});
  const scheduling = settings.scheduling;
  const where = await zonesOf(input, db);
  const today = businessDateOf(now);
  const lastDate = addDays(today, scheduling.horizonDays);
  for (const [field, value] of [
    ["from", input.from],
    ["to", input.to],
  ] as const) {
    if (value !== undefined && !isBusinessDate(value))
      throw new AppError("BAD_INPUT", `Not a date: ${value}`, { [field]: "dateInvalid" });
  }
  const from = input.from && input.from > today ? input.from : today;
  const wanted = input.to ?? from;
  const to = wanted < lastDate ? wanted : lastDate;
  const base = { serviceType: input.serviceType, zones: where.zones, zone: where.zone, from, to, lastDate };
  if (scheduling.durationMinutes[input.serviceType] === undefined)
    throw new AppError("BAD_INPUT", `No visit duration for ${input.serviceType}`, {
      serviceType: "serviceTypeUnknown",
    });
  if (from > to) return { ...base, days: [] };
  const schedule = await readSchedule(db, { serviceType: input.serviceType, zones: where.zones, from, to });
  const days = freeWindows({
    scheduling,
    technicians: schedule.technicians,
    busy: schedule.busy,
    now,
    from,
    to,
    serviceType: input.serviceType,
    zones: where.zones,
    booker: input.booker,
    member: input.member,
  });
  return { ...base, days };
}

async function zonesOf(
  input: { zipCode?: string; zones?: readonly string[] },
  db: Executor,
): Promise<{ zones: string[]; zone: string }> {
  if (input.zipCode !== undefined) return zonesForZip({ zipCode: input.zipCode, executor: db });
  const zones = [...new Set(input.zones ?? [])].sort();
  if (zones.length === 0) throw new AppError("BAD_INPUT", "Neither a zip code nor zones", { zipCode: "zipInvalid" });
  return { zones, zone: zones[0]! };
}
