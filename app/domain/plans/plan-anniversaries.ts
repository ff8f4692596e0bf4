import { addDays } from "~/domain/analytics/analytics-calendar";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { addMonthsToDate } from "./plan-visit-dates";
import { planVisitScheduleOf } from "./plan-visit-schedule";

/**
 * Renewal (issue 37 item 6, ADR 083 addendum): a monthly plan's year runs from its start date, and Basic, a one-time
 * visit, is offered again some months after it. Pure, on business dates ("YYYY-MM-DD", Miami's calendar).
 */

/** How many days before a monthly plan's anniversary the customer is told what the next plan year holds. */
export const PLAN_RENEWAL_NOTICE_DAYS = 30;
/** How far ahead the office's "Anniversaries coming" list looks. */
export const PLAN_ANNIVERSARIES_AHEAD_DAYS = 60;
/** Months after a Basic visit that the customer is offered the next one. */
export const BASIC_NEXT_VISIT_AFTER_MONTHS = 11;
/**
 * Days after that date the offer may still go: a run missed for a few days catches up, but a Basic visit of years
 * ago (an order older than this feature) is not offered out of the blue.
 */
export const BASIC_NEXT_VISIT_OFFER_GRACE_DAYS = 30;

/** The plan's `years`-th anniversary: held to 28 February in a year without a 29th (a leap-day start). */
export function planAnniversary(startDate: string, years: number): string {
  return addMonthsToDate(startDate, 12 * years);
}

/**
 * The next anniversary on or after `today` (never the start date itself: the first is a year after it), with its
 * number. Each is counted from the start date, so a 29 February start is 28 February in common years and 29
 * February again in leap years, never drifting.
 */
export function nextPlanAnniversary(startDate: string, today: string): { years: number; date: string } {
  const elapsed = Number(today.slice(0, 4)) - Number(startDate.slice(0, 4));
  for (let years = Math.max(1, elapsed); ; years += 1) {
    const date = planAnniversary(startDate, years);
    if (date >= today) return { years, date };
  }
}

/** Whether the plan's next anniversary falls within `days` from `today` (today itself included): the notice's time. */
export function anniversaryWithin(startDate: string, today: string, days: number): string | null {
  const next = nextPlanAnniversary(startDate, today);
  return next.date <= addDays(today, days) ? next.date : null;
}

/** How many visits a plan year holds, from the schedule: Premium Care 2 (every 6 months), Commercial Plus 12. */
export function visitsPerPlanYear(planCode: PaidPlanCode): number {
  const schedule = planVisitScheduleOf(planCode);
  return schedule.intervalMonths === null ? (schedule.visitLimit ?? 1) : Math.floor(12 / schedule.intervalMonths);
}

/** The day a Basic customer is offered the next visit: BASIC_NEXT_VISIT_AFTER_MONTHS after the last one. */
export function basicNextVisitOfferDate(lastVisitDate: string): string {
  return addMonthsToDate(lastVisitDate, BASIC_NEXT_VISIT_AFTER_MONTHS);
}

/** Whether a Basic offer dated `offerDate` goes today: from that day, for the grace days after it. */
export function basicOfferDueOn(offerDate: string, today: string): boolean {
  return offerDate <= today && today <= addDays(offerDate, BASIC_NEXT_VISIT_OFFER_GRACE_DAYS);
}
