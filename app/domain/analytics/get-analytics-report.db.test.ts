import { describe, expect, it } from "vitest";
import { ANALYTICS_TOP_LIST_LIMIT } from "~/config/business-rules";
import { dailyAnalytics, dailyAnalyticsBreakdown } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getAnalyticsReport } from "./get-analytics-report.server";

const { db } = useTestDatabase();
const actor = { id: "admin-1", isAdmin: true };
// 11 a.m. in Miami on March 15, 2026: the business's today is 2026-03-15.
const now = new Date("2026-03-15T15:00:00Z");

type DayValues = Partial<typeof dailyAnalytics.$inferInsert> & { date: string };

async function insertDay(values: DayValues) {
  await db()
    .insert(dailyAnalytics)
    .values({
      visitors: 10,
      pageviews: 25,
      viewsPerVisit: 2.5,
      sessionDuration: 120,
      bounceRate: 40,
      serviceRequests: 1,
      closedAt: new Date(`${values.date}T23:59:00Z`),
      ...values,
    });
}

async function insertBreakdown(
  date: string,
  dimension: "page" | "referrer",
  value: string,
  pageviews: number,
  visitors: number,
) {
  await db().insert(dailyAnalyticsBreakdown).values({ date, dimension, value, pageviews, visitors });
}

describe("getAnalyticsReport", () => {
  it("reports an empty table as empty, with no figure at all (never sample figures)", async () => {
    expect(await getAnalyticsReport({ actor, now })).toEqual({
      empty: true,
      latestDay: null,
      previousDay: null,
      monthly: [],
      topPages: [],
      topReferrers: [],
      topListsSince: "2026-02-14",
    });
  });

  it("shows the newest day's row with the day before it, and marks today's row live until it is closed", async () => {
    await insertDay({ date: "2026-03-13", visitors: 1 });
    await insertDay({
      date: "2026-03-14",
      visitors: 142,
      pageviews: 398,
      viewsPerVisit: 2.8,
      sessionDuration: 155,
      bounceRate: 47.25,
      serviceRequests: 4,
    });
    expect((await getAnalyticsReport({ actor, now })).latestDay).toEqual({
      date: "2026-03-14",
      visitors: 142,
      pageviews: 398,
      viewsPerVisit: 2.8,
      sessionDurationSeconds: 155,
      bounceRatePercent: 47.25,
      serviceRequests: 4,
      live: false,
    });

    expect((await getAnalyticsReport({ actor, now })).previousDay).toMatchObject({ date: "2026-03-13", visitors: 1 });

    await insertDay({ date: "2026-03-15", visitors: 3, closedAt: null });
    const withToday = await getAnalyticsReport({ actor, now });
    expect(withToday.latestDay).toMatchObject({ date: "2026-03-15", visitors: 3, live: true });
    expect(withToday.previousDay).toMatchObject({ date: "2026-03-14", visitors: 142, live: false });
    // The same row seen the next day (before its roll-up closes it) is no longer today's.
    expect((await getAnalyticsReport({ actor, now: new Date("2026-03-16T15:00:00Z") })).latestDay).toMatchObject({
      date: "2026-03-15",
      live: false,
    });
  });

  it("sums visitors and page views per calendar month over the last six months, oldest first, with zeros for months without rows", async () => {
    await insertDay({ date: "2025-09-30", visitors: 1000, pageviews: 1000 });
    await insertDay({ date: "2025-10-01", visitors: 5, pageviews: 11 });
    await insertDay({ date: "2025-12-01", visitors: 7, pageviews: 20 });
    await insertDay({ date: "2025-12-31", visitors: 8, pageviews: 30 });
    await insertDay({ date: "2026-03-15", visitors: 2, pageviews: 4, closedAt: null });
    expect((await getAnalyticsReport({ actor, now })).monthly).toEqual([
      { month: "2025-10", visitors: 5, pageviews: 11 },
      { month: "2025-11", visitors: 0, pageviews: 0 },
      { month: "2025-12", visitors: 15, pageviews: 50 },
      { month: "2026-01", visitors: 0, pageviews: 0 },
      { month: "2026-02", visitors: 0, pageviews: 0 },
      { month: "2026-03", visitors: 2, pageviews: 4 },
    ]);
  });

  it("counts the months in Miami: at 9 p.m. on January 31 there the month is still January", async () => {
    await insertDay({ date: "2026-01-31" });
    const { monthly } = await getAnalyticsReport({ actor, now: new Date("2026-02-01T02:00:00Z") });
    expect(monthly.map((row) => row.month)).toEqual(["2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01"]);
  });

  it("lists the top pages and referrers of the last 30 days by page views, visitors summed per day", async () => {
    await insertDay({ date: "2026-03-14" });
    // Day 30 of the period (today included) counts; day 31 does not.
    await insertBreakdown("2026-02-14", "page", "/faq", 9, 9);
    await insertBreakdown("2026-02-13", "page", "/old", 500, 500);
    await insertBreakdown("2026-03-14", "page", "/", 40, 20);
    await insertBreakdown("2026-03-15", "page", "/", 10, 6);
    await insertBreakdown("2026-03-14", "page", "/contact", 12, 10);
    await insertBreakdown("2026-03-14", "page", "/about", 12, 11);
    await insertBreakdown("2026-03-14", "referrer", "www.google.com", 30, 14);
    await insertBreakdown("2026-03-10", "referrer", "www.google.com", 5, 5);
    await insertBreakdown("2026-03-14", "referrer", "www.bing.com", 8, 3);

    const report = await getAnalyticsReport({ actor, now });
    expect(report.topPages).toEqual([
      { value: "/", pageviews: 50, visitors: 26 },
      // Ties in alphabetical order.
      { value: "/about", pageviews: 12, visitors: 11 },
      { value: "/contact", pageviews: 12, visitors: 10 },
      { value: "/faq", pageviews: 9, visitors: 9 },
    ]);
    expect(report.topReferrers).toEqual([
      { value: "www.google.com", pageviews: 35, visitors: 19 },
      { value: "www.bing.com", pageviews: 8, visitors: 3 },
    ]);
  });

  it(`keeps only the first ${ANALYTICS_TOP_LIST_LIMIT} rows of a top list`, async () => {
    await insertDay({ date: "2026-03-14" });
    for (let index = 1; index <= ANALYTICS_TOP_LIST_LIMIT + 3; index++)
      await insertBreakdown("2026-03-14", "page", `/page-${index}`, index, 1);
    const { topPages } = await getAnalyticsReport({ actor, now });
    expect(topPages).toHaveLength(ANALYTICS_TOP_LIST_LIMIT);
    expect(topPages[0]).toEqual({
      value: `/page-${ANALYTICS_TOP_LIST_LIMIT + 3}`,
      pageviews: ANALYTICS_TOP_LIST_LIMIT + 3,
      visitors: 1,
    });
  });

  it("refuses anyone but staff", async () => {
    await expect(getAnalyticsReport({ actor: { id: "user-1", isAdmin: false }, now })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
