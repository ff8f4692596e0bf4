import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests } from "~/db/schema";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfAppointmentRequest } from "~/domain/notifications/notify-company-of-appointment-request.server";
import { sendAppointmentRequestedEmail } from "~/domain/notifications/send-appointment-requested-email.server";
import { sendAppointmentStatusEmail } from "~/domain/notifications/send-appointment-status-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { AppointmentRequestSchema } from "./appointment-schemas";
import { parseAppointmentInput } from "./appointment-input.server";
import { qualifiesForAutoConfirm } from "./requested-time-rules";

export type CreatedAppointment = { appointmentId: string; serviceRequestId: string; status: "scheduled" | "confirmed" };

/** The service request's message: what staff read in the requests list (address first, then the customer's notes). */
export function serviceRequestMessage(input: { serviceAddress: string; customerNotes: string | null }): string {
  return input.customerNotes ? `Service address: ${input.serviceAddress}\n${input.customerNotes}` : `Service address: ${input.serviceAddress}`;
}

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
    const request = parseAppointmentInput({ schema: AppointmentRequestSchema, value: input.input, hours: settings.businessHours, now });
    const confirmAtOnce = qualifiesForAutoConfirm({
      autoConfirm: settings.autoConfirm,
      value: request.appointmentDate,
      durationMinutes: request.durationMinutes,
      hours: settings.businessHours,
      now,
    });
    const { customer } = await ensureCustomerRecord({ userId: input.user.id, executor: tx });
    const [serviceRequest] = await tx
      .insert(serviceRequests)
      .values({
        customerId: customer.id,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        email: input.user.email,
        phone: request.phone,
        serviceType: request.serviceType,
        message: serviceRequestMessage(request),
        status: confirmAtOnce ? "scheduled" : "pending",
      })
      .returning({ id: serviceRequests.id });
    const [appointment] = await tx
      .insert(appointments)
      .values({
        customerId: customer.id,
        serviceRequestId: serviceRequest!.id,
        serviceType: request.serviceType,
        appointmentDate: request.appointmentInstant,
        durationMinutes: request.durationMinutes,
        serviceAddress: request.serviceAddress,
        phone: request.phone,
        customerNotes: request.customerNotes,
        status: confirmAtOnce ? "confirmed" : "scheduled",
      })
      .returning({ id: appointments.id });
    const appointmentId = appointment!.id;
    if (confirmAtOnce) await sendAppointmentStatusEmail({ executor: tx, appointmentId, status: "confirmed" });
    else await sendAppointmentRequestedEmail({ executor: tx, appointmentId });
    await notifyCompanyOfAppointmentRequest({ executor: tx, appointmentId });
    await enqueueAppointmentSync(tx, { appointmentId });
    return { appointmentId, serviceRequestId: serviceRequest!.id, status: confirmAtOnce ? ("confirmed" as const) : ("scheduled" as const) };
  });
}
