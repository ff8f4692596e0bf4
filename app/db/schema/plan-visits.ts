import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders, subscriptions } from "./billing";
import { plans } from "./business";
import { customers } from "./customers";
import { appointments } from "./service";

/**
 * A plan visit's life (issue 37, ADR 083): due (made, not yet offered), offered (windows sent), booked (it became an
 * appointment), done (that appointment was completed), overdue (its on-time range passed unbooked), follow_up (the
 * customer did not answer; the office calls).
 */
export const PLAN_VISIT_STATUSES = ["due", "offered", "booked", "done", "overdue", "follow_up"] as const;
export type PlanVisitStatus = (typeof PLAN_VISIT_STATUSES)[number];

/**
 * The visits a maintenance plan owes (issue 37, ADR 083). A plan is a subscription (Premium Care, Commercial Plus) or
 * the paid order of a one-time Basic visit: exactly one of the two is set, and each plan numbers its visits from 1,
 * unique per plan, so a visit is never made twice however often the webhook, the completion or the job runs.
 */
export const planVisits = pgTable(
  "plan_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    planCode: text("plan_code")
      .notNull()
      .references(() => plans.code),
    visitNumber: integer("visit_number").notNull(),
    // A business date (Miami's calendar), from the plan's start or the previous plan visit's completion.
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status", { enum: PLAN_VISIT_STATUSES }).notNull().default("due"),
    // The appointment the visit became; kept when that appointment is completed (the visit is then done).
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    // When the windows were offered, when the one reminder went, when it went to the office's follow-up list.
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("plan_visits_subscription_visit_idx").on(table.subscriptionId, table.visitNumber),
    uniqueIndex("plan_visits_order_visit_idx").on(table.orderId, table.visitNumber),
    uniqueIndex("plan_visits_appointment_idx").on(table.appointmentId),
    index("plan_visits_status_due_idx").on(table.status, table.dueDate),
    index("plan_visits_customer_idx").on(table.customerId),
    check("plan_visits_one_plan", sql`num_nonnulls(${table.subscriptionId}, ${table.orderId}) = 1`),
  ],
);

/**
 * The arrival windows one offer put in front of the customer, each behind its own link (a scoped token whose record is
 * this row): the link books this window for this plan visit and nothing else. A reminder offers fresh windows.
 */
export const planVisitWindows = pgTable(
  "plan_visit_windows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planVisitId: uuid("plan_visit_id")
      .notNull()
      .references(() => planVisits.id, { onDelete: "cascade" }),
    windowDate: date("window_date", { mode: "string" }).notNull(),
    windowStart: text("window_start").notNull(),
    windowEnd: text("window_end").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("plan_visit_windows_visit_idx").on(table.planVisitId)],
);
