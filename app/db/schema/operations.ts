import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { customers } from "./customers";

export const JOB_STATUSES = ["pending", "running", "completed", "dead"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The durable job queue: CRM sync, e-mail and webhook follow-ups (ARCHITECTURE.md). */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    // Optional: a second enqueue with the same key while the first is not dead is a no-op.
    dedupeKey: text("dedupe_key").unique(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A worker claims the due jobs of the types it runs: by type first, so jobs of a type no worker runs yet (CRM
    // syncs waiting for monday.com to be configured, or for an outage to end) never slow down its claims (migration 0013).
    index("jobs_claimable_by_type_idx")
      .on(table.type, table.runAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index("jobs_status_idx").on(table.status),
    index("jobs_running_locked_idx")
      .on(table.lockedAt)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** Mail the app sent: the development mailbox when no SMTP server is configured, and a delivery record otherwise. */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    transport: text("transport", { enum: ["mailbox", "smtp"] }).notNull(),
    // The message log on the customer's back-office page (issue 36 item 6): whose mail it was and in which language.
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    locale: text("locale", { enum: ["en", "es"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_messages_created_idx").on(table.createdAt),
    index("mail_messages_to_idx").on(table.to),
    index("mail_messages_customer_idx").on(table.customerId, table.createdAt),
  ],
);

/**
 * A bulk CRM sync's progress and per-customer results, one row per sync job (issue 12: audit entries are immutable,
 * so the report that the job fills in as it goes lives here, not in the audit log). The audit log keeps who asked.
 */
export const crmSyncReports = pgTable("crm_sync_reports", {
  jobId: bigint("job_id", { mode: "number" }).primaryKey(),
  requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
  boardId: text("board_id"),
  itemLimit: integer("item_limit").notNull(),
  state: text("state").notNull(),
  results: jsonb("results")
    .$type<unknown[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  lastError: text("last_error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change staff make, for accountability. Rows are never changed or removed (a trigger refuses it, migration
 * 0006); the only update allowed is the database's own clearing of `actor_user_id` when that user is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entity, table.entityId),
    index("audit_log_created_idx").on(table.createdAt),
    // The audit screen's filter by action, newest first.
    index("audit_log_action_id_idx").on(table.action, table.id),
  ],
);

/** Cookieless page views: the visitor key is a hash with a salt that changes daily, never stored in the browser. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    visitorKey: text("visitor_key").notNull(),
    referrerHost: text("referrer_host"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("page_views_created_idx").on(table.createdAt),
    index("page_views_visitor_idx").on(table.visitorKey, table.createdAt),
  ],
);

export const dailyAnalytics = pgTable("daily_analytics", {
  date: date("date").primaryKey(),
  visitors: integer("visitors").notNull().default(0),
  pageviews: integer("pageviews").notNull().default(0),
  viewsPerVisit: numeric("views_per_visit", { precision: 8, scale: 2, mode: "number" }).notNull().default(0),
  sessionDuration: integer("session_duration").notNull().default(0), // seconds
  bounceRate: numeric("bounce_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(0), // percent
  serviceRequests: integer("service_requests").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when the day was rolled up after it ended (business time zone): its figures are final and no roll-up
   * rewrites them again, even once its raw page views are pruned. Null for today's live row.
   */
  closedAt: timestamp("closed_at", { withTimezone: true }),
});

export const ANALYTICS_BREAKDOWN_DIMENSIONS = ["page", "referrer"] as const;
export type AnalyticsBreakdownDimension = (typeof ANALYTICS_BREAKDOWN_DIMENSIONS)[number];

/**
 * Page views and visitors of one day per page path and per referring host, rolled up with daily_analytics, so
 * top pages and referrers outlive the raw page views. Written and closed together with the day's daily_analytics row.
 */
export const dailyAnalyticsBreakdown = pgTable(
  "daily_analytics_breakdown",
  {
    date: date("date").notNull(),
    dimension: text("dimension", { enum: ANALYTICS_BREAKDOWN_DIMENSIONS }).notNull(),
    value: text("value").notNull(),
    pageviews: integer("pageviews").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.dimension, table.value] })],
);

/**
 * Secrets the servers generate for themselves and must share, e.g. the auth secret when AUTH_SECRET is not set
 * on a PostgreSQL install: every app server reads the same row, so sessions survive the load balancer switching
 * servers. Only the server reads this table; no screen shows it.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
