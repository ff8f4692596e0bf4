import { and, asc, count, desc, eq, gte, inArray } from "drizzle-orm";
import type { WeeklyHours } from "~/config/settings-shapes";
import { database } from "~/db/database.server";
import { appointments, technicianDaysOff, technicians, user } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";

/** One technician as the Team screen shows them. */
export type TechnicianRow = {
  id: string;
  name: string;
  phone: string;
  email: string;
  locale: "en" | "es";
  serviceTypes: string[];
  zones: string[];
  weeklyHours: WeeklyHours;
  onEmergencyRota: boolean;
  active: boolean;
  /** The technician's login (role `technician`), and whether its owner has set a password through the invitation. */
  login: { email: string; verified: boolean } | null;
  /** Whether the technician has a private calendar-feed address now (staff can revoke it). */
  hasCalendarFeed: boolean;
  /** Visits booked with them: a technician with visits is deactivated, never deleted. */
  visitCount: number;
  /** Days off from today on (business calendar), earliest first. */
  daysOff: string[];
};

/** Every technician, active ones first, then by name; staff only (the route's guard), nothing filtered by actor. */
export async function listTechnicians(input: { actor: { id: string }; now?: Date }): Promise<TechnicianRow[]> {
  const db = await database();
  const today = businessDateOf(input.now ?? new Date());
  const rows = await db
    .select({
      technician: technicians,
      loginEmail: user.email,
      loginVerified: user.emailVerified,
    })
    .from(technicians)
    .leftJoin(user, eq(user.id, technicians.userId))
    .orderBy(desc(technicians.active), asc(technicians.name), asc(technicians.id));
  const ids = rows.map((row) => row.technician.id);
  if (ids.length === 0) return [];
  const [visits, daysOff] = await Promise.all([
    db
      .select({ technicianId: appointments.technicianId, visits: count() })
      .from(appointments)
      .where(inArray(appointments.technicianId, ids))
      .groupBy(appointments.technicianId),
    db
      .select({ technicianId: technicianDaysOff.technicianId, day: technicianDaysOff.day })
      .from(technicianDaysOff)
      .where(and(inArray(technicianDaysOff.technicianId, ids), gte(technicianDaysOff.day, today)))
      .orderBy(asc(technicianDaysOff.day)),
  ]);
  const visitsOf = new Map(visits.map((row) => [row.technicianId, row.visits]));
  return rows.map(({ technician, loginEmail, loginVerified }) => ({
    id: technician.id,
    name: technician.name,
    phone: technician.phone,
    email: technician.email,
    locale: technician.locale,
    serviceTypes: technician.serviceTypes,
    zones: technician.zones,
    weeklyHours: technician.weeklyHours,
    onEmergencyRota: technician.onEmergencyRota,
    active: technician.active,
    login: technician.userId && loginEmail ? { email: loginEmail, verified: Boolean(loginVerified) } : null,
    hasCalendarFeed: technician.calendarFeedTokenHash !== null,
    visitCount: visitsOf.get(technician.id) ?? 0,
    daysOff: daysOff.filter((row) => row.technicianId === technician.id).map((row) => row.day),
  }));
}
