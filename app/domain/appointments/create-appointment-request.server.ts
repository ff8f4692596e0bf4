import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfAppointmentRequest } from "~/domain/notifications/notify-company-of-appointment-request.server";
import { sendAppointmentRequestedEmail } from "~/domain/notifications/send-appointment-requested-email.server";
import { sendAppointmentStatusEmail } from "~/domain/notifications/send-appointment-status-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { AppointmentRequestSchema } from "./appointment-schemas";
import { parseAppointmentInput } from "./appointment-input.server";
import { insertAppointmentWithRequest } from "./insert-appointment-with-request.server";
import { qualifiesForAutoConfirm } from "./requested-time-rules";

export type CreatedAppointment = { appointmentId: string; serviceRequestId: string; status: "scheduled" | "confirmed" };

/**
 * A customer's appointment request (spec document 1 §7, DECISIONS.md §2-§4). In ONE transaction: the user's
 * customer record found or made, the service request (pending) and the appointment (scheduled, address and phone
 * in their own columns), the customer's "request received" mail, the office's notification and the CRM job; so
 * either all of it happens or none. With auto-confirm on, a request 48 hours ahead inside business hours is
 * confirmed at once (service request 'scheduled') and the customer is told it is confirmed instead.
 * Throws AppError BAD_INPUT with field message keys for a bad form or a refused time.
 */
export async function createAppointmentRequest(input: {
  user: { id: string; email: string };
  input: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<CreatedAppointment> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const settings = await getSettings({ executor: tx });
    const request = parseAppointmentInput({
      schema: AppointmentRequestSchema,
      value: input.input,
      hours: settings.businessHours,
      now,
    });
    const confirmAtOnce = qualifiesForAutoConfirm({
      autoConfirm: settings.autoConfirm,
      value: request.appointmentDate,
      durationMinutes: request.durationMinutes,
      hours: settings.businessHours,
      now,
    });
    const { customer } = await ensureCustomerRecord({ userId: input.user.id, executor: tx });
    const { appointmentId, serviceRequestId } = await insertAppointmentWithRequest(tx, {
      customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: input.user.email },
      visit: request,
      confirmed: confirmAtOnce,
    });
    if (confirmAtOnce) await sendAppointmentStatusEmail({ executor: tx, appointmentId, status: "confirmed" });
    else await sendAppointmentRequestedEmail({ executor: tx, appointmentId });
    await notifyCompanyOfAppointmentRequest({ executor: tx, appointmentId });
    await enqueueAppointmentSync(tx, { appointmentId });
    return { appointmentId, serviceRequestId, status: confirmAtOnce ? ("confirmed" as const) : ("scheduled" as const) };
  });
}
