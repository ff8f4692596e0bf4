import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { technicians } from "./scheduling";
import { appointments, serviceHistory } from "./service";

/** Raw bytes: `pg` reads bytea as a Buffer and PGlite as a Uint8Array; both are Uint8Arrays to the code. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Every action a technician's phone sent (issue 35): the phone gives each action a key when it is taken, online or
 * offline, and sends it with every retry. The first arrival does the work and stores its answer in the same
 * transaction; a retry after a lost answer finds the key and gets the same answer without doing anything again.
 */
export const technicianActionReceipts = pgTable(
  "technician_action_receipts",
  {
    idempotencyKey: uuid("idempotency_key").primaryKey(),
    technicianId: uuid("technician_id")
      .notNull()
      .references(() => technicians.id, { onDelete: "cascade" }),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    // on_my_way, arrived or completed.
    action: text("action").notNull(),
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("technician_action_receipts_appointment_idx").on(table.appointmentId)],
);

/** Photos a technician took of a completed job (up to four per record), shown with the service record. */
export const servicePhotos = pgTable(
  "service_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceHistoryId: uuid("service_history_id")
      .notNull()
      .references(() => serviceHistory.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("service_photos_record_idx").on(table.serviceHistoryId, table.position)],
);

/** One stored size of a service photo, resized on upload as the work photos are (ADR 038). */
export const servicePhotoFiles = pgTable(
  "service_photo_files",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => servicePhotos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    hash: text("hash").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.width] }),
    check("service_photo_files_size_check", sql`${table.width} > 0 AND ${table.height} > 0`),
  ],
);
