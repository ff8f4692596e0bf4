import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { businessLocalToInstant, instantToBusinessLocal, visitHasStarted } from "./requested-time-rules";
import { businessToday } from "~/domain/customers/due-soon-date";
import {
  setAppointmentStatus,
  type AppointmentSchedule,
  type StaffAppointmentStatus,
} from "./set-appointment-status.server";
import { RequestStatusSchema, ScheduleSchema, type StaffRequestStatus } from "./staff-appointment-schemas";

/** The appointment status each request status stands for (DECISIONS.md §4). */
const APPOINTMENT_STATUS_FOR: Record<StaffRequestStatus, StaffAppointmentStatus> = {
  scheduled: "confirmed",
  completed: "completed",
  cancelled: "cancelled",
};

/** What the Complete button offers next: a service record with these fields filled in (staff add the amount). */
export type ServiceRecordPrefill = {
  customerId: string;
  serviceType: string;
  serviceDate: string | null;
  technicianName: string | null;
};

export type RequestStatusResult = {
  requestId: string;
  status: StaffRequestStatus;
  changed: boolean;
  /** Set when the request was completed and belongs to a customer record. */
  serviceRecordPrefill: ServiceRecordPrefill | null;
  /** The service record completing the visit wrote with it (issue 35 item 6), for staff to add the amount. */
  serviceRecordId: string | null;
};

/** The schedule dialog's values, checked: the confirmed time must be a real Miami time still ahead. */
function parseSchedule(value: unknown, now: Date): AppointmentSchedule {
  const parsed = ScheduleSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError(
      "BAD_INPUT",
      "The schedule has invalid fields",
      firstIssuePerField(parsed.error, "appointmentDate") as Record<string, string>,
    );
  const instant = businessLocalToInstant(parsed.data.appointmentDate);
  if (!instant)
    throw new AppError("BAD_INPUT", "The confirmed time does not exist in Miami", { appointmentDate: "dateInvalid" });
  // Staff may agree any time with the customer (an emergency, a Sunday), but not one already past.
  if (instant.getTime() <= now.getTime())
    throw new AppError("BAD_INPUT", "The confirmed time is in the past", { appointmentDate: "datePast" });
  return {
    appointmentDate: instant,
    technicianName: parsed.data.technicianName,
    technicianNotes: parsed.data.technicianNotes,
  };
}

/**
 * Staff set a service request to scheduled, completed or cancelled from any state (spec document 2 §4) on the
 * Appointment Requests screen. The linked appointment moves to confirmed / completed / cancelled through
 * setAppointmentStatus in the same transaction (its e-mail, CRM job and audit entry). Scheduling may carry the
 * schedule dialog's time, technician and notes; on a request already scheduled that re-schedules it. Completing a
 * visit before its start time needs `completedToday` (setAppointmentStatus's rule). A request with no appointment
 * (older rows) just changes its own status, audited as `service_request`. Setting the status it already has, with
 * nothing else changed, changes nothing.
 * Throws BAD_INPUT (field `status` or the schedule's fields, message keys of `admin.appointments.validation`),
 * NOT_FOUND for an unknown request.
 */
export async function setRequestStatus(input: {
  actor: Pick<SessionUser, "id">;
  requestId: unknown;
  status: unknown;
  /** The schedule dialog's fields; only read when scheduling. */
  schedule?: unknown;
  /** Staff's explicit choice to complete a visit before its start time, as done today (issue 33). */
  completedToday?: boolean;
  now?: Date;
  executor?: Executor;
}): Promise<RequestStatusResult> {
  const status = RequestStatusSchema.safeParse(input.status);
  if (!status.success)
    throw new AppError("BAD_INPUT", `Not a status staff can set: ${String(input.status)}`, { status: "statusInvalid" });
  const target = status.data;
  const now = input.now ?? new Date();
  const schedule =
    target === "scheduled" && input.schedule !== undefined ? parseSchedule(input.schedule, now) : undefined;
  const id = z.uuid().safeParse(input.requestId);
  if (!id.success) throw new AppError("NOT_FOUND", "No such appointment request");
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, id.data)).for("update");
    if (!request) throw new AppError("NOT_FOUND", "No such appointment request");
    const [appointment] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.serviceRequestId, request.id))
      .orderBy(desc(appointments.createdAt))
      .limit(1);
    let changed = false;
    let serviceRecordId: string | null = null;
    if (appointment) {
      const result = await setAppointmentStatus({
        executor: tx,
        actor: input.actor,
        appointmentId: appointment.id,
        status: APPOINTMENT_STATUS_FOR[target],
        schedule,
        completedToday: input.completedToday,
        now,
      });
      changed = result.changed;
      serviceRecordId = result.serviceRecordId;
    }
    // No appointment, or one already in that state while the request was not (a row changed by hand).
    if (!changed && request.status !== target) {
      await tx
        .update(serviceRequests)
        .set({ status: target, updatedAt: sql`now()` })
        .where(eq(serviceRequests.id, request.id));
      await recordAudit(tx, {
        actor: input.actor,
        action: "appointment.status",
        entity: "service_request",
        entityId: request.id,
        details: { from: request.status, to: target },
      });
      changed = true;
    }
    return {
      requestId: request.id,
      status: target,
      changed,
      serviceRecordPrefill: target === "completed" ? await prefillFor(tx, request, appointment?.id, now) : null,
      serviceRecordId,
    };
  });
}

/** The record of a completed visit is dated the visit's day in Miami, or today when it was completed before it began. */
async function prefillFor(
  tx: Executor,
  request: { customerId: string | null; serviceType: string },
  appointmentId: string | undefined,
  now: Date,
): Promise<ServiceRecordPrefill | null> {
  if (!request.customerId) return null;
  const [visit] = appointmentId
    ? await tx
        .select({
          serviceType: appointments.serviceType,
          appointmentDate: appointments.appointmentDate,
          technicianName: appointments.technicianName,
        })
        .from(appointments)
        .where(eq(appointments.id, appointmentId))
    : [];
  return {
    customerId: request.customerId,
    serviceType: visit?.serviceType ?? request.serviceType,
    serviceDate: visit
      ? visitHasStarted(visit.appointmentDate, now)
        ? instantToBusinessLocal(visit.appointmentDate).slice(0, 10)
        : businessToday(now)
      : null,
    technicianName: visit?.technicianName ?? null,
  };
}
