import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, user } from "~/db/schema";
import { AppError, isAppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { sendAppointmentStatusEmail } from "~/domain/notifications/send-appointment-status-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { parseAppointmentInput } from "./appointment-input.server";
import { insertAppointmentWithRequest } from "./insert-appointment-with-request.server";
import { BookingCustomerIdSchema, StaffBookingSchema } from "./staff-appointment-schemas";

export type BookedAppointment = {
  appointmentId: string;
  serviceRequestId: string;
  customerName: string;
  serviceType: string;
  appointmentDate: string;
};

/** The refused fields of both checks together, the customer first (the dialog's order). */
function badInput(fieldErrors: Record<string, string>): AppError {
  return new AppError("BAD_INPUT", "The booking form has invalid fields", fieldErrors);
}

/**
 * Staff book an appointment for a customer who phones in (issue 12): the portal request's fields and rules
 * (business hours, lead time) plus the technician. Since staff agreed the time on the phone, it is created
 * confirmed (service request 'scheduled'). In ONE transaction: the service request, the appointment, the customer's
 * confirmation e-mail (when the record or its login has an address), the CRM job and the audit entry
 * `appointment.book`. Throws BAD_INPUT with field message keys of `admin.appointments.validation`.
 */
export async function bookAppointmentForCustomer(input: {
  actor: Pick<SessionUser, "id">;
  customerId: unknown;
  input: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<BookedAppointment> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const settings = await getSettings({ executor: tx });
    const customerId = BookingCustomerIdSchema.safeParse(input.customerId);
    const customerErrors: Record<string, string> = customerId.success
      ? {}
      : { customerId: customerId.error.issues[0]?.message ?? "customerRequired" };
    let booking: ReturnType<typeof parseAppointmentInput<typeof StaffBookingSchema>>;
    try {
      booking = parseAppointmentInput({
        schema: StaffBookingSchema,
        value: input.input,
        hours: settings.businessHours,
        now,
      });
    } catch (error) {
      if (isAppError(error) && error.code === "BAD_INPUT") throw badInput({ ...customerErrors, ...error.fieldErrors });
      throw error;
    }
    if (!customerId.success) throw badInput(customerErrors);
    const [customer] = await tx
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        loginEmail: user.email,
      })
      .from(customers)
      .leftJoin(user, eq(user.id, customers.userId))
      .where(eq(customers.id, customerId.data));
    if (!customer) throw badInput({ customerId: "customerUnknown" });
    const customerName = `${customer.firstName} ${customer.lastName}`.trim();
    const { appointmentId, serviceRequestId } = await insertAppointmentWithRequest(tx, {
      customer: { id: customer.id, name: customerName, email: customer.loginEmail ?? customer.email },
      visit: booking,
      confirmed: true,
      technicianName: booking.technicianName,
      technicianNotes: booking.technicianNotes,
    });
    await sendAppointmentStatusEmail({ executor: tx, appointmentId, status: "confirmed" });
    await queueVisitTexts(tx, { appointmentId, event: { kind: "confirmed" }, now });
    await enqueueAppointmentSync(tx, { appointmentId });
    await recordAudit(tx, {
      actor: input.actor,
      action: "appointment.book",
      entity: "appointment",
      entityId: appointmentId,
      details: {
        customerId: customer.id,
        serviceRequestId: serviceRequestId,
        serviceType: booking.serviceType,
        appointmentDate: booking.appointmentInstant.toISOString(),
        ...(booking.technicianName ? { technicianName: booking.technicianName } : {}),
      },
    });
    return {
      appointmentId,
      serviceRequestId: serviceRequestId,
      customerName,
      serviceType: booking.serviceType,
      appointmentDate: booking.appointmentInstant.toISOString(),
    };
  });
}
