import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";

/** Our keys in better-auth's `rate_limit` table start with this, so they never meet its own. */
export const OWN_RATE_LIMIT_KEY_PREFIX = "form:";

export type RateLimitDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one attempt against a fixed window and says whether it is allowed. The count lives in the shared
 * database (better-auth's `rate_limit` table, under keys of our own that start with "form:"), in one atomic
 * upsert timed by the database clock, so several app servers share one limit and concurrent attempts never
 * both slip through. `last_request` holds the window's start here.
 */
export async function consumeRateLimit(input: {
  /** What is limited and for whom, e.g. "newsletter:203.0.113.7". */
  key: string;
  max: number;
  windowSeconds: number;
  executor?: Executor;
}): Promise<RateLimitDecision> {
  const db = input.executor ?? (await database());
  const key = `${OWN_RATE_LIMIT_KEY_PREFIX}${input.key}`;
  const windowMs = input.windowSeconds * 1000;
  const result = await db.execute<{ count: number; window_start: string; now_ms: string }>(sql`
    with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms),
    counted as (
      insert into rate_limit as limited (id, key, count, last_request)
      select ${randomUUID()}, ${key}, 1, clock.now_ms from clock
      on conflict (key) do update set
        count = case when limited.last_request <= excluded.last_request - ${windowMs} then 1 else limited.count + 1 end,
        last_request = case when limited.last_request <= excluded.last_request - ${windowMs} then excluded.last_request else limited.last_request end
      returning limited.count, limited.last_request
    )
    select counted.count as count, counted.last_request as window_start, clock.now_ms as now_ms from counted, clock`);
  const row = result.rows[0];
  if (!row) throw new Error(`consumeRateLimit: the upsert for ${key} returned no row`);
  const count = Number(row.count);
  const retryAfterMs = Number(row.window_start) + windowMs - Number(row.now_ms);
  return {
    allowed: count <= input.max,
    remaining: Math.max(0, input.max - count),
    retryAfterSeconds: count <= input.max ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}
