import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { customers } from "./customers";
import { technicians } from "./scheduling";

export const SERVICE_REQUEST_STATUSES = ["pending", "scheduled", "completed", "cancelled"] as const;
export const APPOINTMENT_STATUSES = ["scheduled", "confirmed", "completed", "cancelled"] as const;
export const PAYMENT_STATUSES = ["paid", "pending", "overdue"] as const;

export const serviceRequests = pgTable(
  "service_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    serviceType: text("service_type").notNull(),
    message: text("message"),
    status: text("status", { enum: SERVICE_REQUEST_STATUSES }).notNull().default("pending"),
    mondayItemId: text("monday_item_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("service_requests_customer_idx").on(table.customerId),
    // The Appointment Requests screen pages by (created_at, id) newest first, overall or within one status.
    index("service_requests_created_id_idx").on(table.createdAt, table.id),
    index("service_requests_status_created_id_idx").on(table.status, table.createdAt, table.id),
  ],
);

export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    serviceRequestId: uuid("service_request_id").references(() => serviceRequests.id, { onDelete: "set null" }),
    serviceType: text("service_type").notNull(),
    appointmentDate: timestamp("appointment_date", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    serviceAddress: text("service_address").notNull(),
    phone: text("phone").notNull(),
    customerNotes: text("customer_notes"),
    technicianNotes: text("technician_notes"),
    // Who does the visit: a name typed by staff when they schedule it (suggested from names used before), shown to
    // the customer with the technician notes.
    technicianName: text("technician_name"),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("scheduled"),
    // Booked into an arrival window (issue 34, ADR 074): appointment_date is the window's start, window_end its end.
    // Older visits and staff visits at a free time have no window.
    windowEnd: timestamp("window_end", { withTimezone: true }),
    // The technician the booking reserved; the free-text technician_name stays for the visits before technicians.
    technicianId: uuid("technician_id").references(() => technicians.id, { onDelete: "set null" }),
    // Until when the technician is taken: the window's start plus the service type's duration and the travel buffer.
    busyUntil: timestamp("busy_until", { withTimezone: true }),
    zipCode: text("zip_code"),
    zone: text("zone"),
    // Staff booked it past the window's capacity on purpose (the audit log has the entry).
    overCapacity: boolean("over_capacity").notNull().default(false),
    // The iCalendar SEQUENCE of the visit's calendar entry: raised with every change the customer is mailed about
    // (a reschedule, a cancellation), so their calendar moves or removes the entry instead of ignoring the file.
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    // The technician's day (issue 35): when they set off, arrived and finished. The status stays `confirmed` until
    // completion, so every screen that reads the status keeps working; these times tell the finer state.
    onMyWayAt: timestamp("on_my_way_at", { withTimezone: true }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("appointments_customer_date_idx").on(table.customerId, table.appointmentDate),
    index("appointments_status_idx").on(table.status),
    index("appointments_date_idx").on(table.appointmentDate),
    index("appointments_service_request_idx").on(table.serviceRequestId),
    // What capacity reads: a technician's visits that overlap a stretch of one day.
    index("appointments_technician_date_idx").on(table.technicianId, table.appointmentDate),
  ],
);

export const serviceHistory = pgTable(
  "service_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    serviceType: text("service_type").notNull(),
    serviceDate: date("service_date").notNull(),
    description: text("description"),
    technicianName: text("technician_name"),
    amountCharged: numeric("amount_charged", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    paymentStatus: text("payment_status").notNull().default("pending"),
    // The visit this record completes (issue 35): one record per appointment, so a replayed completion writes none.
    appointmentId: uuid("appointment_id")
      .unique()
      .references(() => appointments.id, { onDelete: "set null" }),
    // Parts the technician used, as they wrote them.
    partsUsed: text("parts_used"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("service_history_customer_date_idx").on(table.customerId, table.serviceDate),
    index("service_history_payment_status_idx").on(table.paymentStatus),
    index("service_history_date_idx").on(table.serviceDate),
    // What every balance reads (customerBalanceSql): each customer's unpaid amounts, from the index alone (ADR 033).
    index("service_history_unpaid_customer_idx")
      .on(table.customerId, table.amountCharged)
      .where(sql`${table.paymentStatus} in ('pending', 'overdue')`),
  ],
);

export const REWARD_CLAIM_STATUSES = ["requested", "fulfilled"] as const;

export const rewardClaims = pgTable(
  "reward_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    rewardCode: text("reward_code").notNull(),
    points: integer("points").notNull(),
    // The calendar year (business time zone) whose points the claim spends: one claim per reward per year.
    claimYear: integer("claim_year").notNull(),
    status: text("status", { enum: REWARD_CLAIM_STATUSES }).notNull().default("requested"),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    fulfilledBy: text("fulfilled_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reward_claims_customer_reward_year_unique").on(table.customerId, table.rewardCode, table.claimYear),
    index("reward_claims_status_idx").on(table.status),
  ],
);
