import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { addDays, businessDayStart } from "~/domain/analytics/analytics-calendar";
import { actingTechnician } from "./acting-technician.server";
import type { TechnicianVisit } from "./technician-visit";
import { readTechnicianVisits } from "./technician-visit-rows.server";
import { technicianWindow, TECHNICIAN_WINDOW_DAYS_AHEAD } from "./technician-window";

export type TechnicianWeek = {
  technician: { name: string; locale: "en" | "es" };
  /** The next seven days after today, each with its visits in window order (a day without any is listed empty). */
  days: { date: string; visits: TechnicianVisit[] }[];
};

/** The acting technician's "this week" view (issue 35): tomorrow through today+7, their own visits only. */
export async function listTechnicianWeek(input: {
  user: { id: string };
  now?: Date;
  executor?: Executor;
}): Promise<TechnicianWeek> {
  const db = input.executor ?? (await database());
  const technician = await actingTechnician(input.user, db);
  const window = technicianWindow(input.now ?? new Date());
  const first = addDays(window.today, 1);
  const visits = await readTechnicianVisits(db, {
    technicianId: technician.id,
    start: businessDayStart(first),
    end: window.end,
  });
  const days = Array.from({ length: TECHNICIAN_WINDOW_DAYS_AHEAD }, (_, index) => addDays(first, index)).map(
    (date) => ({ date, visits: visits.filter((visit) => visit.date === date) }),
  );
  return { technician: { name: technician.name, locale: technician.locale }, days };
}
