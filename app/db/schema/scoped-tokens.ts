import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** What a scoped link may do; each purpose opens one kind of record (issue 34 item 6; later plan visits, invoices, quotes). */
export const SCOPED_TOKEN_PURPOSES = [
  "manage_booking",
  // A review request's two links (issue 36 item 5): our redirect to the review page, and the private note to the owner.
  "review_link",
  "owner_feedback",
  // One offered window of a plan visit (issue 37): the record is the plan_visit_windows row, so it books that window only.
  "plan_visit_window",
  // One sent invoice (issue 38 item 3): the invoice e-mail's link to view and pay it without signing in.
  "invoice_view",
  // One sent quote (issue 38 item 4): the quote e-mail's link to compare, sign, pay the deposit and book the visit.
  "quote_view",
] as const;

/**
 * Links sent by e-mail or text that act without a session (ADR 075): one purpose, one record, one contact, an
 * expiry, revocable. Only the SHA-256 of the token is stored, so a copy of the database opens nothing.
 */
export const scopedTokens = pgTable(
  "scoped_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: SCOPED_TOKEN_PURPOSES }).notNull(),
    // The one record the link opens (for manage_booking and the review links, an appointment's id).
    recordId: uuid("record_id").notNull(),
    // The e-mail address or phone number the link was sent to.
    contact: text("contact").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("scoped_tokens_purpose_record_idx").on(table.purpose, table.recordId)],
);
