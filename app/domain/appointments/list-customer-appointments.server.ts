import { desc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, customers } from "~/db/schema";
import { customerCanCancel, customerCanEdit, instantToBusinessLocal } from "./requested-time-rules";

/** One appointment as the portal shows it (plain data: the screen never sees database types). */
export type CustomerAppointment = {
  id: string;
  /** ISO instant. */
  appointmentDate: string;
  /** The same time as the form's `datetime-local` value in the business's zone, to pre-fill an edit. */
  appointmentLocal: string;
  /** The arrival window's end (ISO) for a visit booked into a window; null for one from before windows. */
  windowEnd: string | null;
  /** The visit's own zip code (a window booking's); null for one from before windows. */
  zipCode: string | null;
  durationMinutes: number;
  status: "scheduled" | "confirmed" | "completed" | "cancelled";
  serviceType: string;
  serviceAddress: string;
  phone: string;
  customerNotes: string | null;
  technicianNotes: string | null;
  /** Who does the visit, once staff scheduled it (issue 12). */
  technicianName: string | null;
  /** Decided on the server with the same rules the edit and cancel actions apply. */
  canEdit: boolean;
  canCancel: boolean;
};

/**
 * The signed-in user's appointments, newest first by appointment date (spec document 1 §7), reached only through
 * `customers.user_id`. A user without a customer record has none.
 */
export async function listCustomerAppointments(input: {
  user: { id: string };
  now?: Date;
  executor?: Executor;
}): Promise<CustomerAppointment[]> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  const rows = await db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      windowEnd: appointments.windowEnd,
      zipCode: appointments.zipCode,
      durationMinutes: appointments.durationMinutes,
      status: appointments.status,
      serviceType: appointments.serviceType,
      serviceAddress: appointments.serviceAddress,
      phone: appointments.phone,
      customerNotes: appointments.customerNotes,
      technicianNotes: appointments.technicianNotes,
      technicianName: appointments.technicianName,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(eq(customers.userId, input.user.id))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.createdAt));
  return rows.map((row) => ({
    ...row,
    appointmentDate: row.appointmentDate.toISOString(),
    windowEnd: row.windowEnd?.toISOString() ?? null,
    appointmentLocal: instantToBusinessLocal(row.appointmentDate),
    canEdit: customerCanEdit(row, now),
    canCancel: customerCanCancel(row, now),
  }));
}
