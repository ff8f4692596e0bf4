import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import {
  ANALYTICS_MONTHLY_LIST_MONTHS,
  ANALYTICS_TOP_LIST_DAYS,
  ANALYTICS_TOP_LIST_LIMIT,
} from "~/config/business-rules";
import { database } from "~/db/database.server";
import { dailyAnalytics, dailyAnalyticsBreakdown, type AnalyticsBreakdownDimension } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { addDays, businessDateOf } from "./analytics-calendar";

/** The newest day of daily_analytics: the five cards and that day's service requests. */
export type AnalyticsDay = {
  /** YYYY-MM-DD, the business's calendar day. */
  date: string;
  visitors: number;
  pageviews: number;
  viewsPerVisit: number;
  sessionDurationSeconds: number;
  bounceRatePercent: number;
  /** Leads of every source plus appointment requests that day (issue 13). */
  serviceRequests: number;
  /** Today's row, still counting (not closed yet). */
  live: boolean;
};

export type AnalyticsMonth = { /** YYYY-MM */ month: string; visitors: number; pageviews: number };

/** One page path or referring host over the top-list period; visitors are summed per day, not distinct. */
export type AnalyticsTopRow = { value: string; pageviews: number; visitors: number };

export type AnalyticsReport = {
  /** No daily_analytics row at all: the screen shows its empty state and no figure (never sample figures). */
  empty: boolean;
  latestDay: AnalyticsDay | null;
  /** The row before the latest one, so an early-morning "today" can be read against a whole day. */
  previousDay: AnalyticsDay | null;
  /** ANALYTICS_MONTHLY_LIST_MONTHS calendar months, the current one included, oldest first. */
  monthly: AnalyticsMonth[];
  topPages: AnalyticsTopRow[];
  topReferrers: AnalyticsTopRow[];
  /** The first day (YYYY-MM-DD) of the top lists' period, which ends today. */
  topListsSince: string;
};

/** The last `count` calendar months up to the one of `today` (YYYY-MM-DD), oldest first, as YYYY-MM. */
function lastMonths(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return first.toISOString().slice(0, 7);
  });
}

/** The newest two rows of daily_analytics, newest first: the cards' day and the one before it. */
async function readLatestDays(today: string): Promise<AnalyticsDay[]> {
  const db = await database();
  const rows = await db.select().from(dailyAnalytics).orderBy(desc(dailyAnalytics.date)).limit(2);
  return rows.map((row) => ({
    date: row.date,
    visitors: row.visitors,
    pageviews: row.pageviews,
    viewsPerVisit: Number(row.viewsPerVisit),
    sessionDurationSeconds: row.sessionDuration,
    bounceRatePercent: Number(row.bounceRate),
    serviceRequests: row.serviceRequests,
    live: row.date === today && row.closedAt === null,
  }));
}

async function readMonthly(months: string[]): Promise<AnalyticsMonth[]> {
  const db = await database();
  const month = sql<string>`to_char(${dailyAnalytics.date}, 'YYYY-MM')`;
  // A range on the primary key (date): at most about 186 rows are read whatever the table's age.
  const rows = await db
    .select({
      month,
      visitors: sql<string>`sum(${dailyAnalytics.visitors})`,
      pageviews: sql<string>`sum(${dailyAnalytics.pageviews})`,
    })
    .from(dailyAnalytics)
    .where(gte(dailyAnalytics.date, `${months[0]}-01`))
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((key) => {
    const row = byMonth.get(key);
    return { month: key, visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0) };
  });
}

async function readTopList(dimension: AnalyticsBreakdownDimension, since: string): Promise<AnalyticsTopRow[]> {
  const db = await database();
  const pageviews = sql<string>`sum(${dailyAnalyticsBreakdown.pageviews})`;
  const rows = await db
    .select({
      value: dailyAnalyticsBreakdown.value,
      pageviews,
      visitors: sql<string>`sum(${dailyAnalyticsBreakdown.visitors})`,
    })
    .from(dailyAnalyticsBreakdown)
    .where(and(gte(dailyAnalyticsBreakdown.date, since), eq(dailyAnalyticsBreakdown.dimension, dimension)))
    .groupBy(dailyAnalyticsBreakdown.value)
    // Ties in a stable order, so the list does not reshuffle between reloads.
    .orderBy(desc(pageviews), dailyAnalyticsBreakdown.value)
    .limit(ANALYTICS_TOP_LIST_LIMIT);
  return rows.map((row) => ({ value: row.value, pageviews: Number(row.pageviews), visitors: Number(row.visitors) }));
}

/**
 * The Analytics & Reports figures (spec document 2 §7, issue 13) from the rolled-up tables only: the latest day's
 * row, visitors and page views per calendar month, and the top pages and referrers of the last days. Raw page views
 * are never read here, so the screen costs the same with a year of traffic.
 */
export async function getAnalyticsReport(input: {
  actor: Pick<SessionUser, "id" | "isAdmin">;
  now?: Date;
}): Promise<AnalyticsReport> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see the analytics");
  const today = businessDateOf(input.now ?? new Date());
  const topListsSince = addDays(today, -(ANALYTICS_TOP_LIST_DAYS - 1));
  const [latestDay, previousDay] = await readLatestDays(today);
  if (!latestDay)
    return {
      empty: true,
      latestDay: null,
      previousDay: null,
      monthly: [],
      topPages: [],
      topReferrers: [],
      topListsSince,
    };
  const [monthly, topPages, topReferrers] = await Promise.all([
    readMonthly(lastMonths(today, ANALYTICS_MONTHLY_LIST_MONTHS)),
    readTopList("page", topListsSince),
    readTopList("referrer", topListsSince),
  ]);
  return { empty: false, latestDay, previousDay: previousDay ?? null, monthly, topPages, topReferrers, topListsSince };
}
