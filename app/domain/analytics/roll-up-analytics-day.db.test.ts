import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dailyAnalytics, dailyAnalyticsBreakdown, leads, pageViews, serviceRequests } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { rollUpAnalyticsDay } from "./roll-up-analytics-day.server";

const { db } = useTestDatabase();

const DAY = "2026-06-10";

/** An instant on June 10, 2026 in Miami (EDT, UTC-4) from its wall-clock time there, "HH:MM" or "HH:MM:SS". */
function miami(time: string, date = DAY): Date {
  const [hours, minutes, seconds = "0"] = time.split(":");
  return new Date(
    Date.parse(`${date}T00:00:00Z`) + ((Number(hours) + 4) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000,
  );
}

async function insertViews(
  views: Array<{ visitor: string; at: Date; path?: string; referrerHost?: string }>,
): Promise<void> {
  await db()
    .insert(pageViews)
    .values(
      views.map((view) => ({
        visitorKey: view.visitor,
        createdAt: view.at,
        path: view.path ?? "/",
        referrerHost: view.referrerHost ?? null,
      })),
    );
}

async function dayRow(date = DAY) {
  const [row] = await db().select().from(dailyAnalytics).where(eq(dailyAnalytics.date, date));
  return row;
}

describe("rollUpAnalyticsDay", () => {
  it("splits one visitor's views into sessions at a gap of 30 minutes or more", async () => {
    await insertViews([
      { visitor: "a", at: miami("10:00") },
      { visitor: "a", at: miami("10:29:59") }, // under 30 minutes: the same session
      { visitor: "a", at: miami("10:59:59") }, // exactly 30 minutes later: a new one
      { visitor: "a", at: miami("12:00") },
    ]);
    const { figures } = await rollUpAnalyticsDay({ date: DAY, close: false });
    // Sessions: [10:00, 10:29:59] (1,799 s), [10:59:59], [12:00]: 4 views in 3 visits, 2 of them bounces.
    expect(figures).toMatchObject({
      visitors: 1,
      pageviews: 4,
      viewsPerVisit: 1.33,
      bounceRate: 66.67,
      sessionDuration: 600,
    });
  });

  it("computes views per visit, session duration and bounce rate from a known set of views", async () => {
    await insertViews([
      // a: a 20-minute visit of three views, then one view 40 minutes later
      { visitor: "a", at: miami("10:00"), path: "/", referrerHost: "google.com" },
      { visitor: "a", at: miami("10:05"), path: "/about" },
      { visitor: "a", at: miami("10:20"), path: "/contact" },
      { visitor: "a", at: miami("11:00"), path: "/" },
      // b: one view
      { visitor: "b", at: miami("12:00"), path: "/", referrerHost: "google.com" },
      // c: two views 29 minutes apart, then one 31 minutes after the second
      { visitor: "c", at: miami("14:00"), path: "/es", referrerHost: "bing.com" },
      { visitor: "c", at: miami("14:29"), path: "/es/faq" },
      { visitor: "c", at: miami("15:00"), path: "/es" },
      // d: two views exactly 30 minutes apart: two visits
      { visitor: "d", at: miami("16:00"), path: "/" },
      { visitor: "d", at: miami("16:30"), path: "/about" },
      // the evening before and the morning after (Miami time) are other days
      { visitor: "e", at: miami("23:59", "2026-06-09") },
      { visitor: "e", at: miami("00:00", "2026-06-11") },
    ]);
    const result = await rollUpAnalyticsDay({ date: DAY, close: false });
    // 7 visits: a 3 views/1,200 s, a 1, b 1, c 2 views/1,740 s, c 1, d 1, d 1. Duration (1200 + 1740) / 7 = 420 s.
    const expected = {
      visitors: 4,
      pageviews: 10,
      viewsPerVisit: 1.43,
      sessionDuration: 420,
      bounceRate: 71.43,
      serviceRequests: 0,
    };
    expect(result).toEqual({ outcome: "written", figures: expected });
    expect(await dayRow()).toMatchObject({ ...expected, closedAt: null });

    const breakdown = await db().select().from(dailyAnalyticsBreakdown).where(eq(dailyAnalyticsBreakdown.date, DAY));
    const rows = breakdown.map(({ dimension, value, pageviews, visitors }) => ({
      dimension,
      value,
      pageviews,
      visitors,
    }));
    expect(rows).toEqual(
      expect.arrayContaining([
        { dimension: "page", value: "/", pageviews: 4, visitors: 3 },
        { dimension: "page", value: "/about", pageviews: 2, visitors: 2 },
        { dimension: "page", value: "/es", pageviews: 2, visitors: 1 },
        { dimension: "referrer", value: "google.com", pageviews: 2, visitors: 2 },
        { dimension: "referrer", value: "bing.com", pageviews: 1, visitors: 1 },
      ]),
    );
    expect(rows).toHaveLength(7); // 5 pages (/, /about, /contact, /es, /es/faq) and 2 referrers
  });

  it("counts the business day's leads of every source plus its appointment requests, by Miami's calendar", async () => {
    await db()
      .insert(leads)
      .values([
        { name: "Early", source: "website_form", createdAt: miami("00:30") },
        { name: "Contact", source: "contact_form", createdAt: miami("13:00") },
        // 11:30 PM in Miami: already June 11 in UTC, still June 10 here
        { name: "Late", source: "user_signup", createdAt: miami("23:30") },
        { name: "Eve", source: "website_form", createdAt: miami("23:59", "2026-06-09") },
        { name: "Next", source: "contact_form", createdAt: miami("00:00", "2026-06-11") },
      ]);
    await db()
      .insert(serviceRequests)
      .values([
        { name: "Request", serviceType: "AC Repair", createdAt: miami("09:00") },
        { name: "Late request", serviceType: "AC Repair", createdAt: miami("23:45") },
        { name: "Next request", serviceType: "AC Repair", createdAt: miami("00:15", "2026-06-11") },
      ]);
    const result = await rollUpAnalyticsDay({ date: DAY, close: false });
    expect(result.figures).toEqual({
      visitors: 0,
      pageviews: 0,
      viewsPerVisit: 0,
      sessionDuration: 0,
      bounceRate: 0,
      serviceRequests: 5,
    });
    expect(await dayRow()).toMatchObject({ serviceRequests: 5, pageviews: 0 });
  });

  it("writes no row for a day with no view, lead or request", async () => {
    expect(await rollUpAnalyticsDay({ date: DAY, close: true })).toEqual({ outcome: "nothing-to-count" });
    expect(await db().select().from(dailyAnalytics)).toHaveLength(0);
  });

  it("updates nothing when a second roll-up finds nothing new, so no screen is told to reload", async () => {
    await insertViews([{ visitor: "a", at: miami("10:00") }]);
    await rollUpAnalyticsDay({ date: DAY, close: false });
    const first = await dayRow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await rollUpAnalyticsDay({ date: DAY, close: false })).outcome).toBe("unchanged");
    expect((await dayRow())!.updatedAt).toEqual(first!.updatedAt);

    await insertViews([{ visitor: "b", at: miami("11:00") }]);
    expect((await rollUpAnalyticsDay({ date: DAY, close: false })).outcome).toBe("written");
    const second = await dayRow();
    expect(second).toMatchObject({ visitors: 2, pageviews: 2 });
    expect(second!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
  });

  it("never rewrites a closed day, even when raw views for it appear later", async () => {
    await insertViews([{ visitor: "a", at: miami("10:00"), path: "/about" }]);
    expect((await rollUpAnalyticsDay({ date: DAY, close: true })).outcome).toBe("written");
    const closed = await dayRow();
    expect(closed!.closedAt).not.toBeNull();

    await insertViews([
      { visitor: "b", at: miami("11:00"), path: "/faq" },
      { visitor: "c", at: miami("12:00"), path: "/faq" },
    ]);
    expect(await rollUpAnalyticsDay({ date: DAY, close: true })).toEqual({ outcome: "closed-already" });
    expect(await rollUpAnalyticsDay({ date: DAY, close: false })).toEqual({ outcome: "closed-already" });
    expect(await dayRow()).toEqual(closed);
    const pages = await db().select().from(dailyAnalyticsBreakdown);
    expect(pages.map((row) => row.value)).toEqual(["/about"]);
  });

  it("closes an open row whose figures did not change", async () => {
    await insertViews([{ visitor: "a", at: miami("10:00") }]);
    await rollUpAnalyticsDay({ date: DAY, close: false });
    expect((await rollUpAnalyticsDay({ date: DAY, close: true })).outcome).toBe("written");
    expect((await dayRow())!.closedAt).not.toBeNull();
  });

  it("leaves the demo seed's closed days alone", async () => {
    await db()
      .insert(dailyAnalytics)
      .values({
        date: DAY,
        visitors: 140,
        pageviews: 400,
        viewsPerVisit: 2.86,
        sessionDuration: 180,
        bounceRate: 45.5,
        serviceRequests: 3,
        closedAt: miami("00:05", "2026-06-11"),
      });
    await insertViews([{ visitor: "a", at: miami("10:00") }]);
    expect((await rollUpAnalyticsDay({ date: DAY, close: true })).outcome).toBe("closed-already");
    expect(await dayRow()).toMatchObject({ visitors: 140, pageviews: 400, viewsPerVisit: 2.86, bounceRate: 45.5 });
  });
});
