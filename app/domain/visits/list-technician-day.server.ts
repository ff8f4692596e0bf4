import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { addDays, businessDayStart } from "~/domain/analytics/analytics-calendar";
import { isBusinessDate } from "~/domain/scheduling/business-time";
import { actingTechnician } from "./acting-technician.server";
import type { TechnicianVisit } from "./technician-visit";
import { readTechnicianVisits } from "./technician-visit-rows.server";
import { technicianWindow } from "./technician-window";

export type TechnicianDay = {
  technician: { name: string; locale: "en" | "es" };
  /** The day shown (YYYY-MM-DD), today unless another day of the window was asked for. */
  date: string;
  today: string;
  lastDay: string;
  visits: TechnicianVisit[];
};

/**
 * The acting technician's visits of one day (issue 35), in window order: today by default, or another day of their
 * window (today..today+7); a day outside it shows today. Only their own confirmed and completed visits.
 */
export async function listTechnicianDay(input: {
  user: { id: string };
  date?: string | null;
  now?: Date;
  executor?: Executor;
}): Promise<TechnicianDay> {
  const db = input.executor ?? (await database());
  const technician = await actingTechnician(input.user, db);
  const window = technicianWindow(input.now ?? new Date());
  const asked = input.date ?? "";
  const date = isBusinessDate(asked) && asked >= window.today && asked <= window.lastDay ? asked : window.today;
  const visits = await readTechnicianVisits(db, {
    technicianId: technician.id,
    start: businessDayStart(date),
    end: businessDayStart(addDays(date, 1)),
  });
  return {
    technician: { name: technician.name, locale: technician.locale },
    date,
    today: window.today,
    lastDay: window.lastDay,
    visits,
  };
}
