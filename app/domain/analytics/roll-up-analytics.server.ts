import { sql } from "drizzle-orm";
import { ANALYTICS_RAW_RETENTION_DAYS, BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { addDays, businessDateOf, businessDayStart } from "./analytics-calendar";
import { tryTakeAnalyticsRollUpLock } from "./analytics-roll-up-lock.server";
import { isTodaysAnalyticsStale } from "./refresh-todays-analytics.server";
import { rollUpAnalyticsDay } from "./roll-up-analytics-day.server";
import { deleteVisitorSaltsBefore } from "./visitor-key.server";

export type AnalyticsRollUpResult = {
  /** Past days whose row was written and closed by this run (oldest first). */
  closedDays: string[];
  /** Whether today's (open) row was written. */
  today: boolean;
  /** Raw page views deleted because their day is closed and older than the retention. */
  prunedViews: number;
};

/**
 * The periodic analytics work (server/background-work.ts runs it on every app server with a job worker): closes
 * every past day that has something to count, rolls up today when it is stale, prunes the raw views of closed days
 * older than ANALYTICS_RAW_RETENTION_DAYS and deletes the visitor salts of past days. One transaction under an
 * advisory lock: when another server is at it, this one returns at once without work.
 */
export async function rollUpAnalytics(input: { now?: Date } = {}): Promise<AnalyticsRollUpResult> {
  const now = input.now ?? new Date();
  const today = businessDateOf(now);
  const db = await database();
  return db.transaction(async (tx) => {
    if (!(await tryTakeAnalyticsRollUpLock(tx))) return { closedDays: [], today: false, prunedViews: 0 };
    const closedDays: string[] = [];
    for (const date of await pastDaysToClose(tx, today)) {
      const { outcome } = await rollUpAnalyticsDay({ executor: tx, date, close: true });
      if (outcome === "written") closedDays.push(date);
    }
    let todayWritten = false;
    if (await isTodaysAnalyticsStale({ executor: tx, now })) {
      todayWritten = (await rollUpAnalyticsDay({ executor: tx, date: today, close: false })).outcome === "written";
    }
    const prunedViews = await pruneClosedDaysViews(tx, addDays(today, -ANALYTICS_RAW_RETENTION_DAYS));
    await deleteVisitorSaltsBefore({ executor: tx, date: today });
    return { closedDays, today: todayWritten, prunedViews };
  });
}

/**
 * Past days (before `today`) without a closed row that have raw page views, an open row, or leads or service
 * requests within the retention window (older days' leads were counted when those days closed, or predate the
 * counting). Candidates run from the oldest raw view or open row; each check is an index range lookup.
 */
async function pastDaysToClose(executor: Executor, today: string): Promise<string[]> {
  const todayStart = businessDayStart(today).toISOString();
  const windowStart = addDays(today, -ANALYTICS_RAW_RETENTION_DAYS);
  const result = await executor.execute<{ date: string }>(sql`
    with first_day as (
      select least(
        ((select min(created_at) from page_views where created_at < ${todayStart}::timestamptz) at time zone ${BUSINESS_TIME_ZONE})::date,
        (select min(date) from daily_analytics where closed_at is null),
        ${windowStart}::date
      ) as date
    ),
    candidates as (
      select first_day.date + step as date,
        ((first_day.date + step)::timestamp at time zone ${BUSINESS_TIME_ZONE}) as day_start,
        ((first_day.date + step + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE}) as day_end
      from first_day, generate_series(0, ${today}::date - first_day.date - 1) as step
    )
    select to_char(c.date, 'YYYY-MM-DD') as date
    from candidates c
    left join daily_analytics a on a.date = c.date
    where a.closed_at is null and (
      a.date is not null
      or exists (select 1 from page_views where created_at >= c.day_start and created_at < c.day_end)
      or (c.date >= ${windowStart}::date and (
        exists (select 1 from leads where created_at >= c.day_start and created_at < c.day_end)
        or exists (select 1 from service_requests where created_at >= c.day_start and created_at < c.day_end)
      ))
    )
    order by c.date`);
  return result.rows.map((row) => row.date);
}

/** Deletes the raw page views of closed days before `firstKeptDay`; their figures live on in the closed rows. */
async function pruneClosedDaysViews(executor: Executor, firstKeptDay: string): Promise<number> {
  const keptFrom = businessDayStart(firstKeptDay).toISOString();
  const result = await executor.execute<{ count: number }>(sql`
    with deleted as (
      delete from page_views
      where created_at < ${keptFrom}::timestamptz
        and (created_at at time zone ${BUSINESS_TIME_ZONE})::date in (
          select date from daily_analytics where closed_at is not null and date < ${firstKeptDay}::date
        )
      returning 1
    )
    select count(*)::int as count from deleted`);
  return Number(result.rows[0]?.count ?? 0);
}
