import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { businessDateOf, businessDayStart } from "./analytics-calendar";
import { tryTakeAnalyticsRollUpLock } from "./analytics-roll-up-lock.server";
import { rollUpAnalyticsDay } from "./roll-up-analytics-day.server";

/**
 * Brings today's daily_analytics row up to date when it is stale, so the analytics screen shows the views of the
 * last minutes without waiting for the periodic roll-up. Cheap when nothing happened: three index lookups. When
 * another server is rolling up at that moment it does nothing; that roll-up's row change reaches the screen live.
 */
export async function refreshTodaysAnalytics(input: { now?: Date } = {}): Promise<void> {
  const now = input.now ?? new Date();
  const db = await database();
  if (!(await isTodaysAnalyticsStale({ executor: db, now }))) return;
  await db.transaction(async (tx) => {
    if (!(await tryTakeAnalyticsRollUpLock(tx))) return;
    await rollUpAnalyticsDay({ executor: tx, date: businessDateOf(now), close: false });
  });
}

/**
 * Today's row is stale when it is missing although a page view, lead or service request arrived today, or when
 * the newest of those is newer than the row's last update (max(created_at) reads one entry of each table's index).
 * A closed row is never stale: it is final.
 */
export async function isTodaysAnalyticsStale(input: { executor: Executor; now: Date }): Promise<boolean> {
  const today = businessDateOf(input.now);
  const todayStart = businessDayStart(today).toISOString();
  const result = await input.executor.execute<{ stale: boolean }>(sql`
    with today_row as (select updated_at, closed_at from daily_analytics where date = ${today}::date),
    newest as (
      select greatest(
        (select max(created_at) from page_views),
        (select max(created_at) from leads),
        (select max(created_at) from service_requests)
      ) as created_at
    )
    select case
      when exists (select 1 from today_row where closed_at is not null) then false
      when not exists (select 1 from today_row) then coalesce((select created_at from newest) >= ${todayStart}::timestamptz, false)
      else coalesce((select created_at from newest) > (select updated_at from today_row), false)
    end as stale`);
  return result.rows[0]?.stale === true;
}
