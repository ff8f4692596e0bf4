import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfCustomerAppointmentChange } from "~/domain/notifications/notify-company-of-customer-appointment-change.server";
import { followPlanVisitAppointment } from "~/domain/plan-visits/follow-plan-visit-appointment.server";
import { lockOwnAppointment } from "./own-appointment.server";
import { customerCanCancel } from "./requested-time-rules";

/**
 * The customer cancels their own scheduled or confirmed appointment, at least APPOINTMENT_CANCEL_MIN_NOTICE_HOURS
 * ahead (terms of service, DECISIONS.md §4). The linked service request is cancelled with it, the office is told
 * (as the customer's cancellation) and the CRM item updated, in one transaction.
 * Throws NOT_FOUND for an id that is not the user's, CONFLICT (field `form`: "notCancellable") otherwise refused.
 */
export async function cancelAppointment(input: {
  user: { id: string };
  appointmentId: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ appointmentId: string; status: "cancelled" }> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const current = await lockOwnAppointment(tx, { userId: input.user.id, appointmentId: input.appointmentId });
    if (!customerCanCancel(current, now)) {
      throw new AppError(
        "CONFLICT",
        `Appointment ${current.id} (${current.status}) can no longer be cancelled by the customer`,
        { form: "notCancellable" },
      );
    }
    await tx
      .update(appointments)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(eq(appointments.id, current.id));
    // A plan visit cancelled by its customer waits for a new booking, as one cancelled by staff does (ADR 083), and
    // its member's next service is the visit's own due date again.
    await followPlanVisitAppointment(tx, { appointmentId: current.id, to: "cancelled", reopened: false, now });
    if (current.serviceRequestId) {
      await tx
        .update(serviceRequests)
        .set({ status: "cancelled", updatedAt: sql`now()` })
        .where(eq(serviceRequests.id, current.serviceRequestId));
    }
    await notifyCompanyOfCustomerAppointmentChange({
      executor: tx,
      appointmentId: current.id,
      change: { kind: "cancelled" },
    });
    await enqueueAppointmentSync(tx, { appointmentId: current.id });
    return { appointmentId: current.id, status: "cancelled" as const };
  });
}
