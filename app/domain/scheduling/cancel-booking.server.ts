import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { customerCanCancel } from "~/domain/appointments/requested-time-rules";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { followPlanVisitAppointment } from "~/domain/plan-visits/follow-plan-visit-appointment.server";
import { findVisibleAppointment, type BookingActor } from "./visible-appointment.server";

export type CancelledBooking = {
  appointmentId: string;
  status: "cancelled";
  /** What the cancellation e-mail and calendar file name. */
  appointmentDate: string;
  technicianId: string | null;
};

const CHANGEABLE: readonly string[] = ["scheduled", "confirmed"];

/**
 * Cancels a booked visit, which releases its technician's place at once (capacity counts only scheduled and
 * confirmed visits; no day lock is needed, since freeing a place can never overbook). A customer or visitor may
 * cancel only 24 hours or more before the visit (terms of service), staff any scheduled or confirmed visit (audited
 * as `appointment.status`). The service request is cancelled with it. The caller adds e-mails and jobs.
 * Throws NOT_FOUND for an id the actor may not see, CONFLICT (`form` notCancellable) when it may no longer be cancelled.
 */
export async function cancelBooking(input: {
  appointmentId: unknown;
  actor: BookingActor;
  now?: Date;
  executor?: Executor;
}): Promise<CancelledBooking> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const { actor } = input;
    const current = await findVisibleAppointment(tx, { appointmentId: input.appointmentId, actor, lock: true });
    const allowed = actor.kind === "staff" ? CHANGEABLE.includes(current.status) : customerCanCancel(current, now);
    if (!allowed)
      throw new AppError("CONFLICT", `Appointment ${current.id} (${current.status}) can no longer be cancelled`, {
        form: "notCancellable",
      });
    await tx
      .update(appointments)
      // The cancellation's calendar file must outrank the invitation it withdraws (RFC 5545 SEQUENCE).
      .set({ status: "cancelled", calendarSequence: sql`${appointments.calendarSequence} + 1`, updatedAt: sql`now()` })
      .where(eq(appointments.id, current.id));
    // A plan visit cancelled by its customer waits for a new booking, as one cancelled by staff does (ADR 083), and
    // its member's next service is the visit's own due date again.
    await followPlanVisitAppointment(tx, { appointmentId: current.id, to: "cancelled", reopened: false, now });
    if (current.serviceRequestId)
      await tx
        .update(serviceRequests)
        .set({ status: "cancelled", updatedAt: sql`now()` })
        .where(eq(serviceRequests.id, current.serviceRequestId));
    if (actor.kind === "staff")
      await recordAudit(tx, {
        actor: actor.actor,
        action: "appointment.status",
        entity: "appointment",
        entityId: current.id,
        details: { from: current.status, to: "cancelled" },
      });
    return {
      appointmentId: current.id,
      status: "cancelled" as const,
      appointmentDate: current.appointmentDate.toISOString(),
      technicianId: current.technicianId,
    };
  });
}
