import type { WindowDay } from "~/domain/scheduling/free-windows";

/** A window an offer names: its business date and wall-clock times ("YYYY-MM-DD", "HH:MM"). */
export type OfferWindow = { date: string; start: string; end: string };

/**
 * The `count` windows an offer puts in front of the customer (issue 37 item 2): bookable ones, nearest the due date
 * first, each on a different day and at a different time of day, so a customer who cannot do mornings or Mondays still
 * has a choice. When the days or times run short, a second pass allows a repeated time, a third a repeated day.
 * `saturated` names the windows this run has already offered as often as their free places allow (ADR 083): they
 * are passed over while another window fits, so one free place is not put in front of fifty customers, and taken
 * last (in the same order) rather than sending the visit to the office when nothing else is free.
 */
export function pickOfferWindows(
  days: readonly WindowDay[],
  dueDate: string,
  count: number,
  options: { saturated?: (window: OfferWindow) => boolean } = {},
): OfferWindow[] {
  const due = dayNumber(dueDate);
  const candidates = days
    .flatMap((day) => {
      const distance = Math.abs(dayNumber(day.date) - due);
      return day.windows
        .filter((window) => window.bookable)
        .map((window) => ({ date: day.date, start: window.start, end: window.end, distance }));
    })
    .sort((a, b) => a.distance - b.distance || a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  const saturated = options.saturated ?? (() => false);
  const open = candidates.filter((window) => !saturated(window));
  const picked: OfferWindow[] = [];
  const rules = [
    (window: OfferWindow) => !picked.some((p) => p.date === window.date || p.start === window.start),
    (window: OfferWindow) => !picked.some((p) => p.date === window.date),
    (window: OfferWindow) => !picked.some((p) => p.date === window.date && p.start === window.start),
  ];
  for (const pool of open.length === candidates.length ? [candidates] : [open, candidates]) {
    for (const allowed of rules) {
      for (const window of pool) {
        if (picked.length === count) break;
        if (allowed(window)) picked.push({ date: window.date, start: window.start, end: window.end });
      }
    }
  }
  return picked.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}

/** Days since 1970 of a business date ("YYYY-MM-DD"), computed once per day rather than in the sort's comparisons. */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}
