import type { dailyAnalytics, dailyAnalyticsBreakdown } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import type { SeededRandom } from "./seeded-random";

import { ANALYTICS_MONTHLY_LIST_MONTHS } from "~/config/business-rules";

/**
 * Enough days to fill every month of the analytics screen's six-month lists (a month of 31 days each), so no month
 * of the demo shows the zeros of an empty month.
 */
export const DEMO_ANALYTICS_DAYS = ANALYTICS_MONTHLY_LIST_MONTHS * 31;

/** DEMO_ANALYTICS_DAYS of traffic ending yesterday (today's row belongs to the live page-view counting). */
export function buildDemoAnalytics(
  random: SeededRandom,
  calendar: DemoCalendar,
): Array<typeof dailyAnalytics.$inferInsert> {
  const rows: Array<typeof dailyAnalytics.$inferInsert> = [];
  for (let daysAgo = DEMO_ANALYTICS_DAYS; daysAgo >= 1; daysAgo--) {
    const date = calendar.date(-daysAgo);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // A slow upward trend, quieter weekends and day-to-day noise.
    const trend = 1 + ((DEMO_ANALYTICS_DAYS - daysAgo) / DEMO_ANALYTICS_DAYS) * 0.24;
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

/** Each public page's share of a demo day's page views, the rest going to the home page. */
const DEMO_PAGE_SHARES: ReadonlyArray<readonly [string, number]> = [
  ["/comfort-club", 0.14],
  ["/contact", 0.11],
  ["/about", 0.08],
  ["/faq", 0.07],
  ["/es", 0.07],
  ["/rebates", 0.05],
  ["/blog/ac-stopped-working-on-a-hot-night", 0.05],
  ["/testimonials", 0.04],
  ["/es/comfort-club", 0.03],
  ["/blog", 0.03],
  ["/licensing", 0.01],
];

/** Each referring site's share of a demo day's visitors (the rest came straight in). */
const DEMO_REFERRER_SHARES: ReadonlyArray<readonly [string, number]> = [
  ["google.com", 0.41],
  ["bing.com", 0.07],
  ["facebook.com", 0.05],
  ["yelp.com", 0.04],
  ["nextdoor.com", 0.03],
];

/**
 * Top pages and referrers for the demo days, split from each day's totals by fixed shares (no random draws, so the
 * rest of the demo data stays the same): each page's views sum to the day's page views.
 */
export function buildDemoAnalyticsBreakdown(
  days: ReadonlyArray<typeof dailyAnalytics.$inferInsert>,
): Array<typeof dailyAnalyticsBreakdown.$inferInsert> {
  return days.flatMap((day) => {
    const pageviews = day.pageviews ?? 0;
    const visitors = day.visitors ?? 0;
    const pages = DEMO_PAGE_SHARES.map(([path, share]) => ({ value: path, pageviews: Math.round(pageviews * share) }));
    const home = pageviews - pages.reduce((sum, page) => sum + page.pageviews, 0);
    const rows: Array<typeof dailyAnalyticsBreakdown.$inferInsert> = [{ value: "/", pageviews: home }, ...pages].map(
      (page) => ({
        date: day.date,
        dimension: "page",
        value: page.value,
        pageviews: page.pageviews,
        visitors: Math.min(page.pageviews, Math.round((page.pageviews / Math.max(pageviews, 1)) * visitors * 1.6)),
      }),
    );
    for (const [host, share] of DEMO_REFERRER_SHARES) {
      const referred = Math.round(visitors * share);
      rows.push({ date: day.date, dimension: "referrer", value: host, pageviews: referred, visitors: referred });
    }
    return rows.filter((row) => row.pageviews > 0);
  });
}
