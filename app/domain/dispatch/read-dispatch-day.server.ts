import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { businessDateOf, isBusinessDate } from "~/domain/scheduling/business-time";
import { scheduleWindowsOn } from "~/domain/scheduling/schedule-windows";
import type { ScheduleWindow } from "~/domain/scheduling/window-types";
import { windowFacts } from "~/domain/scheduling/window-placement.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { dayCapacity, shiftOn, windowCapacity } from "./dispatch-capacity";
import type { DispatchCard, DispatchDay } from "./dispatch-types";
import { readDispatchRows, type BoardVisit } from "./read-dispatch-rows.server";

/** The business date the board shows: the one asked for when it is a real date, else today. */
export function boardDate(value: string | null | undefined, now: Date): string {
  return value && isBusinessDate(value) ? value : businessDateOf(now);
}

/** The arrival window a visit's start falls in, or null for a visit booked at a free time (before windows). */
export function windowOf(windows: readonly ScheduleWindow[], startsAt: string): string | null {
  const instant = Date.parse(startsAt);
  return (
    windows.find((window) => window.startsAt.getTime() <= instant && instant < window.endsAt.getTime())?.id ?? null
  );
}

export function toCard(visit: BoardVisit, windows: readonly ScheduleWindow[]): DispatchCard {
  const { date: _date, taken: _taken, ...card } = visit;
  return { ...card, windowId: windowOf(windows, visit.startsAt) };
}

/**
 * The dispatch board's day (issue 35 item 1), staff only: the active technicians as columns with their shift, the
 * settings' windows of the day as rows with each window's places (provided, used, free, reserved and whether the
 * reserve is released), the visits as cards, the tray of visits no active technician has, and the day's capacity
 * report. Two queries and the settings, however many technicians (bench/dispatch-board.ts).
 */
export async function readDispatchDay(input: {
  actor: { isAdmin: boolean };
  date?: string | null;
  now?: Date;
  executor?: Executor;
}): Promise<DispatchDay> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see the dispatch board");
  const now = input.now ?? new Date();
  const date = boardDate(input.date, now);
  const db = input.executor ?? (await database());
  const [settings, rows] = await Promise.all([
    getSettings({ executor: db }),
    readDispatchRows(db, { from: date, to: date }),
  ]);
  const { scheduling } = settings;
  const windows = scheduleWindowsOn(scheduling, date);
  const taken = rows.visits.flatMap((visit) => (visit.taken ? [visit.taken] : []));
  const rowsWithCapacity = windows.map((window) => ({
    ...windowFacts(window),
    capacity: windowCapacity({ window, technicians: rows.technicians, taken, scheduling, now }),
  }));
  const cards = rows.visits.map((visit) => toCard(visit, windows));
  return {
    date,
    today: businessDateOf(now),
    technicians: rows.technicians.map((technician) => ({
      id: technician.id,
      name: technician.name,
      zones: technician.zones,
      serviceTypes: technician.serviceTypes,
      shift: shiftOn(technician, date),
      dayOff: technician.daysOff.has(date),
    })),
    windows: rowsWithCapacity,
    cards: cards.filter((card) => card.technicianId !== null),
    tray: cards.filter((card) => card.technicianId === null && card.movable),
    capacity: dayCapacity({
      date,
      windows: rowsWithCapacity.map((window) => window.capacity),
      technicians: rows.technicians,
      taken,
    }),
  };
}
