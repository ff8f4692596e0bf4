import type { Executor } from "~/db/client.server";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { isAppError } from "~/domain/app-error";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { onTimeRange } from "~/domain/plans/plan-visit-dates";
import { PLAN_VISIT_OFFERED_WINDOWS, PLAN_VISIT_OFFERS_PER_FREE_PLACE } from "~/domain/plans/plan-visit-schedule";
import type { WindowDay } from "~/domain/scheduling/free-windows";
import { listFreeWindows } from "~/domain/scheduling/list-free-windows.server";
import { zonesForZip } from "~/domain/scheduling/zones-for-zip.server";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import { pickOfferWindows, type OfferWindow } from "./pick-offer-windows";

/** The service type a plan visit is booked as (the plans' maintenance visit). */
export const PLAN_VISIT_SERVICE_TYPE = "Maintenance";
/** At least this many days of windows are searched, for a visit whose on-time range is short or already past. */
const MIN_SEARCH_DAYS = 14;
/** Far enough for any on-time range: listFreeWindows clamps it to the booking horizon. */
const READ_AHEAD_DAYS = 400;
/** How old the windows and settings read may be before `refresh` reads them again (a batch takes seconds). */
const FRESH_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Where offers find their windows and settings (ADR 083, "the daily run's speed"). The daily run keeps one for the
 * run: each zone's free windows are read once (the whole horizon) and the settings once, and `refresh` between batches
 * reads them again once they are a minute old, so what is offered is at most a minute and a batch old; an offer never books, and the booking re-checks
 * capacity under the day's lock, so a window taken meanwhile is only said so on the one-tap page. The source counts
 * the offers it hands out per window, for the whole run, so one free place is not offered to every customer of the zone.
 * A single offer (a new plan's own job) uses a fresh source, which reads as before.
 */
export type OfferWindowSource = {
  settings: (tx: Executor) => Promise<BusinessSettings>;
  /** The windows to offer a visit (none when its zip code is in no zone), counted as offered. */
  windowsFor: (
    tx: Executor,
    visit: { zipCode: string; planCode: PaidPlanCode; dueDate: string; priorityScheduling: boolean },
  ) => Promise<OfferWindow[]>;
  /** Forgets the windows and settings read over a minute ago (the next visit reads them again); the offers counted stay. */
  refresh: () => void;
};

type ZoneWindows = { days: WindowDay[]; places: Map<string, number> };

export function createOfferWindowSource(now: Date): OfferWindowSource {
  const today = businessDateOf(now);
  let settings: Promise<BusinessSettings> | null = null;
  let zonesByZip = new Map<string, Promise<string[] | null>>();
  let windowsByZones = new Map<string, Promise<ZoneWindows>>();
  const offered = new Map<string, number>();
  let readSince = performance.now();

  // A read that failed is forgotten, so the next visit tries again instead of inheriting the failure.
  const remembered = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> => {
    let value = cache.get(key);
    if (!value) {
      value = read();
      cache.set(key, value);
      value.catch(() => cache.get(key) === value && cache.delete(key));
    }
    return value;
  };

  const zonesOf = (tx: Executor, zipCode: string) =>
    remembered(zonesByZip, zipCode, async () => {
      try {
        return (await zonesForZip({ zipCode, executor: tx })).zones;
      } catch (error) {
        if (isAppError(error) && (error.code === "OUTSIDE_AREA" || error.code === "BAD_INPUT")) return null;
        throw error;
      }
    });

  const windowsOf = (tx: Executor, zones: string[]) =>
    remembered(windowsByZones, zones.join("\n"), async () => {
      const list = await listFreeWindows({
        serviceType: PLAN_VISIT_SERVICE_TYPE,
        zones,
        from: today,
        to: addDays(today, READ_AHEAD_DAYS),
        booker: "self",
        // Read with the member lead time (every plan visit's customer is a member); `windowsFor` holds a customer
        // without priority scheduling (Basic after its 12 months) to the ordinary lead time.
        member: { priorityScheduling: true, emergencyReserve: false },
        now,
        executor: tx,
      });
      const places = new Map<string, number>();
      for (const day of list.days)
        for (const window of day.windows)
          places.set(
            `${day.date} ${window.start}`,
            window.freeTechnicians - (window.reserveReleased ? 0 : window.reserve),
          );
      return { days: list.days, places };
    });

  const getSettingsOnce = (tx: Executor) => (settings ??= getSettings({ executor: tx }));

  return {
    settings: getSettingsOnce,
    async windowsFor(tx, visit) {
      const zones = await zonesOf(tx, visit.zipCode);
      if (!zones) return [];
      const { days, places } = await windowsOf(tx, zones);
      // Within the visit's on-time range, from today, and at least MIN_SEARCH_DAYS ahead for a visit already late.
      const range = onTimeRange(visit.planCode, visit.dueDate);
      const from = range.earliest > today ? range.earliest : today;
      const floor = addDays(today, MIN_SEARCH_DAYS);
      const to = range.latest > floor ? range.latest : floor;
      const cutoffMs = visit.priorityScheduling
        ? null
        : now.getTime() + (await getSettingsOnce(tx)).scheduling.leadTimeHours * HOUR_MS;
      const zoneKey = zones.join("\n");
      const key = (window: OfferWindow) => `${zoneKey}\n${window.date} ${window.start}`;
      const picked = pickOfferWindows(
        days
          .filter((day) => day.date >= from && day.date <= to)
          .map((day) =>
            cutoffMs === null
              ? day
              : { ...day, windows: day.windows.filter((window) => Date.parse(window.startsAt) >= cutoffMs) },
          ),
        visit.dueDate,
        PLAN_VISIT_OFFERED_WINDOWS,
        {
          saturated: (window) =>
            (offered.get(key(window)) ?? 0) >=
            Math.max(1, places.get(`${window.date} ${window.start}`) ?? 1) * PLAN_VISIT_OFFERS_PER_FREE_PLACE,
        },
      );
      for (const window of picked) offered.set(key(window), (offered.get(key(window)) ?? 0) + 1);
      return picked;
    },
    refresh() {
      if (performance.now() - readSince < FRESH_MS) return;
      readSince = performance.now();
      settings = null;
      zonesByZip = new Map();
      windowsByZones = new Map();
    },
  };
}
