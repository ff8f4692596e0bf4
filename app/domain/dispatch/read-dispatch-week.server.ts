import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { addDays, businessDateOf } from "~/domain/scheduling/business-time";
import { scheduleWindowsOn } from "~/domain/scheduling/schedule-windows";
import { getSettings } from "~/domain/settings/get-settings.server";
import { dayCapacity, sumCapacity, windowCapacity } from "./dispatch-capacity";
import type { DispatchWeek, DispatchWeekDay } from "./dispatch-types";
import { boardDate } from "./read-dispatch-day.server";
import { readDispatchRows } from "./read-dispatch-rows.server";

export const DISPATCH_WEEK_DAYS = 7;

/**
 * The board's week (issue 35 item 1), staff only: seven business days from `date` (today by default), each with its
 * visits per technician, its unassigned ones and its capacity report, and the week's report added up. The same two
 * queries as the day view, over the whole week.
 */
export async function readDispatchWeek(input: {
  actor: { isAdmin: boolean };
  date?: string | null;
  now?: Date;
  executor?: Executor;
}): Promise<DispatchWeek> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see the dispatch board");
  const now = input.now ?? new Date();
  const from = boardDate(input.date, now);
  const to = addDays(from, DISPATCH_WEEK_DAYS - 1);
  const db = input.executor ?? (await database());
  const [settings, rows] = await Promise.all([getSettings({ executor: db }), readDispatchRows(db, { from, to })]);
  const days: DispatchWeekDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const visits = rows.visits.filter((visit) => visit.date === date);
    const taken = visits.flatMap((visit) => (visit.taken ? [visit.taken] : []));
    const windows = scheduleWindowsOn(settings.scheduling, date);
    const visitsByTechnician: Record<string, number> = {};
    let unassigned = 0;
    for (const visit of visits) {
      if (visit.technicianId)
        visitsByTechnician[visit.technicianId] = (visitsByTechnician[visit.technicianId] ?? 0) + 1;
      else if (visit.movable) unassigned += 1;
    }
    days.push({
      date,
      windows: windows.length,
      visitsByTechnician,
      unassigned,
      capacity: dayCapacity({
        date,
        windows: windows.map((window) =>
          windowCapacity({ window, technicians: rows.technicians, taken, scheduling: settings.scheduling, now }),
        ),
        technicians: rows.technicians,
        taken,
      }),
    });
  }
  return {
    from,
    to,
    today: businessDateOf(now),
    technicians: rows.technicians.map((technician) => ({ id: technician.id, name: technician.name })),
    days,
    capacity: sumCapacity(days.map((day) => day.capacity)),
  };
}
