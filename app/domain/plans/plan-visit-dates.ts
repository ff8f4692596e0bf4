import { addDays } from "~/domain/analytics/analytics-calendar";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { planVisitScheduleOf } from "./plan-visit-schedule";

/**
 * The due-date arithmetic of plan visits (issue 37 item 1), on business dates ("YYYY-MM-DD", Miami's calendar):
 * the first visit is due on the plan's start date; each next one is dated from the completion of the previous plan
 * visit, never from the calendar, so a late visit does not squeeze the next; a plan no longer in effect makes none.
 * Pure: the callers read the dates from the database and the clock.
 */

/** The date `months` after `date`, held to the last day of a shorter month (31 January + 1 month = 28/29 February). */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const targetMonthIndex = month - 1 + months;
  const targetYear = year + Math.floor(targetMonthIndex / 12);
  const targetMonth = ((targetMonthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return result.toISOString().slice(0, 10);
}

/** The first visit of a plan that starts on `startDate`: due that day. */
export function firstVisitDue(startDate: string): { visitNumber: 1; dueDate: string } {
  return { visitNumber: 1, dueDate: startDate };
}

/**
 * The visit after the one completed on `completedOn`, or null when the plan makes no more: it is no longer in effect,
 * or it has had all the visits it pays for (Basic: one).
 */
export function nextVisitAfterCompletion(input: {
  planCode: PaidPlanCode;
  planInEffect: boolean;
  completedVisitNumber: number;
  completedOn: string;
}): { visitNumber: number; dueDate: string } | null {
  const schedule = planVisitScheduleOf(input.planCode);
  if (!input.planInEffect || schedule.intervalMonths === null) return null;
  if (schedule.visitLimit !== null && input.completedVisitNumber >= schedule.visitLimit) return null;
  return {
    visitNumber: input.completedVisitNumber + 1,
    dueDate: addMonthsToDate(input.completedOn, schedule.intervalMonths),
  };
}

/**
 * The visit a plan that starts again (a resumed or renewed subscription) owes when it has no open visit: the one
 * after its last completed visit, due when that completion says, but never before the day it resumed; the first
 * visit, due that day, if it never had one done. Null when the plan has had every visit it pays for.
 */
export function visitOnResume(input: {
  planCode: PaidPlanCode;
  resumedOn: string;
  lastDone: { visitNumber: number; completedOn: string } | null;
}): { visitNumber: number; dueDate: string } | null {
  if (!input.lastDone) return firstVisitDue(input.resumedOn);
  const next = nextVisitAfterCompletion({
    planCode: input.planCode,
    planInEffect: true,
    completedVisitNumber: input.lastDone.visitNumber,
    completedOn: input.lastDone.completedOn,
  });
  if (!next) return null;
  return { visitNumber: next.visitNumber, dueDate: next.dueDate < input.resumedOn ? input.resumedOn : next.dueDate };
}

/** The dates a visit due on `dueDate` still counts as on time (the plan's tolerance either side). */
export function onTimeRange(planCode: PaidPlanCode, dueDate: string): { earliest: string; latest: string } {
  const days = planVisitScheduleOf(planCode).toleranceDays;
  return { earliest: addDays(dueDate, -days), latest: addDays(dueDate, days) };
}
