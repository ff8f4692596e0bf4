import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { customers } from "./customers";
import { invoicePayments, invoices } from "./invoices";
import { quoteDepositCheckouts, quotes } from "./quotes";

/**
 * Money staff gave back of one invoice payment (issue 38, ADR 084's refunds addendum): part or all of it, with why.
 * The payment's refunded_cents is the sum of these (never more than its amount, a check constraint), and the invoice's
 * paid_cents the sum of its payments less their refunds, written in the same transaction as the row.
 */
export const invoicePaymentRefunds = pgTable(
  "invoice_payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => invoicePayments.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }).notNull().defaultNow(),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoice_payment_refunds_invoice_idx").on(table.invoiceId),
    index("invoice_payment_refunds_payment_idx").on(table.paymentId),
    check("invoice_payment_refunds_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/**
 * twice: a second checkout paid a deposit already paid (two tabs); closed: paid after the quote was declined or
 * expired; surplus: the part of a paid deposit larger than the final invoice of the visit it was credited on.
 */
export const QUOTE_DEPOSIT_REFUND_REASONS = ["twice", "closed", "surplus"] as const;
export type QuoteDepositRefundReason = (typeof QUOTE_DEPOSIT_REFUND_REASONS)[number];

/**
 * A quote deposit's money that nothing is owed for (ADR 087's addendum), for staff to refund in Stripe ("Payments to
 * refund"), like invoice_refund_flags. One row per paid checkout: a checkout's money either became the quote's
 * deposit or is to refund, and the deposit's surplus is flagged on the checkout that paid it, so a replayed webhook
 * or a repeated drafting can add nothing.
 */
export const quoteDepositRefundFlags = pgTable(
  "quote_deposit_refund_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => quoteDepositCheckouts.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason", { enum: QUOTE_DEPOSIT_REFUND_REASONS }).notNull(),
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedBy: text("refunded_by").references(() => user.id, { onDelete: "set null" }),
    refundReference: text("refund_reference"),
  },
  (table) => [
    uniqueIndex("quote_deposit_refund_flags_checkout_idx").on(table.checkoutId),
    index("quote_deposit_refund_flags_quote_idx").on(table.quoteId),
    check("quote_deposit_refund_flags_reason_known", sql`${table.reason} in ('twice', 'closed', 'surplus')`),
    check("quote_deposit_refund_flags_amount_positive", sql`${table.amountCents} > 0`),
    check(
      "quote_deposit_refund_flags_refund_recorded_whole",
      sql`${table.refundedAt} is not null or (${table.refundedBy} is null and ${table.refundReference} is null)`,
    ),
  ],
);
