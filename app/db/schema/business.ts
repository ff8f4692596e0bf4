import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_MESSAGING, DEFAULT_SCHEDULING } from "../../config/business-defaults";
import { QUOTE_DEPOSIT_PERCENT_DEFAULT } from "../../config/quote-rules";
import type { BusinessHours, MessagingSettings, SchedulingSettings, SocialLinks } from "~/config/settings-shapes";

/** Migration 0016's column default: the defaults without the fields added since, which getSettings reads as theirs. */
const { memberLeadTimeHours: _readAsDefault, ...stored0016 } = DEFAULT_SCHEDULING;
const SCHEDULING_COLUMN_DEFAULT: Omit<SchedulingSettings, "memberLeadTimeHours"> = stored0016;

/** The one settings record (DECISIONS.md §1): every page, e-mail and structured-data block reads it. */
export const settings = pgTable(
  "settings",
  {
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name").notNull(),
    mainPhone: text("main_phone").notNull(),
    emergencyPhone: text("emergency_phone").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    businessHours: jsonb("business_hours").$type<BusinessHours>().notNull(),
    serviceRadiusMiles: integer("service_radius_miles").notNull(),
    serviceCallFeeCents: integer("service_call_fee_cents").notNull(),
    // The share of a signed quote's chosen option paid as its deposit (issue 38 item 4); migration 0026's default.
    quoteDepositPercent: integer("quote_deposit_percent").notNull().default(QUOTE_DEPOSIT_PERCENT_DEFAULT),
    serviceAreas: jsonb("service_areas").$type<string[]>().notNull(),
    licenseNumber: text("license_number").notNull(),
    foundedYear: integer("founded_year").notNull(),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull(),
    adminEmail: text("admin_email"),
    emailNotifications: boolean("email_notifications").notNull(),
    smsNotifications: boolean("sms_notifications").notNull(),
    autoConfirm: boolean("auto_confirm").notNull(),
    // Online booking's windows, durations, lead times and reserve (issue 34); existing databases start from the defaults.
    // The column's default stays migration 0016's, without later fields (memberLeadTimeHours): getSettings reads a
    // missing field as its default, so a new field needs no migration.
    scheduling: jsonb("scheduling")
      .$type<SchedulingSettings>()
      .notNull()
      .default(SCHEDULING_COLUMN_DEFAULT as SchedulingSettings),
    // The Messaging tab (issue 36): review link, reminder times, which messages go out.
    messaging: jsonb("messaging").$type<MessagingSettings>().notNull().default(DEFAULT_MESSAGING),
    // Bumped on every save, so caches keyed by it never serve stale business facts.
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Bumped when the Recent work photos change: the public pages show them, but the form's version must not move
    // (an open Settings form would otherwise be refused as stale by a photo upload).
    photosVersion: integer("photos_version").notNull().default(1),
  },
  (table) => [
    check("settings_single_row", sql`${table.id} = 1`),
    check("settings_quote_deposit_percent_range", sql`${table.quoteDepositPercent} between 0 and 100`),
  ],
);

/** The plan catalog (DECISIONS.md §1): home page, portal, FAQ and checkout all read these rows. */
export const plans = pgTable("plans", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  nameEs: text("name_es").notNull(),
  priceCents: integer("price_cents").notNull(),
  billingInterval: text("billing_interval", { enum: ["one_time", "month"] }).notNull(),
  mostPopular: boolean("most_popular").notNull().default(false),
  benefits: jsonb("benefits").$type<string[]>().notNull(),
  benefitsEs: jsonb("benefits_es").$type<string[]>().notNull(),
  sortOrder: integer("sort_order").notNull(),
  // The member's repair discount in percent; the benefit text names the same figure (issue 37 item 5).
  repairDiscountPercent: integer("repair_discount_percent").notNull().default(0),
  active: boolean("active").notNull().default(true),
});
