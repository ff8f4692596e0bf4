import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { DASHBOARD_RECENT_SERVICES_LIMIT, DASHBOARD_UPCOMING_APPOINTMENTS_LIMIT } from "~/config/business-rules";
import type { Database } from "~/db/client.server";
import { appointments, serviceHistory } from "~/db/schema";

/** Appointments still ahead of the customer: cancelled and completed ones are not "upcoming". */
export const UPCOMING_APPOINTMENT_STATUSES = ["scheduled", "confirmed"] as const;

export type UpcomingAppointment = {
  id: string;
  serviceType: string;
  /** ISO instant. */
  appointmentDate: string;
  durationMinutes: number;
  status: (typeof UPCOMING_APPOINTMENT_STATUSES)[number];
};

export type RecentService = {
  id: string;
  serviceType: string;
  /** YYYY-MM-DD */
  serviceDate: string;
  amountCharged: number;
  paymentStatus: string;
};

/** Upcoming Appointments: from now on, soonest first (spec document 1 §4, "Select appointments: dashboard"). */
export async function upcomingAppointmentsOf(
  db: Database,
  customerId: string,
  now: Date,
): Promise<UpcomingAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      serviceType: appointments.serviceType,
      appointmentDate: appointments.appointmentDate,
      durationMinutes: appointments.durationMinutes,
      status: appointments.status,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.customerId, customerId),
        gte(appointments.appointmentDate, now),
        inArray(appointments.status, [...UPCOMING_APPOINTMENT_STATUSES]),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.id))
    .limit(DASHBOARD_UPCOMING_APPOINTMENTS_LIMIT);
  return rows.map((row) => ({
    ...row,
    appointmentDate: row.appointmentDate.toISOString(),
    status: row.status as UpcomingAppointment["status"],
  }));
}

/** Recent Services: the newest service history rows with their amount and payment status. */
export async function recentServicesOf(db: Database, customerId: string): Promise<RecentService[]> {
  return db
    .select({
      id: serviceHistory.id,
      serviceType: serviceHistory.serviceType,
      serviceDate: serviceHistory.serviceDate,
      amountCharged: serviceHistory.amountCharged,
      paymentStatus: serviceHistory.paymentStatus,
    })
    .from(serviceHistory)
    .where(eq(serviceHistory.customerId, customerId))
    .orderBy(desc(serviceHistory.serviceDate), desc(serviceHistory.createdAt), desc(serviceHistory.id))
    .limit(DASHBOARD_RECENT_SERVICES_LIMIT);
}

/**
 * One optional panel of the dashboard: its failure is logged and the panel drawn with `fallback` (spec document 1
 * §8, "individual query errors only logged"), so the rest of the dashboard still shows.
 */
export async function optionalPanel<T>(name: string, userId: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[dashboard] the ${name} panel failed for user ${userId}; drawing it empty`, error);
    return fallback;
  }
}
