import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { APPOINTMENT_REQUESTS_PAGE_SIZE } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, customers, serviceRequests } from "~/db/schema";
import type { AppointmentRequestListParams } from "./appointment-request-list-params";
import { instantToBusinessLocal } from "./requested-time-rules";
import { REQUEST_STATUSES, type RequestStatus } from "./staff-appointment-schemas";

/** The appointment a request led to (older requests have none), as the screen shows it. */
export type RequestAppointment = {
  id: string;
  status: "scheduled" | "confirmed" | "completed" | "cancelled";
  /** ISO instant. */
  appointmentDate: string;
  /** The same time as a `datetime-local` value on Miami's wall clock, to pre-fill the schedule dialog. */
  appointmentLocal: string;
  durationMinutes: number;
  technicianName: string | null;
  technicianNotes: string | null;
};

/** One service request as the Appointment Requests screen lists it (plain data: components never see the database). */
export type AppointmentRequestRow = {
  id: string;
  status: RequestStatus;
  serviceType: string;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  /** The customer record it belongs to; null for a request made without one. */
  customer: { id: string; name: string; customerNumber: string } | null;
  /** The name the request was made under. */
  contactName: string;
  email: string | null;
  /** The appointment's own columns when there is one (DECISIONS.md §4), the request's otherwise. */
  phone: string | null;
  address: string | null;
  notes: string | null;
  appointment: RequestAppointment | null;
};

export type AppointmentRequestList = {
  rows: AppointmentRequestRow[];
  /** Requests matching the filter (all pages). */
  total: number;
  /** The page shown: the asked one, or the last when it asked past the end. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** How many requests have each status, for the filter's labels. */
  counts: Record<RequestStatus | "all", number>;
};

const requestColumns = {
  id: serviceRequests.id,
  status: serviceRequests.status,
  serviceType: serviceRequests.serviceType,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
  contactName: serviceRequests.name,
  email: serviceRequests.email,
  phone: serviceRequests.phone,
  message: serviceRequests.message,
  customerId: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  customerNumber: customers.customerNumber,
};

/**
 * Requests with their customer and their latest appointment, newest first: `where` picks them (a status, one id),
 * `limit` and `offset` page them. Two statements: the page of requests, then the appointments of that page only.
 */
export async function loadRequestRows(
  db: Executor,
  input: { where?: SQL; limit: number; offset?: number },
): Promise<AppointmentRequestRow[]> {
  // The page's ids first, from the (status,) created_at, id index alone; only those rows are then read and joined.
  // OFFSET over whole joined rows made page 642 of 20,000 requests take 93 ms.
  const pageIds = db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(input.where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(input.limit)
    .offset(input.offset ?? 0)
    .as("page_ids");
  const requests = await db
    .select(requestColumns)
    .from(pageIds)
    .innerJoin(serviceRequests, eq(serviceRequests.id, pageIds.id))
    .leftJoin(customers, eq(customers.id, serviceRequests.customerId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  if (requests.length === 0) return [];
  const linked = await db
    .select()
    .from(appointments)
    .where(
      inArray(
        appointments.serviceRequestId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(desc(appointments.createdAt));
  const latest = new Map<string, (typeof linked)[number]>();
  for (const appointment of linked)
    if (!latest.has(appointment.serviceRequestId!)) latest.set(appointment.serviceRequestId!, appointment);
  return requests.map((request) => {
    const appointment = latest.get(request.id);
    return {
      id: request.id,
      status: request.status,
      serviceType: request.serviceType,
      createdAt: request.createdAt.toISOString(),
      updatedAt: request.updatedAt.toISOString(),
      customer: request.customerId
        ? {
            id: request.customerId,
            name: `${request.firstName ?? ""} ${request.lastName ?? ""}`.trim(),
            customerNumber: request.customerNumber ?? "",
          }
        : null,
      contactName: request.contactName,
      email: request.email,
      phone: appointment?.phone ?? request.phone,
      address: appointment?.serviceAddress ?? null,
      notes: appointment ? appointment.customerNotes : request.message,
      appointment: appointment
        ? {
            id: appointment.id,
            status: appointment.status,
            appointmentDate: appointment.appointmentDate.toISOString(),
            appointmentLocal: instantToBusinessLocal(appointment.appointmentDate),
            durationMinutes: appointment.durationMinutes,
            technicianName: appointment.technicianName,
            technicianNotes: appointment.technicianNotes,
          }
        : null,
    };
  });
}

/**
 * Appointment Requests (spec document 2 §2, §7: service requests newest first) for staff: filtered by status and
 * paged on the server, so the screen stays fast with many requests (index on status, created_at).
 */
export async function listAppointmentRequests(input: {
  actor: Pick<SessionUser, "id">;
  params: AppointmentRequestListParams;
}): Promise<AppointmentRequestList> {
  const { params } = input;
  const db = await database();
  const grouped = await db
    .select({ status: serviceRequests.status, total: count() })
    .from(serviceRequests)
    .groupBy(serviceRequests.status);
  const counts = Object.fromEntries([
    ["all", 0],
    ...REQUEST_STATUSES.map((status) => [status, 0]),
  ]) as AppointmentRequestList["counts"];
  for (const { status, total } of grouped) {
    counts[status] = total;
    counts.all += total;
  }
  const total = counts[params.status];
  const pageSize = APPOINTMENT_REQUESTS_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows =
    total === 0
      ? []
      : await loadRequestRows(db, {
          where: params.status === "all" ? undefined : eq(serviceRequests.status, params.status),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
  return { rows, total, page, pageCount, pageSize, counts };
}
