import { and, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appointments, technicianDaysOff, technicians } from "~/db/schema";
import { addDays, businessDayStart } from "~/domain/analytics/analytics-calendar";
import type { BusyInterval, SchedulingTechnician } from "./window-types";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ScheduleData = {
  technicians: (SchedulingTechnician & { userId: string | null })[];
  busy: BusyInterval[];
};

/**
 * What capacity reads for a stretch of business days, in three queries whatever its length: the active technicians
 * doing the service type in any of the zones, their days off in the stretch, and their scheduled or confirmed visits
 * that may overlap it (through the index on appointments(technician_id, appointment_date); a visit is taken until
 * busy_until, or its duration for a visit booked before windows). `exceptAppointmentId` leaves out the visit a
 * reschedule moves, so its own old place does not block it.
 */
export async function readSchedule(
  db: Executor,
  input: { serviceType: string; zones: readonly string[]; from: string; to: string; exceptAppointmentId?: string },
): Promise<ScheduleData> {
  const rows = await db
    .select({
      id: technicians.id,
      name: technicians.name,
      active: technicians.active,
      serviceTypes: technicians.serviceTypes,
      zones: technicians.zones,
      weeklyHours: technicians.weeklyHours,
      userId: technicians.userId,
    })
    .from(technicians)
    .where(eq(technicians.active, true));
  // A business has tens of technicians: their skills and zones are filtered here rather than with jsonb operators.
  const candidates = rows.filter(
    (row) => row.serviceTypes.includes(input.serviceType) && row.zones.some((zone) => input.zones.includes(zone)),
  );
  if (candidates.length === 0) return { technicians: [], busy: [] };
  const ids = candidates.map((row) => row.id);
  const daysOff = await db
    .select({ technicianId: technicianDaysOff.technicianId, day: technicianDaysOff.day })
    .from(technicianDaysOff)
    .where(
      and(
        inArray(technicianDaysOff.technicianId, ids),
        gte(technicianDaysOff.day, input.from),
        lte(technicianDaysOff.day, input.to),
      ),
    );
  const rangeStart = businessDayStart(input.from);
  const rangeEnd = businessDayStart(addDays(input.to, 1));
  const busyUntil =
    sql<Date>`coalesce(${appointments.busyUntil}, ${appointments.appointmentDate} + ${appointments.durationMinutes} * interval '1 minute')`.mapWith(
      appointments.busyUntil,
    );
  const visits = await db
    .select({ technicianId: appointments.technicianId, start: appointments.appointmentDate, end: busyUntil })
    .from(appointments)
    .where(
      and(
        inArray(appointments.technicianId, ids),
        inArray(appointments.status, ["scheduled", "confirmed"]),
        // No visit lasts a day, so one starting the day before is the earliest that can reach into the stretch.
        gte(appointments.appointmentDate, new Date(rangeStart.getTime() - DAY_MS)),
        lt(appointments.appointmentDate, rangeEnd),
        input.exceptAppointmentId ? ne(appointments.id, input.exceptAppointmentId) : undefined,
      ),
    );
  return {
    technicians: candidates.map((row) => ({
      ...row,
      daysOff: daysOff.filter((off) => off.technicianId === row.id).map((off) => off.day),
    })),
    busy: visits.map((visit) => ({
      technicianId: visit.technicianId!,
      start: visit.start,
      end: visit.end,
    })),
  };
}
