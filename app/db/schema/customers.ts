import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Customer numbers are `AW` + this sequence, so concurrent creations never collide. */
export const customerNumberSeq = pgSequence("customer_number_seq", { startWith: 1001 });

export const CUSTOMER_STATUSES = ["active", "inactive", "suspended"] as const;
/**
 * How a customer record came to be: staff added it, a CSV import, the portal's sign-up, or a visitor's online booking
 * without an account ("guest", issue 34). Records made before the column existed have none.
 */
export const CUSTOMER_SOURCES = ["staff", "import", "signup", "guest"] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];
export const PLAN_CODES = ["basic", "premium_care", "commercial_plus", "none"] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** The business's record of a customer; it may exist without a login (DECISIONS.md §2). */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    customerNumber: text("customer_number")
      .notNull()
      .unique()
      .default(sql`'AW' || nextval('customer_number_seq')`),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    city: text("city"),
    state: text("state").notNull().default("FL"),
    zipCode: text("zip_code"),
    equipmentType: text("equipment_type"),
    equipmentBrand: text("equipment_brand"),
    equipmentModel: text("equipment_model"),
    installationDate: date("installation_date"),
    servicePlan: text("service_plan", { enum: PLAN_CODES }).notNull().default("none"),
    // Staff notes: never shown in the portal.
    notes: text("notes"),
    // The customer's own notes from the portal's profile form.
    customerNotes: text("customer_notes"),
    status: text("status").notNull().default("active"),
    source: text("source", { enum: CUSTOMER_SOURCES }),
    nextServiceDue: date("next_service_due"),
    // The balance staff entered (spec current_balance); pending/overdue service history adds to it.
    currentBalance: numeric("current_balance", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    stripeCustomerId: text("stripe_customer_id").unique(),
    mondayItemId: text("monday_item_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Search columns kept by the database (ADR 033): the phone's digits, so "(305) 555" finds "305-555-…", and one
    // lower-cased text of name, e-mail and number for the trigram index.
    phoneDigits: text("phone_digits").generatedAlwaysAs(sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`),
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || customer_number)`,
    ),
  },
  (table) => [
    index("customers_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("customers_phone_digits_trgm_idx").using("gin", sql`${table.phoneDigits} gin_trgm_ops`),
    // Patterns under 3 characters have no trigram: they match the start of a name, e-mail or number instead.
    index("customers_first_name_prefix_idx").on(sql`lower(${table.firstName}) text_pattern_ops`),
    index("customers_last_name_prefix_idx").on(sql`lower(${table.lastName}) text_pattern_ops`),
    index("customers_email_prefix_idx").on(sql`lower(${table.email}) text_pattern_ops`),
    index("customers_number_prefix_idx").on(sql`lower(${table.customerNumber}) text_pattern_ops`),
    index("customers_status_idx").on(table.status),
    index("customers_next_service_due_idx").on(table.nextServiceDue),
    index("customers_created_at_idx").on(table.createdAt),
    index("customers_email_lower_idx").on(sql`lower(${table.email})`),
    index("customers_last_first_idx").on(table.lastName, table.firstName),
  ],
);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Recent sign-ups (the last 30 days) on the leads screen and the dashboard.
    index("profiles_created_at_idx").on(table.createdAt),
  ],
);

export const LEAD_SOURCES = ["website_form", "contact_form", "user_signup"] as const;
export const LEAD_STATUSES = ["new", "synced_to_monday", "contacted", "converted"] as const;

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    zipCode: text("zip_code"),
    notes: text("notes"),
    source: text("source", { enum: LEAD_SOURCES }).notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    mondayItemId: text("monday_item_id"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /**
     * A digest of the public form's one-time submission token and what was sent (ADR 036): a second post of the same
     * form with the same words finds it taken and saves nothing. Null for leads from anywhere else.
     */
    submissionKey: text("submission_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("leads_submission_key_unique").on(table.submissionKey),
    // The leads screen pages by (created_at, id) newest first, overall or within one status or source: each order has
    // its index, so a deep page reads only index entries until it reaches its rows (issue 12 bench).
    index("leads_status_created_id_idx").on(table.status, table.createdAt, table.id),
    index("leads_source_created_id_idx").on(table.source, table.createdAt, table.id),
    index("leads_created_id_idx").on(table.createdAt, table.id),
    index("leads_user_id_idx").on(table.userId),
    index("leads_customer_id_idx").on(table.customerId),
    check("leads_status_check", sql`${table.status} in ('new', 'synced_to_monday', 'contacted', 'converted')`),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name"),
    source: text("source", { enum: ["footer", "contact_page"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletter_email_lower_unique").on(sql`lower(${table.email})`)],
);
