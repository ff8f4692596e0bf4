import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The app's own rate-limit counters (public forms, the per-account sign-in limit, mail limits, counted page views),
 * one fixed window per key, shared by every app server. Not better-auth's `rate_limit` table: better-auth deletes
 * every row of that table older than its own longest window (60 s), which reset these counters (security probe 4,
 * N1; ADR 015). Each row carries its window's end, so expired rows can be pruned whatever their key.
 */
export const appRateLimits = pgTable(
  "app_rate_limits",
  {
    /** What is limited and for whom, e.g. "newsletter:203.0.113.7" or "sign-in:<digest of the address>". */
    key: text("key").primaryKey(),
    /** Attempts counted in the current window. */
    count: integer("count").notNull(),
    /** When the current window ends; the next attempt after it starts a new window. */
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("app_rate_limits_window_ends_idx").on(table.windowEndsAt)],
);
