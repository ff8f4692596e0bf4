import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { WeeklyHours } from "~/config/settings-shapes";
import { user } from "./auth";

/**
 * Online booking's model (issue 34, ADR 074): technicians with their skills, zones and hours; zones made of zip codes;
 * and one lock row per business day that every booking of that day takes, so capacity is re-checked and taken in
 * the booking's own transaction on PGlite and PostgreSQL alike.
 */
export const technicians = pgTable(
  "technicians",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    // The language of the technician's own screens and messages.
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    // Of the spec's six appointment service types (app/config/service-types.ts).
    serviceTypes: jsonb("service_types").$type<string[]>().notNull(),
    // Zone names, as in zone_zip_codes.zone.
    zones: jsonb("zones").$type<string[]>().notNull(),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
    onEmergencyRota: boolean("on_emergency_rota").notNull().default(false),
    // A technician who left keeps their visits' history but is offered no more bookings.
    active: boolean("active").notNull().default(true),
    // The technician's login (role `technician`), when staff gave one.
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    // The SHA-256 of the secret in the technician's private calendar-feed URL (issue 35); a new one revokes the old.
    calendarFeedTokenHash: text("calendar_feed_token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("technicians_active_idx").on(table.active)],
);

/** Days a technician does not work though the weekly hours say so (holiday, sick day), in the business's calendar. */
export const technicianDaysOff = pgTable(
  "technician_days_off",
  {
    technicianId: uuid("technician_id")
      .notNull()
      .references(() => technicians.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.technicianId, table.day] })],
);

/**
 * Which zip codes make each booking zone. Neighbouring places share zip codes, so a zip code may be in several zones;
 * a booking stores its zip code and the first of its zones by name.
 */
export const zoneZipCodes = pgTable(
  "zone_zip_codes",
  {
    zone: text("zone").notNull(),
    zipCode: text("zip_code").notNull(),
  },
  (table) => [primaryKey({ columns: [table.zone, table.zipCode] }), index("zone_zip_codes_zip_idx").on(table.zipCode)],
);

/**
 * One row per business day that has bookings: a booking locks its day's row (`FOR UPDATE`) before it re-checks and
 * takes a technician, so two bookings of one day never both take the last place.
 */
export const scheduleDayLocks = pgTable("schedule_day_locks", {
  day: date("day").primaryKey(),
});
