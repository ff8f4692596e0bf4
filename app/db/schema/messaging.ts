import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { customers } from "./customers";
import { appointments } from "./service";

export const CONSENT_CHANNELS = ["sms", "email"] as const;
export const CONSENT_PURPOSES = ["transactional", "marketing"] as const;
export const CONSENT_SOURCES = [
  "booking_form",
  "signup_form",
  "profile_form",
  "sms_keyword",
  "staff_phone",
  "provider_refusal",
] as const;

/**
 * The consent ledger (issue 36 item 2, ADR on consent): every grant and withdrawal for one contact (a phone number in
 * E.164 or a lower-cased e-mail address), channel and purpose, never updated or deleted, with what the person saw,
 * where, from which address and in which language. It is the proof a text relied on; consent_states says the latest.
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contact: text("contact").notNull(),
    channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean("granted").notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    // The exact words shown beside the box (the disclosure), or the keyword received, or what staff noted.
    wordsShown: text("words_shown"),
    keyword: text("keyword"),
    ipAddress: text("ip_address"),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    // The customer record the contact belonged to then (a guest's booking makes one); kept when it is deleted.
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    // The staff member who recorded a consent given on the phone.
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consent_events_contact_idx").on(table.contact, table.channel, table.purpose, table.createdAt),
    index("consent_events_customer_idx").on(table.customerId),
  ],
);

/** The latest ledger event per contact, channel and purpose, written in the event's own transaction. */
export const consentStates = pgTable(
  "consent_states",
  {
    contact: text("contact").notNull(),
    channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean("granted").notNull(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => consentEvents.id),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contact, table.channel, table.purpose] })],
);

export const TEXT_MESSAGE_STATUSES = [
  // Ours, before the provider has it.
  "pending",
  // Not sent: no valid consent at send time, or the number opted out (a STOP, or Twilio's 21610).
  "blocked",
  // Twilio's (https://www.twilio.com/docs/messaging/api/message-resource#message-status-values).
  "accepted",
  "queued",
  "sending",
  "sent",
  "delivered",
  "undelivered",
  "failed",
] as const;

/**
 * Every text the app means to send and what became of it (issue 36 items 1 and 6): the message log staff see, the
 * development outbox when Twilio is not configured, and the record the consent audit reads. `dedupe_key` makes each
 * planned text exist once (a reminder per visit and offset, a review request per visit).
 */
export const textMessages = pgTable(
  "text_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toNumber: text("to_number").notNull(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    template: text("template").notNull(),
    locale: text("locale", { enum: ["en", "es"] }).notNull(),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    body: text("body").notNull(),
    segments: integer("segments").notNull(),
    status: text("status", { enum: TEXT_MESSAGE_STATUSES }).notNull().default("pending"),
    // Why a text was blocked or failed: Twilio's error code, or ours ("no_consent", "opted_out").
    errorCode: text("error_code"),
    // The ledger event the send relied on, read at send time.
    consentEventId: uuid("consent_event_id").references(() => consentEvents.id),
    transport: text("transport", { enum: ["twilio", "outbox"] }),
    providerSid: text("provider_sid").unique(),
    dedupeKey: text("dedupe_key").unique(),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    statusUpdatedAt: timestamp("status_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("text_messages_customer_idx").on(table.customerId, table.createdAt),
    index("text_messages_to_idx").on(table.toNumber, table.createdAt),
    index("text_messages_pending_idx")
      .on(table.sendAfter)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Texts received (issue 36 item 3): keywords are recorded here and in the ledger; Twilio answers them itself. */
export const inboundTexts = pgTable(
  "inbound_texts",
  {
    providerSid: text("provider_sid").primaryKey(),
    fromNumber: text("from_number").notNull(),
    body: text("body").notNull(),
    keyword: text("keyword"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inbound_texts_from_idx").on(table.fromNumber, table.receivedAt)],
);

/**
 * One review request per completed visit (issue 36 item 5): the same review link for everyone, a private "tell the
 * owner" link beside it, at most one reminder, and whether the person clicked (our redirect records it).
 */
export const reviewRequests = pgTable("review_requests", {
  appointmentId: uuid("appointment_id")
    .primaryKey()
    .references(() => appointments.id, { onDelete: "cascade" }),
  customerId: uuid("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" }),
  channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
  clickedAt: timestamp("clicked_at", { withTimezone: true }),
  ownerFeedbackAt: timestamp("owner_feedback_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
