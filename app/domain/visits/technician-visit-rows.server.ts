import { and, asc, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appointments, customers, serviceHistory } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import type { TechnicianVisit } from "./technician-visit";
import { visitStateOf } from "./visit-states";

/**
 * One technician's confirmed and completed visits in [start, end), in window order, with their customers' equipment,
 * plan and last service record, in two queries (the visits, then each customer's latest record).
 */
export async function readTechnicianVisits(
  db: Executor,
  input: { technicianId: string; start: Date; end: Date; appointmentId?: string },
): Promise<TechnicianVisit[]> {
  const conditions: SQL[] = [
    eq(appointments.technicianId, input.technicianId),
    gte(appointments.appointmentDate, input.start),
    lt(appointments.appointmentDate, input.end),
    inArray(appointments.status, ["confirmed", "completed"]),
  ];
  if (input.appointmentId) conditions.push(eq(appointments.id, input.appointmentId));
  const rows = await db
    .select({ appointment: appointments, customer: customers })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(and(...conditions))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.id));
  const last = await lastRecords(
    db,
    rows.map((row) => row.customer.id),
  );
  return rows.map(({ appointment, customer }) => {
    const previous = last.filter(
      (record) => record.customerId === customer.id && record.appointmentId !== appointment.id,
    )[0];
    const hasEquipment = customer.equipmentType || customer.equipmentBrand || customer.equipmentModel;
    return {
      id: appointment.id,
      date: businessDateOf(appointment.appointmentDate),
      startsAt: appointment.appointmentDate.toISOString(),
      windowEnd: appointment.windowEnd?.toISOString() ?? null,
      durationMinutes: appointment.durationMinutes,
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      address: appointment.serviceAddress,
      phone: appointment.phone,
      serviceType: appointment.serviceType,
      customerNotes: appointment.customerNotes,
      technicianNotes: appointment.technicianNotes,
      equipment: hasEquipment
        ? {
            type: customer.equipmentType,
            brand: customer.equipmentBrand,
            model: customer.equipmentModel,
            installedOn: customer.installationDate,
          }
        : null,
      plan: customer.servicePlan === "none" ? null : customer.servicePlan,
      lastVisit: previous
        ? {
            date: previous.serviceDate,
            serviceType: previous.serviceType,
            notes: previous.description,
            technicianName: previous.technicianName,
          }
        : null,
      state: visitStateOf(appointment) ?? "confirmed",
    };
  });
}

/** Each customer's two latest service records, newest first (two: one of them may be this visit's own). */
async function lastRecords(db: Executor, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  const records = await db
    .select({
      customerId: serviceHistory.customerId,
      appointmentId: serviceHistory.appointmentId,
      serviceDate: serviceHistory.serviceDate,
      serviceType: serviceHistory.serviceType,
      description: serviceHistory.description,
      technicianName: serviceHistory.technicianName,
    })
    .from(serviceHistory)
    .where(inArray(serviceHistory.customerId, [...new Set(customerIds)]))
    .orderBy(desc(serviceHistory.serviceDate), desc(serviceHistory.createdAt));
  const kept = new Map<string, number>();
  return records.filter((record) => {
    const seen = kept.get(record.customerId) ?? 0;
    kept.set(record.customerId, seen + 1);
    return seen < 2;
  });
}
