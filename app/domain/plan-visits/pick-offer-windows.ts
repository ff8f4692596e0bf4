import type { WindowDay } from "~/domain/scheduling/free-windows";

/** A window an offer names: its business date and wall-clock times ("YYYY-MM-DD", "HH:MM"). */
export type OfferWindow = { date: string; start: string; end: string };

/**
 * The `count` windows an offer puts in front of the customer (issue 37 item 2): bookable ones, nearest the due date
 * first, each on a different day and at a different time of day, so a customer who cannot do mornings or Mondays still
 * has a choice. When the days or times run short, a second pass allows a repeated time, a third a repeated day.
 */
export function pickOfferWindows(days: readonly WindowDay[], dueDate: string, count: number): OfferWindow[] {
  const candidates = days
    .flatMap((day) => day.windows.filter((window) => window.bookable).map((window) => ({ ...window, date: day.date })))
    .sort(
      (a, b) =>
        distanceInDays(a.date, dueDate) - distanceInDays(b.date, dueDate) ||
        a.date.localeCompare(b.date) ||
        a.start.localeCompare(b.start),
    );
  const picked: OfferWindow[] = [];
  const rules = [
    (window: OfferWindow) => !picked.some((p) => p.date === window.date || p.start === window.start),
    (window: OfferWindow) => !picked.some((p) => p.date === window.date),
    (window: OfferWindow) => !picked.some((p) => p.date === window.date && p.start === window.start),
  ];
  for (const allowed of rules) {
    for (const window of candidates) {
      if (picked.length === count) break;
      if (allowed(window)) picked.push({ date: window.date, start: window.start, end: window.end });
    }
  }
  return picked.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}

function distanceInDays(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}
