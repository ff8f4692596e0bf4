import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import { database } from "~/db/database.server";
import { appointments, customers, technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import { calendarFeedHashOf } from "./calendar-feed-token.server";

/** The feed reaches this far back (a visit to look up afterwards) and ahead (the weeks a technician plans around). */
export const CALENDAR_FEED_DAYS_BEFORE = 7;
export const CALENDAR_FEED_DAYS_AHEAD = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

export type CalendarFeedVisit = {
  appointmentId: string;
  start: Date;
  end: Date;
  serviceType: string;
  customerName: string;
  address: string;
  phone: string;
  customerNotes: string | null;
  sequence: number;
};

export type CalendarFeed = { companyName: string; technicianName: string; visits: CalendarFeedVisit[] };

/**
 * The visits assigned to the technician whose feed address this is, from a week back to sixty days ahead, cancelled
 * ones left out (a calendar drops an entry the feed no longer lists). An address that is no token, a revoked one, or
 * a technician no longer active is NOT_FOUND: the feed reveals nothing about why.
 */
export async function readCalendarFeed(input: { segment: string; now?: Date }): Promise<CalendarFeed> {
  const hash = calendarFeedHashOf(input.segment);
  if (!hash) throw new AppError("NOT_FOUND", "No such calendar feed");
  const db = await database();
  const [technician] = await db
    .select({ id: technicians.id, name: technicians.name })
    .from(technicians)
    .where(and(eq(technicians.calendarFeedTokenHash, hash), eq(technicians.active, true)));
  if (!technician) throw new AppError("NOT_FOUND", "No such calendar feed");
  const now = input.now ?? new Date();
  const rows = await db
    .select({
      appointmentId: appointments.id,
      start: appointments.appointmentDate,
      windowEnd: appointments.windowEnd,
      durationMinutes: appointments.durationMinutes,
      serviceType: appointments.serviceType,
      firstName: customers.firstName,
      lastName: customers.lastName,
      address: appointments.serviceAddress,
      phone: appointments.phone,
      customerNotes: appointments.customerNotes,
      sequence: appointments.calendarSequence,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(
      and(
        eq(appointments.technicianId, technician.id),
        ne(appointments.status, "cancelled"),
        gte(appointments.appointmentDate, new Date(now.getTime() - CALENDAR_FEED_DAYS_BEFORE * DAY_MS)),
        lt(appointments.appointmentDate, new Date(now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS)),
      ),
    )
    .orderBy(asc(appointments.appointmentDate));
  const { companyName } = await getSettings();
  return {
    companyName,
    technicianName: technician.name,
    visits: rows.map((row) => ({
      appointmentId: row.appointmentId,
      start: row.start,
      // A window booking spans its arrival window; a visit at a set time spans its duration.
      end: row.windowEnd ?? new Date(row.start.getTime() + row.durationMinutes * 60 * 1000),
      serviceType: row.serviceType,
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      address: row.address,
      phone: row.phone,
      customerNotes: row.customerNotes,
      sequence: row.sequence,
    })),
  };
}
