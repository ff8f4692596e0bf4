import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Raw bytes: `pg` reads bytea as a Buffer and PGlite as a Uint8Array; both are Uint8Arrays to the code. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Photos of real jobs that staff upload for the home page's "Recent work" (issue 17, ADR 038). The picture itself
 * lives in work_photo_files, resized on upload; this row is what the screens list, in `position` order.
 */
export const workPhotos = pgTable(
  "work_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caption: text("caption").notNull(),
    // Optional: the Spanish page shows the English caption when staff leave it empty.
    captionEs: text("caption_es"),
    position: integer("position").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("work_photos_position_idx").on(table.position, table.createdAt)],
);

/**
 * One stored size of a photo, in the database so every app server serves the same bytes. `hash` (of the bytes) is
 * part of the file's address, so the address of changed bytes is a new one and browsers may keep a file for a year.
 */
export const workPhotoFiles = pgTable(
  "work_photo_files",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => workPhotos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    hash: text("hash").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.width] }),
    check("work_photo_files_size_check", sql`${table.width} > 0 AND ${table.height} > 0`),
  ],
);
