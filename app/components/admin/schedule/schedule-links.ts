/** The dispatch board's address: its view, date and the Move dialog are search parameters, so a link shows the same. */
export const SCHEDULE_PATH = "/admin/schedule";

export type BoardView = "day" | "week";

export function boardHref(input: { date: string; view?: BoardView; move?: string | null }): string {
  const search = new URLSearchParams({ date: input.date });
  if (input.view === "week") search.set("view", "week");
  if (input.move) search.set("move", input.move);
  return `${SCHEDULE_PATH}?${search}`;
}

/** A business date moved by whole days ("YYYY-MM-DD", calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
