import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appointments, plans, planVisits } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { PLAN_VISIT_OPEN_AHEAD_DAYS, planVisitScheduleOf } from "~/domain/plans/plan-visit-schedule";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";

/**
 * One plan visit as its customer sees it (issue 37 item 4): done (with the day), booked (with its arrival window) or
 * waiting for the customer to choose a time (due, offered, overdue or on the office's follow-up list: to the customer
 * all four are "due"). Plain data for the portal's screens.
 */
export type OwnPlanVisit = {
  id: string;
  plan: { code: string; name: string; nameEs: string };
  /** Its place in the plan year: Premium Care's first visit is 1 of 2, its third 1 of 2 again. */
  numberInYear: number;
  visitsPerYear: number;
  /** YYYY-MM-DD, a business date. */
  dueDate: string;
  state: "done" | "booked" | "waiting";
  /** A waiting visit's time can be chosen now: it is due within PLAN_VISIT_OPEN_AHEAD_DAYS, as the offers are. */
  canChooseTime: boolean;
  /** YYYY-MM-DD, the first day its time can be chosen (the day the daily run offers it). */
  choosableFrom: string;
  /** The booked appointment's arrival window (ISO instants), when booked or done. */
  window: { startsAt: string; endsAt: string } | null;
  /** YYYY-MM-DD, the business date it was completed, when done. */
  doneOn: string | null;
};

/** A done plan year stays on the Service Plans screen this long after its last visit, then it is history. */
const DONE_YEAR_SHOWN_DAYS = 365;

/**
 * The plan visits of one customer's current plan years. A plan year is its plan's visits numbered together: visits
 * 1–2 of Premium Care, 3–4, …; 1–12 of Commercial Plus; Basic's one. Visits are dated from the last completion, not
 * the calendar (ADR 083), so the visit's number, not its date, says which year it belongs to. A plan whose year is
 * all done and whose last visit is over a year old (an ended plan, an old Basic visit) is left out. The caller passes
 * the signed-in customer's own record id, found through `customers.user_id`, never an id the browser sent.
 */
export async function planVisitsOfCustomer(
  db: Executor,
  input: { customerId: string; now?: Date },
): Promise<OwnPlanVisit[]> {
  const rows = await db
    .select({
      id: planVisits.id,
      planKey: planVisits.subscriptionId,
      orderId: planVisits.orderId,
      planCode: planVisits.planCode,
      planName: plans.name,
      planNameEs: plans.nameEs,
      visitNumber: planVisits.visitNumber,
      dueDate: planVisits.dueDate,
      status: planVisits.status,
      completedAt: planVisits.completedAt,
      startsAt: appointments.appointmentDate,
      endsAt: appointments.windowEnd,
    })
    .from(planVisits)
    .innerJoin(plans, eq(plans.code, planVisits.planCode))
    .leftJoin(appointments, eq(appointments.id, planVisits.appointmentId))
    .where(eq(planVisits.customerId, input.customerId))
    .orderBy(asc(planVisits.dueDate), asc(planVisits.visitNumber));
  const visitsPerYearOf = (code: string) => {
    const schedule = planVisitScheduleOf(code as PaidPlanCode);
    return schedule.intervalMonths ? Math.max(1, Math.round(12 / schedule.intervalMonths)) : 1;
  };
  const yearOf = (row: (typeof rows)[number]) => Math.floor((row.visitNumber - 1) / visitsPerYearOf(row.planCode));
  const planOf = (row: (typeof rows)[number]) => row.planKey ?? `order:${row.orderId}`;
  const today = businessDateOf(input.now ?? new Date());
  const currentYear = new Map<string, number>();
  for (const row of rows) currentYear.set(planOf(row), Math.max(currentYear.get(planOf(row)) ?? 0, yearOf(row)));
  const visits = rows
    .filter((row) => yearOf(row) === currentYear.get(planOf(row)))
    .map((row): OwnPlanVisit & { planKey: string } => {
      const visitsPerYear = visitsPerYearOf(row.planCode);
      const waiting = (BOOKABLE_PLAN_VISIT_STATUSES as readonly string[]).includes(row.status);
      return {
        planKey: planOf(row),
        id: row.id,
        plan: { code: row.planCode, name: row.planName, nameEs: row.planNameEs },
        numberInYear: ((row.visitNumber - 1) % visitsPerYear) + 1,
        visitsPerYear,
        dueDate: row.dueDate,
        state: waiting ? "waiting" : row.status === "done" ? "done" : "booked",
        // Not sooner than the offer: the schedule books only so far ahead, and a visit chosen months early would take a
        // window nearer today than its due date.
        canChooseTime: waiting && choosableFromOf(row.dueDate) <= today,
        choosableFrom: choosableFromOf(row.dueDate),
        window: row.startsAt
          ? { startsAt: row.startsAt.toISOString(), endsAt: (row.endsAt ?? row.startsAt).toISOString() }
          : null,
        doneOn: row.completedAt ? businessDateOf(row.completedAt) : null,
      };
    });
  const shownSince = addDays(today, -DONE_YEAR_SHOWN_DAYS);
  const stillShown = new Set(
    visits
      .filter((visit) => visit.state !== "done" || (visit.doneOn ?? visit.dueDate) >= shownSince)
      .map((visit) => visit.planKey),
  );
  return visits.filter((visit) => stillShown.has(visit.planKey)).map(({ planKey: _planKey, ...visit }) => visit);
}

function choosableFromOf(dueDate: string): string {
  return addDays(dueDate, -PLAN_VISIT_OPEN_AHEAD_DAYS);
}

/**
 * The customer's next open plan visit: a booked one whose window has not ended, or one waiting for a time, the one
 * that comes first (a booked visit by its window's day, a waiting one by its due date); null when none.
 */
export function nextOpenPlanVisit(visits: OwnPlanVisit[], now: Date): OwnPlanVisit | null {
  const open = visits.filter(
    (visit) =>
      visit.state === "waiting" ||
      (visit.state === "booked" && visit.window !== null && new Date(visit.window.endsAt) > now),
  );
  const dayOf = (visit: OwnPlanVisit) =>
    visit.state === "booked" && visit.window ? businessDateOf(new Date(visit.window.startsAt)) : visit.dueDate;
  return open.sort((a, b) => dayOf(a).localeCompare(dayOf(b)))[0] ?? null;
}
