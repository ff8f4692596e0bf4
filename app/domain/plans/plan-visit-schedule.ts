import type { PaidPlanCode } from "~/domain/billing/billing-schemas";

/**
 * How often each plan of the catalog comes due for a visit (issue 37 item 1, DECISIONS.md §1's benefit texts:
 * Basic's one inspection it pays for, Premium Care's "bi-annual visits", Commercial Plus's "monthly visits").
 * `intervalMonths` dates the next visit from the completion of the previous one; `visitLimit` ends a plan's
 * visits (Basic pays for one); `toleranceDays` is how far either side of the due date a visit still counts as on
 * time (a month-long interval cannot spare a month either side).
 */
export type PlanVisitSchedule = {
  intervalMonths: number | null;
  visitLimit: number | null;
  toleranceDays: number;
};

export const PLAN_VISIT_SCHEDULES = {
  basic: { intervalMonths: null, visitLimit: 1, toleranceDays: 30 },
  premium_care: { intervalMonths: 6, visitLimit: null, toleranceDays: 30 },
  commercial_plus: { intervalMonths: 1, visitLimit: null, toleranceDays: 7 },
} as const satisfies Record<PaidPlanCode, PlanVisitSchedule>;

/** How many days ahead of its due date the daily job opens a visit (offers windows to the customer). */
export const PLAN_VISIT_OPEN_AHEAD_DAYS = 30;
/** Days after an unanswered offer that the customer is reminded once. */
export const PLAN_VISIT_REMINDER_AFTER_DAYS = 7;
/** Days after an unanswered offer that the visit goes to the office's follow-up list. */
export const PLAN_VISIT_FOLLOW_UP_AFTER_DAYS = 14;
/** How many windows one offer carries. */
export const PLAN_VISIT_OFFERED_WINDOWS = 3;
/**
 * How many offers of one daily run a window takes per free place before the run prefers other windows (ADR 083):
 * most offers go unanswered for days, so a place is offered to a few customers (the booking re-checks capacity, and
 * the one-tap page offers the other free times to a late one), but not to the whole zone.
 */
export const PLAN_VISIT_OFFERS_PER_FREE_PLACE = 3;

export function planVisitScheduleOf(planCode: PaidPlanCode): PlanVisitSchedule {
  return PLAN_VISIT_SCHEDULES[planCode];
}
