/**
 * The date `daysAhead` days from now in Miami, moved to the next weekday, as "YYYY-MM-DD": a day the portal's
 * appointment form accepts (business days, far enough ahead).
 */
export function weekdayInMiami(daysAhead: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + daysAhead * 86_400_000));
  const date = new Date(`${parts}T12:00:00Z`);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
