import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfAppointmentRequest } from "~/domain/notifications/notify-company-of-appointment-request.server";
import { sendAppointmentRequestedEmail } from "~/domain/notifications/send-appointment-requested-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { AppointmentRequestSchema } from "./appointment-schemas";
import { parseAppointmentInput } from "./appointment-input.server";
import { insertAppointmentWithRequest } from "./insert-appointment-with-request.server";

export type CreatedAppointment = { appointmentId: string; serviceRequestId: string; status: "scheduled" };

/**
 * A customer's appointment request (spec document 1 §7, DECISIONS.md §2-§4). In ONE transaction: the user's
 * customer record found or made, the service request (pending) and the appointment (scheduled, address and phone
 * in their own columns), the customer's "request received" mail, the office's notification and the CRM job; so
 * either all of it happens or none. It is never confirmed at once: auto-confirm is for bookings into free windows
 * (bookWindow, DECISIONS.md §5); the portal books those now, and this free-time request stays for staff's tools and
 * the tests that need a plain request.
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
    const { customer } = await ensureCustomerRecord({ userId: input.user.id, executor: tx });
    const { appointmentId, serviceRequestId } = await insertAppointmentWithRequest(tx, {
      customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: input.user.email },
      visit: request,
      confirmed: false,
    });
    await sendAppointmentRequestedEmail({ executor: tx, appointmentId });
    await notifyCompanyOfAppointmentRequest({ executor: tx, appointmentId });
    await enqueueAppointmentSync(tx, { appointmentId });
    return { appointmentId, serviceRequestId, status: "scheduled" as const };
  });
}
