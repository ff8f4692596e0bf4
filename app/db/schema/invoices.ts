import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PRICE_BOOK_KINDS } from "../../config/invoice-rules";
import { user } from "./auth";
import { customers } from "./customers";
import { appointments, serviceHistory } from "./service";

/** The back office's small price book: what an invoice line may be picked from, in integer cents (ADR 008). */
export const priceBookItems = pgTable(
  "price_book_items",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    nameEs: text("name_es").notNull(),
    kind: text("kind", { enum: PRICE_BOOK_KINDS }).notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("price_book_items_price_not_negative", sql`${table.unitPriceCents} >= 0`)],
);

/** visit: drafted by a completion; opening_balance: a balance staff entered or imported; service_record: a record's amount. */
export const INVOICE_KINDS = ["visit", "opening_balance", "service_record"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** draft (not owed yet), open (sent, owed), paid, void (keeps its number and says why). ADR 084. */
export const INVOICE_STATUSES = ["draft", "open", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * An invoice (issue 38, ADR 084). Amounts are integer cents; balance_cents = total_cents - paid_cents. A customer's
 * Current Balance is the sum of balance_cents over their open invoices (kept in customers.current_balance by
 * refreshCustomerBalance in the same transaction as every change here).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // INV-<year>-<5 digits> from the year's counter row, taken when the invoice is first sent; none while a draft.
    number: text("number").unique(),
    year: integer("year"),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    // One invoice per completed visit: a replayed or repeated completion drafts none.
    appointmentId: uuid("appointment_id")
      .unique()
      .references(() => appointments.id, { onDelete: "set null" }),
    serviceHistoryId: uuid("service_history_id")
      .unique()
      .references(() => serviceHistory.id, { onDelete: "set null" }),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    issueDate: date("issue_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    discountPercent: integer("discount_percent").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    paidCents: integer("paid_cents").notNull().default(0),
    balanceCents: integer("balance_cents").notNull().default(0),
    voidReason: text("void_reason"),
    // The language the customer is written to in: en or es.
    locale: text("locale").notNull().default("en"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoices_customer_status_idx").on(table.customerId, table.status),
    index("invoices_status_due_idx").on(table.status, table.dueDate),
    check("invoices_status_known", sql`${table.status} in ('draft', 'open', 'paid', 'void')`),
    check(
      "invoices_cents_not_negative",
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} >= 0 and ${table.paidCents} >= 0 and ${table.balanceCents} >= 0`,
    ),
    check("invoices_discount_percent_range", sql`${table.discountPercent} between 0 and 100`),
    check("invoices_balance_is_total_less_paid", sql`${table.balanceCents} = ${table.totalCents} - ${table.paidCents}`),
    // Every sent invoice has its number; a void keeps it (a draft voided before it was sent never had one).
    check("invoices_sent_have_number", sql`${table.status} in ('draft', 'void') or ${table.number} is not null`),
    check("invoices_void_says_why", sql`${table.status} <> 'void' or ${table.voidReason} is not null`),
  ],
);

/** An invoice's lines, in order. discountable: the member's repair discount applies to it (repairs, not the fee). */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // The price book item it came from; null for a custom line.
    priceBookCode: text("price_book_code").references(() => priceBookItems.code, { onDelete: "set null" }),
    description: text("description").notNull(),
    // Thousandths, so a part sold by the foot or 1.5 hours of labour is exact: 1500 = 1.5.
    quantityThousandths: integer("quantity_thousandths").notNull().default(1000),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    discountable: boolean("discountable").notNull().default(false),
  },
  (table) => [
    uniqueIndex("invoice_lines_invoice_position_idx").on(table.invoiceId, table.position),
    check(
      "invoice_lines_cents_not_negative",
      sql`${table.unitPriceCents} >= 0 and ${table.lineTotalCents} >= 0 and ${table.quantityThousandths} > 0`,
    ),
  ],
);

/** One row per year: sending an invoice takes the next number by `update … returning` in its own transaction. */
export const invoiceNumberCounters = pgTable(
  "invoice_number_counters",
  {
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.year] })],
);

export const INVOICE_PAYMENT_METHODS = ["card_on_site", "cash", "check", "stripe", "credit"] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** Money received against an invoice; a Stripe payment is recorded once by its ids (the webhook's exactly-once). */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: INVOICE_PAYMENT_METHODS }).notNull(),
    reference: text("reference"),
    // One Checkout session (one payment intent) pays several invoices: each id is unique per invoice (migration 0025).
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    // What staff recorded as given back of it (invoice_payment_refunds): the invoice's paid_cents counts only the rest.
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    uniqueIndex("invoice_payments_intent_invoice_idx").on(table.stripePaymentIntentId, table.invoiceId),
    uniqueIndex("invoice_payments_session_invoice_idx").on(table.stripeCheckoutSessionId, table.invoiceId),
    check("invoice_payments_amount_positive", sql`${table.amountCents} > 0`),
    // Never more given back than was received, so a refund can never make the invoice's paid amount negative.
    check(
      "invoice_payments_refunded_within_amount",
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

/** open: sent to Stripe (or the demo page); pending: completed, a delayed payment on its way; paid; failed. */
export const INVOICE_CHECKOUT_STATUSES = ["open", "pending", "paid", "failed"] as const;
export type InvoiceCheckoutStatus = (typeof INVOICE_CHECKOUT_STATUSES)[number];

/**
 * One online payment of one or several invoices (issue 38 item 3, ADR 084 addendum): what a Checkout session pays,
 * fixed when it is made, so the webhook records exactly that. Its row is locked while a completion is applied, and
 * its status turns paid once: every later delivery finds it paid and changes nothing.
 */
export const invoiceCheckouts = pgTable(
  "invoice_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: text("status", { enum: INVOICE_CHECKOUT_STATUSES }).notNull().default("open"),
    totalCents: integer("total_cents").notNull(),
    // Set once Stripe (or the demo checkout) answers with the session; unique so a session pays one checkout.
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    locale: text("locale").notNull().default("en"),
    // Where the customer goes back to: the portal's invoices, or the invoice's own link page.
    returnPath: text("return_path").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoice_checkouts_customer_idx").on(table.customerId),
    check("invoice_checkouts_status_known", sql`${table.status} in ('open', 'pending', 'paid', 'failed')`),
    check("invoice_checkouts_total_positive", sql`${table.totalCents} > 0`),
  ],
);

/** The invoices one checkout pays, each with the amount (its balance when the checkout was made) in cents. */
export const invoiceCheckoutItems = pgTable(
  "invoice_checkout_items",
  {
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => invoiceCheckouts.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.checkoutId, table.invoiceId] }),
    index("invoice_checkout_items_invoice_idx").on(table.invoiceId),
    check("invoice_checkout_items_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/** void: voided meanwhile; paid: paid another way meanwhile; balance: it now owes less than was charged. */
export const INVOICE_REFUND_REASONS = ["void", "paid", "balance"] as const;
export type InvoiceRefundReason = (typeof INVOICE_REFUND_REASONS)[number];

/**
 * Money a completed checkout took for an invoice that could no longer take it (voided or paid meanwhile): recorded
 * against nothing, kept here for staff to refund ("Payments to refund"), never lost. One row per checkout and invoice.
 */
export const invoiceRefundFlags = pgTable(
  "invoice_refund_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => invoiceCheckouts.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason", { enum: INVOICE_REFUND_REASONS }).notNull(),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Staff marked it refunded (they refund in Stripe): it leaves "Payments to refund" and stays as the record.
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedBy: text("refunded_by").references(() => user.id, { onDelete: "set null" }),
    refundReference: text("refund_reference"),
  },
  (table) => [
    uniqueIndex("invoice_refund_flags_checkout_invoice_idx").on(table.checkoutId, table.invoiceId),
    index("invoice_refund_flags_invoice_idx").on(table.invoiceId),
    check("invoice_refund_flags_reason_known", sql`${table.reason} in ('void', 'paid', 'balance')`),
    check(
      "invoice_refund_flags_refund_recorded_whole",
      sql`${table.refundedAt} is not null or (${table.refundedBy} is null and ${table.refundReference} is null)`,
    ),
  ],
);
