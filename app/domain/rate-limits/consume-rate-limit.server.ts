import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";

export type RateLimitDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one attempt against a fixed window and says whether it is allowed. The count lives in the shared database
 * (`app_rate_limits`, the app's own table: better-auth prunes its own `rate_limit` table every minute, ADR 015), in
 * one atomic upsert timed by the database clock, so several app servers share one limit and concurrent attempts
 * never both slip through.
 */
export async function consumeRateLimit(input: {
  /** What is limited and for whom, e.g. "newsletter:203.0.113.7". */
  key: string;
  max: number;
  windowSeconds: number;
  executor?: Executor;
}): Promise<RateLimitDecision> {
  const db = input.executor ?? (await database());
  // `excluded.window_ends_at` is the end a window starting now would have: a row whose window ended before now
  // (an end at or before `excluded` minus the window) starts again at 1.
  const result = await db.execute<{ count: number; retry_after_ms: string }>(sql`
    with clock as (select clock_timestamp() as now),
    counted as (
      insert into app_rate_limits as limited (key, count, window_ends_at)
      select ${input.key}, 1, clock.now + make_interval(secs => ${input.windowSeconds}::integer) from clock
      on conflict (key) do update set
        count = case when limited.window_ends_at <= excluded.window_ends_at - make_interval(secs => ${input.windowSeconds}::integer)
          then 1 else limited.count + 1 end,
        window_ends_at = case when limited.window_ends_at <= excluded.window_ends_at - make_interval(secs => ${input.windowSeconds}::integer)
          then excluded.window_ends_at else limited.window_ends_at end
      returning limited.count, limited.window_ends_at
    )
    select counted.count as count,
      (extract(epoch from counted.window_ends_at - clock.now) * 1000)::bigint as retry_after_ms
    from counted, clock`);
  const row = result.rows[0];
  if (!row) throw new Error(`consumeRateLimit: the upsert for ${input.key} returned no row`);
  const count = Number(row.count);
  return {
    allowed: count <= input.max,
    remaining: Math.max(0, input.max - count),
    retryAfterSeconds: count <= input.max ? 0 : Math.max(1, Math.ceil(Number(row.retry_after_ms) / 1000)),
  };
}
