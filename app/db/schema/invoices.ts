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
    stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    check("invoice_payments_amount_positive", sql`${table.amountCents} > 0`),
  ],
);
