import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";
import { plans } from "./business";

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null once the customer record is deleted: the payment record stays, detached (ADR 033).
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    detachedCustomerName: text("detached_customer_name"),
    detachedCustomerNumber: text("detached_customer_number"),
    planCode: text("plan_code")
      .notNull()
      .references(() => plans.code),
    // Stripe's statuses: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused.
    status: text("status").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    stripeCustomerId: text("stripe_customer_id"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    // When a scheduled cancellation ends the plan (Stripe's cancel_at, or the period end with
    // cancel_at_period_end); null while it renews. Newer API versions and the portal may send only cancel_at.
    endsAt: timestamp("ends_at", { withTimezone: true }),
    // The Stripe event time that last wrote this row, so an older event delivered late never wins.
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subscriptions_customer_status_idx").on(table.customerId, table.status)],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null once the customer record is deleted: the order stays, detached, with the name and number (ADR 033).
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    detachedCustomerName: text("detached_customer_name"),
    detachedCustomerNumber: text("detached_customer_number"),
    serviceType: text("service_type").notNull(),
    planCode: text("plan_code").references(() => plans.code),
    amount: integer("amount").notNull(), // cents, as the spec stores it
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(),
    stripeInvoiceId: text("stripe_invoice_id").unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("orders_customer_created_idx").on(table.customerId, table.createdAt)],
);

/** Every verified Stripe event, recorded once by id, so a duplicate delivery changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
