import type { dailyAnalytics } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import type { SeededRandom } from "./seeded-random";

export const DEMO_ANALYTICS_DAYS = 60;

/** 60 days of traffic ending yesterday (today's row belongs to the live page-view counting). */
export function buildDemoAnalytics(random: SeededRandom, calendar: DemoCalendar): Array<typeof dailyAnalytics.$inferInsert> {
  const rows: Array<typeof dailyAnalytics.$inferInsert> = [];
  for (let daysAgo = DEMO_ANALYTICS_DAYS; daysAgo >= 1; daysAgo--) {
    const date = calendar.date(-daysAgo);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // A slow upward trend, quieter weekends and day-to-day noise.
    const trend = 1 + (DEMO_ANALYTICS_DAYS - daysAgo) * 0.004;
    const visitors = Math.round(135 * trend * (weekend ? 0.7 : 1) * (0.8 + random.next() * 0.4));
    const pageviews = Math.round(visitors * (2.2 + random.next()));
    rows.push({
      date,
      visitors,
      pageviews,
      viewsPerVisit: Math.round((pageviews / visitors) * 100) / 100,
      sessionDuration: random.int(110, 230),
      bounceRate: random.hundredths(38, 56),
      serviceRequests: weekend ? random.int(0, 2) : random.int(1, 6),
      updatedAt: calendar.at(-daysAgo + 1, 0, 5),
      // Rolled up five minutes after the day ended: final, as the live roll-up leaves a past day (ADR 035).
      closedAt: calendar.at(-daysAgo + 1, 0, 5),
    });
  }
  return rows;
}
