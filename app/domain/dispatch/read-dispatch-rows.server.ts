import { and, asc, eq, gte, lt, lte, ne, sql } from "drizzle-orm";
import { EMERGENCY_SERVICE_TYPE } from "~/config/service-types";
import type { WeeklyHours } from "~/config/settings-shapes";
import type { Executor } from "~/db/client.server";
import { appointments, customers, technicianDaysOff, technicians } from "~/db/schema";
import { addDays, businessDayStart } from "~/domain/analytics/analytics-calendar";
import { businessDateOf } from "~/domain/scheduling/business-time";
import type { CapacityTechnician, TakenStretch } from "./dispatch-capacity";
import type { DispatchCard } from "./dispatch-types";

/** What a visit takes of its technician's time: scheduled or confirmed, as booking counts it (ADR 074). */
const TAKING: readonly string[] = ["scheduled", "confirmed"];

export type BoardTechnician = CapacityTechnician & {
  name: string;
  zones: readonly string[];
  serviceTypes: readonly string[];
};

/** A visit with its business date; `windowId` is filled by the reader that knows the windows. */
export type BoardVisit = Omit<DispatchCard, "windowId"> & { date: string; taken: TakenStretch | null };

/**
 * The board's rows for a stretch of business days in two queries, whatever the team's size: the active technicians
 * with their days off in the stretch (one row per day off, folded here), and the stretch's visits that are not
 * cancelled with their customer's name and plan. The day view and the week view both read through here, so the
 * board costs the same with 4 technicians or 40.
 */
export async function readDispatchRows(
  db: Executor,
  input: { from: string; to: string },
): Promise<{ technicians: BoardTechnician[]; visits: BoardVisit[] }> {
  const [technicianRows, visitRows] = await Promise.all([
    db
      .select({
        id: technicians.id,
        name: technicians.name,
        zones: technicians.zones,
        serviceTypes: technicians.serviceTypes,
        weeklyHours: technicians.weeklyHours,
        dayOff: technicianDaysOff.day,
      })
      .from(technicians)
      .leftJoin(
        technicianDaysOff,
        and(
          eq(technicianDaysOff.technicianId, technicians.id),
          gte(technicianDaysOff.day, input.from),
          lte(technicianDaysOff.day, input.to),
        ),
      )
      .where(eq(technicians.active, true))
      .orderBy(asc(technicians.name), asc(technicians.id)),
    db
      .select({
        id: appointments.id,
        serviceRequestId: appointments.serviceRequestId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        servicePlan: customers.servicePlan,
        serviceType: appointments.serviceType,
        zone: appointments.zone,
        status: appointments.status,
        start: appointments.appointmentDate,
        busyUntil:
          sql<Date>`coalesce(${appointments.busyUntil}, ${appointments.appointmentDate} + ${appointments.durationMinutes} * interval '1 minute')`.mapWith(
            appointments.busyUntil,
          ),
        durationMinutes: appointments.durationMinutes,
        technicianId: appointments.technicianId,
        technicianName: appointments.technicianName,
        onMyWayAt: appointments.onMyWayAt,
        arrivedAt: appointments.arrivedAt,
        completedAt: appointments.completedAt,
        overCapacity: appointments.overCapacity,
      })
      .from(appointments)
      .innerJoin(customers, eq(customers.id, appointments.customerId))
      .where(
        and(
          gte(appointments.appointmentDate, businessDayStart(input.from)),
          lt(appointments.appointmentDate, businessDayStart(addDays(input.to, 1))),
          ne(appointments.status, "cancelled"),
        ),
      )
      .orderBy(asc(appointments.appointmentDate), asc(appointments.id)),
  ]);
  const byId = new Map<string, BoardTechnician & { daysOff: Set<string> }>();
  for (const row of technicianRows) {
    const known = byId.get(row.id);
    if (known) {
      if (row.dayOff) known.daysOff.add(row.dayOff);
      continue;
    }
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      zones: row.zones,
      serviceTypes: row.serviceTypes,
      weeklyHours: row.weeklyHours as WeeklyHours,
      daysOff: new Set(row.dayOff ? [row.dayOff] : []),
    });
  }
  const visits = visitRows.map((row): BoardVisit => {
    const active = row.technicianId !== null && byId.has(row.technicianId);
    return {
      id: row.id,
      serviceRequestId: row.serviceRequestId,
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      serviceType: row.serviceType,
      zone: row.zone,
      status: row.status,
      startsAt: row.start.toISOString(),
      date: businessDateOf(row.start),
      // A visit of a technician who left (inactive) has no column: it waits in the tray like an unassigned one.
      technicianId: active ? row.technicianId : null,
      technicianName: row.technicianName,
      onMyWayAt: row.onMyWayAt?.toISOString() ?? null,
      arrivedAt: row.arrivedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      planMember: row.servicePlan !== "none",
      emergency: row.serviceType === EMERGENCY_SERVICE_TYPE,
      overCapacity: row.overCapacity,
      movable: TAKING.includes(row.status),
      taken:
        active && TAKING.includes(row.status)
          ? {
              technicianId: row.technicianId!,
              start: row.start.getTime(),
              end: row.busyUntil.getTime(),
              minutes: row.durationMinutes,
            }
          : null,
    };
  });
  return { technicians: [...byId.values()], visits };
}
