import type { Executor } from "~/db/client.server";
import { appointments, serviceRequests } from "~/db/schema";

/** What a request asks for, as parseAppointmentInput gives it (the portal's form or the staff booking). */
export type RequestedVisit = {
  serviceType: string;
  appointmentInstant: Date;
  durationMinutes: number;
  serviceAddress: string;
  phone: string;
  customerNotes: string | null;
};

/** The service request's message: what staff read in the requests list (address first, then the customer's notes). */
export function serviceRequestMessage(input: { serviceAddress: string; customerNotes: string | null }): string {
  return input.customerNotes
    ? `Service address: ${input.serviceAddress}\n${input.customerNotes}`
    : `Service address: ${input.serviceAddress}`;
}

/**
 * Where a visit booked into an arrival window sits (issue 34, ADR 074): the window's end, the technician it reserves
 * and until when, the zip code and its zone, and whether staff booked it past capacity.
 */
export type WindowPlacement = {
  windowEnd: Date;
  technicianId: string | null;
  busyUntil: Date;
  zipCode: string;
  zone: string;
  overCapacity: boolean;
};

/**
 * The service request and its appointment, in the caller's transaction: the one way a visit is written, whether the
 * customer asks in the portal or staff book it on the phone. A confirmed visit's request is 'scheduled'
 * (DECISIONS.md §4); an unconfirmed one waits as 'pending'.
 */
export async function insertAppointmentWithRequest(
  tx: Executor,
  input: {
    customer: { id: string; name: string; email: string | null };
    visit: RequestedVisit;
    confirmed: boolean;
    technicianName?: string | null;
    technicianNotes?: string | null;
    /** A booking into a window (bookWindow); without it the visit has no window, as before issue 34. */
    placement?: WindowPlacement;
  },
): Promise<{ appointmentId: string; serviceRequestId: string }> {
  const { customer, visit } = input;
  const [serviceRequest] = await tx
    .insert(serviceRequests)
    .values({
      customerId: customer.id,
      name: customer.name,
      email: customer.email,
      phone: visit.phone,
      serviceType: visit.serviceType,
      message: serviceRequestMessage(visit),
      status: input.confirmed ? "scheduled" : "pending",
    })
    .returning({ id: serviceRequests.id });
  const [appointment] = await tx
    .insert(appointments)
    .values({
      customerId: customer.id,
      serviceRequestId: serviceRequest!.id,
      serviceType: visit.serviceType,
      appointmentDate: visit.appointmentInstant,
      durationMinutes: visit.durationMinutes,
      serviceAddress: visit.serviceAddress,
      phone: visit.phone,
      customerNotes: visit.customerNotes,
      technicianName: input.technicianName ?? null,
      technicianNotes: input.technicianNotes ?? null,
      status: input.confirmed ? "confirmed" : "scheduled",
      ...input.placement,
    })
    .returning({ id: appointments.id });
  return { appointmentId: appointment!.id, serviceRequestId: serviceRequest!.id };
}
