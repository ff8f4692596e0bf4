import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { QUOTE_STATUSES, QUOTE_TIERS, SIGNATURE_PATH_MAX_LENGTH } from "../../config/quote-rules";
import { user } from "./auth";
import { customers } from "./customers";
import { priceBookItems } from "./invoices";
import { appointments } from "./service";

/**
 * A quote (issue 38 item 4, ADR 087) for one customer record (a visitor's guest record included): up to three options,
 * one chosen and signed by the customer, whose deposit (a share of the chosen option's total, in cents, fixed when it
 * is signed) is paid through Stripe Checkout. The signature record keeps the typed name, the drawn signature (bounded
 * SVG path data), the time, the client address and the SHA-256 of the exact document shown. Never deleted.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Q-<year>-<5 digits>, taken when the quote is first sent; none while a draft.
    number: text("number").unique(),
    year: integer("year"),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("draft"),
    title: text("title").notNull(),
    // The visit the approved quote becomes is booked with this service type.
    serviceType: text("service_type").notNull(),
    locale: text("locale").notNull().default("en"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    chosenOptionId: uuid("chosen_option_id"),
    signedName: text("signed_name"),
    signaturePath: text("signature_path"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedIp: text("signed_ip"),
    documentHash: text("document_hash"),
    depositPercent: integer("deposit_percent"),
    depositCents: integer("deposit_cents"),
    depositPaidAt: timestamp("deposit_paid_at", { withTimezone: true }),
    appointmentId: uuid("appointment_id")
      .unique()
      .references(() => appointments.id, { onDelete: "set null" }),
    declineReason: text("decline_reason"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quotes_customer_status_idx").on(table.customerId, table.status),
    index("quotes_status_expires_idx").on(table.status, table.expiresAt),
    check(
      "quotes_status_known",
      sql`${table.status} in ('draft', 'sent', 'signed', 'approved', 'declined', 'expired')`,
    ),
    check("quotes_sent_have_number", sql`${table.status} = 'draft' or ${table.number} is not null`),
    // A signed or approved quote has its whole signature record.
    check(
      "quotes_signed_have_record",
      sql`${table.status} not in ('signed', 'approved') or (${table.signedName} is not null and ${table.signaturePath} is not null and ${table.signedAt} is not null and ${table.documentHash} is not null and ${table.depositCents} is not null and ${table.chosenOptionId} is not null)`,
    ),
    check(
      "quotes_signature_bounded",
      sql`length(${table.signaturePath}) <= ${sql.raw(String(SIGNATURE_PATH_MAX_LENGTH))}`,
    ),
    check("quotes_deposit_not_negative", sql`${table.depositCents} >= 0`),
    check("quotes_deposit_percent_range", sql`${table.depositPercent} between 0 and 100`),
  ],
);

/** A quote's options, 1 to 3, each a tier (good, better, best) with a short description; its total is stored. */
export const quoteOptions = pgTable(
  "quote_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    tier: text("tier", { enum: QUOTE_TIERS }).notNull(),
    description: text("description").notNull(),
    totalCents: integer("total_cents").notNull().default(0),
  },
  (table) => [
    uniqueIndex("quote_options_quote_position_idx").on(table.quoteId, table.position),
    uniqueIndex("quote_options_quote_tier_idx").on(table.quoteId, table.tier),
    check("quote_options_position_range", sql`${table.position} between 1 and 3`),
    check("quote_options_tier_known", sql`${table.tier} in ('good', 'better', 'best')`),
    check("quote_options_total_not_negative", sql`${table.totalCents} >= 0`),
  ],
);

/** An option's lines, in order, priced in cents (quantity in thousandths, as invoice lines). */
export const quoteOptionLines = pgTable(
  "quote_option_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    optionId: uuid("option_id")
      .notNull()
      .references(() => quoteOptions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    priceBookCode: text("price_book_code").references(() => priceBookItems.code, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantityThousandths: integer("quantity_thousandths").notNull().default(1000),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (table) => [
    uniqueIndex("quote_option_lines_option_position_idx").on(table.optionId, table.position),
    check(
      "quote_option_lines_cents_not_negative",
      sql`${table.unitPriceCents} >= 0 and ${table.lineTotalCents} >= 0 and ${table.quantityThousandths} > 0`,
    ),
  ],
);

/** One row per year: sending a quote takes the next number by `update … returning`. */
export const quoteNumberCounters = pgTable(
  "quote_number_counters",
  {
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.year] })],
);

export const QUOTE_DEPOSIT_CHECKOUT_STATUSES = ["open", "pending", "paid", "failed"] as const;

/**
 * One Checkout session for a signed quote's deposit: the amount is fixed when it is made (the quote's deposit), so the
 * webhook records exactly that. Its row and the quote's are locked while a completion is applied; the quote's
 * deposit_paid_at is set once, so a replayed or concurrent delivery changes nothing.
 */
export const quoteDepositCheckouts = pgTable(
  "quote_deposit_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    status: text("status", { enum: QUOTE_DEPOSIT_CHECKOUT_STATUSES }).notNull().default("open"),
    amountCents: integer("amount_cents").notNull(),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    locale: text("locale").notNull().default("en"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quote_deposit_checkouts_quote_idx").on(table.quoteId),
    check("quote_deposit_checkouts_status_known", sql`${table.status} in ('open', 'pending', 'paid', 'failed')`),
    check("quote_deposit_checkouts_amount_positive", sql`${table.amountCents} > 0`),
  ],
);
