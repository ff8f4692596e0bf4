import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfCustomerAppointmentChange } from "~/domain/notifications/notify-company-of-customer-appointment-change.server";
import { syncNextServiceDueOfAppointment } from "~/domain/plan-visits/sync-next-service-due.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { AppointmentEditSchema } from "./appointment-schemas";
import { parseAppointmentInput } from "./appointment-input.server";
import { serviceRequestMessage } from "./insert-appointment-with-request.server";
import { lockOwnAppointment } from "./own-appointment.server";
import { customerCanEdit, keepsVisitTime } from "./requested-time-rules";

/**
 * The customer changes their own appointment (DECISIONS.md §4): only a scheduled or confirmed one at least 24 hours
 * ahead, to a time that itself meets the request rules (a time left as it was is not checked again). The service type
 * is kept as it is. A confirmed appointment whose date or duration changes goes back to scheduled (its service request
 * back to pending) for staff to confirm again; one whose address, phone or notes alone change stays confirmed (issue
 * 33). The office is told which, and the CRM item updated, all in one transaction.
 * Throws NOT_FOUND for an id that is not the user's, CONFLICT (field `form`: "notEditable") when it may no longer
 * change, BAD_INPUT with field message keys for a bad form.
 */
export async function editAppointment(input: {
  user: { id: string };
  appointmentId: unknown;
  input: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ appointmentId: string; status: "scheduled" | "confirmed" }> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const current = await lockOwnAppointment(tx, { userId: input.user.id, appointmentId: input.appointmentId });
    if (!customerCanEdit(current, now)) {
      throw new AppError(
        "CONFLICT",
        `Appointment ${current.id} (${current.status}) can no longer be edited by the customer`,
        { form: "notEditable" },
      );
    }
    const settings = await getSettings({ executor: tx });
    const edit = parseAppointmentInput({
      schema: AppointmentEditSchema,
      value: input.input,
      hours: settings.businessHours,
      now,
      keptTime: current,
    });
    const wasConfirmed = current.status === "confirmed";
    const timeKept = keepsVisitTime(current, {
      appointmentDate: edit.appointmentInstant,
      durationMinutes: edit.durationMinutes,
    });
    const status = wasConfirmed && timeKept ? "confirmed" : "scheduled";
    await tx
      .update(appointments)
      .set({
        // A time kept is kept exactly (the form shows minutes only).
        appointmentDate: timeKept ? current.appointmentDate : edit.appointmentInstant,
        durationMinutes: edit.durationMinutes,
        serviceAddress: edit.serviceAddress,
        phone: edit.phone,
        customerNotes: edit.customerNotes,
        status,
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, current.id));
    // A plan visit's booked day is the member's next service (issue 37 item 4).
    if (!timeKept) await syncNextServiceDueOfAppointment(tx, current.id);
    if (current.serviceRequestId) {
      await tx
        .update(serviceRequests)
        .set({
          phone: edit.phone,
          message: serviceRequestMessage(edit),
          ...(wasConfirmed && !timeKept ? { status: "pending" as const } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(serviceRequests.id, current.serviceRequestId));
    }
    await notifyCompanyOfCustomerAppointmentChange({
      executor: tx,
      appointmentId: current.id,
      change: { kind: "edited", confirmation: wasConfirmed ? (timeKept ? "kept" : "withdrawn") : null },
    });
    await enqueueAppointmentSync(tx, { appointmentId: current.id });
    return { appointmentId: current.id, status };
  });
}
