import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfCustomerAppointmentChange } from "~/domain/notifications/notify-company-of-customer-appointment-change.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { AppointmentEditSchema } from "./appointment-schemas";
import { parseAppointmentInput } from "./appointment-input.server";
import { serviceRequestMessage } from "./insert-appointment-with-request.server";
import { lockOwnAppointment } from "./own-appointment.server";
import { customerCanEdit } from "./requested-time-rules";

/**
 * The customer changes their own appointment (DECISIONS.md §4): only a scheduled or confirmed one at least 24 hours
 * ahead, to a time that itself meets the request rules. The service type is kept as it is. A confirmed appointment
 * goes back to scheduled (its service request back to pending) for staff to confirm again; the office is told and
 * the CRM item updated, all in one transaction.
 * Throws NOT_FOUND for an id that is not the user's, CONFLICT (field `form`: "notEditable") when it may no longer
 * change, BAD_INPUT with field message keys for a bad form.
 */
export async function editAppointment(input: {
  user: { id: string };
  appointmentId: unknown;
  input: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ appointmentId: string; status: "scheduled" }> {
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
    });
    const previouslyConfirmed = current.status === "confirmed";
    await tx
      .update(appointments)
      .set({
        appointmentDate: edit.appointmentInstant,
        durationMinutes: edit.durationMinutes,
        serviceAddress: edit.serviceAddress,
        phone: edit.phone,
        customerNotes: edit.customerNotes,
        status: "scheduled",
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, current.id));
    if (current.serviceRequestId) {
      await tx
        .update(serviceRequests)
        .set({
          phone: edit.phone,
          message: serviceRequestMessage(edit),
          ...(previouslyConfirmed ? { status: "pending" as const } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(serviceRequests.id, current.serviceRequestId));
    }
    await notifyCompanyOfCustomerAppointmentChange({
      executor: tx,
      appointmentId: current.id,
      change: { kind: "edited", previouslyConfirmed },
    });
    await enqueueAppointmentSync(tx, { appointmentId: current.id });
    return { appointmentId: current.id, status: "scheduled" as const };
  });
}
