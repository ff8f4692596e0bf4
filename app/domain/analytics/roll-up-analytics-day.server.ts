import { sql } from "drizzle-orm";
import { ANALYTICS_SESSION_GAP_MINUTES } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { businessDayBounds } from "./analytics-calendar";

/**
 * Referring hosts kept per day in daily_analytics_breakdown, the busiest first. Anyone can send a beacon with any
 * referrer, so the list that outlives the raw views is bounded; a real day has a handful.
 */
export const REFERRER_HOSTS_KEPT_PER_DAY = 200;

export type DayFigures = {
  visitors: number;
  pageviews: number;
  viewsPerVisit: number;
  /** Seconds, whole. */
  sessionDuration: number;
  /** Percent of sessions with one view. */
  bounceRate: number;
  serviceRequests: number;
};

/**
 * closed-already: the day's row is final and was left alone; nothing-to-count: no view, lead or request that day,
 * so no row; unchanged: the row already held these figures (no row was updated, no screen told to reload);
 * written: the row was inserted or updated (and closed, when asked).
 */
export type RollUpDayOutcome = "closed-already" | "nothing-to-count" | "unchanged" | "written";

type FigureRow = { [K in keyof DayFigures]: number | string } & { sessions: number | string };

/**
 * Computes one business day's daily_analytics row from the raw page views, leads and service requests, in the
 * database (window functions, so 100,000 views take no JavaScript memory), and writes it with the day's top pages
 * and referrers. A closed day is never rewritten: its raw rows may be gone. `close` makes the row final.
 */
export async function rollUpAnalyticsDay(input: {
  executor?: Executor;
  date: string;
  close: boolean;
}): Promise<{ outcome: RollUpDayOutcome; figures?: DayFigures }> {
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const existing = await tx.execute<{ closed: boolean }>(
      sql`select closed_at is not null as closed from daily_analytics where date = ${input.date}::date`,
    );
    const row = existing.rows[0];
    if (row?.closed) return { outcome: "closed-already" as const };

    const { start, end } = businessDayBounds(input.date);
    const figures = await dayFigures(tx, start, end);
    if (!row && figures.pageviews === 0 && figures.serviceRequests === 0)
      return { outcome: "nothing-to-count" as const };

    // Updates only when a figure differs or the day is being closed: the row trigger tells every open analytics
    // screen to reload, so a roll-up that found nothing new must update nothing.
    const written = await tx.execute<{ date: string }>(sql`
      insert into daily_analytics as current
        (date, visitors, pageviews, views_per_visit, session_duration, bounce_rate, service_requests, updated_at, closed_at)
      values (${input.date}::date, ${figures.visitors}, ${figures.pageviews}, ${figures.viewsPerVisit}, ${figures.sessionDuration},
        ${figures.bounceRate}, ${figures.serviceRequests}, now(), ${input.close ? sql`now()` : sql`null`})
      on conflict (date) do update set
        visitors = excluded.visitors, pageviews = excluded.pageviews, views_per_visit = excluded.views_per_visit,
        session_duration = excluded.session_duration, bounce_rate = excluded.bounce_rate,
        service_requests = excluded.service_requests, updated_at = excluded.updated_at, closed_at = excluded.closed_at
      where current.closed_at is null and (
        excluded.closed_at is not null
        or (current.visitors, current.pageviews, current.views_per_visit, current.session_duration, current.bounce_rate, current.service_requests)
          is distinct from
          (excluded.visitors, excluded.pageviews, excluded.views_per_visit, excluded.session_duration, excluded.bounce_rate, excluded.service_requests)
      )
      returning date`);
    if (written.rows.length === 0) return { outcome: "unchanged" as const, figures };

    await replaceBreakdown(tx, input.date, start, end);
    return { outcome: "written" as const, figures };
  });
}

/**
 * A session is one visitor key's views with gaps under ANALYTICS_SESSION_GAP_MINUTES: each view that starts one
 * (the visitor's first, or one after a long gap) adds 1 to a running count, which numbers the sessions.
 */
async function dayFigures(executor: Executor, start: Date, end: Date): Promise<DayFigures> {
  const from = start.toISOString();
  const to = end.toISOString();
  const result = await executor.execute<FigureRow>(sql`
    with day_views as (
      select visitor_key, created_at, id,
        created_at - lag(created_at) over (partition by visitor_key order by created_at, id) as gap
      from page_views
      where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
    ),
    numbered as (
      select visitor_key, created_at,
        sum(case when gap is null or gap >= make_interval(mins => ${ANALYTICS_SESSION_GAP_MINUTES}) then 1 else 0 end)
          over (partition by visitor_key order by created_at, id rows between unbounded preceding and current row) as session_number
      from day_views
    ),
    sessions as (
      select visitor_key, count(*) as views, extract(epoch from max(created_at) - min(created_at)) as seconds
      from numbered
      group by visitor_key, session_number
    )
    select
      count(distinct visitor_key)::int as "visitors",
      coalesce(sum(views), 0)::int as "pageviews",
      count(*)::int as "sessions",
      case when count(*) = 0 then 0 else round(sum(views)::numeric / count(*), 2) end as "viewsPerVisit",
      coalesce(round(avg(seconds)), 0)::int as "sessionDuration",
      case when count(*) = 0 then 0 else round(100.0 * count(*) filter (where views = 1) / count(*), 2) end as "bounceRate",
      (
        (select count(*) from leads where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz)
        + (select count(*) from service_requests where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz)
      )::int as "serviceRequests"
    from sessions`);
  const figures = result.rows[0];
  if (!figures) throw new Error("The day's analytics figures query returned no row");
  return {
    visitors: Number(figures.visitors),
    pageviews: Number(figures.pageviews),
    viewsPerVisit: Number(figures.viewsPerVisit),
    sessionDuration: Number(figures.sessionDuration),
    bounceRate: Number(figures.bounceRate),
    serviceRequests: Number(figures.serviceRequests),
  };
}

/** The day's page views and visitors per page and per referring host, replacing what an earlier roll-up wrote. */
async function replaceBreakdown(executor: Executor, date: string, start: Date, end: Date): Promise<void> {
  const from = start.toISOString();
  const to = end.toISOString();
  await executor.execute(sql`delete from daily_analytics_breakdown where date = ${date}::date`);
  await executor.execute(sql`
    insert into daily_analytics_breakdown (date, dimension, value, pageviews, visitors)
    select ${date}::date, 'page', path, count(*), count(distinct visitor_key)
    from page_views
    where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
    group by path
    union all
    (
      select ${date}::date, 'referrer', referrer_host, count(*), count(distinct visitor_key)
      from page_views
      where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz and referrer_host is not null
      group by referrer_host
      order by count(*) desc, referrer_host
      limit ${REFERRER_HOSTS_KEPT_PER_DAY}
    )
    on conflict (date, dimension, value) do update set pageviews = excluded.pageviews, visitors = excluded.visitors`);
}
