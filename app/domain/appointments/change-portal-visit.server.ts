import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { notifyCompanyOfCustomerAppointmentChange } from "~/domain/notifications/notify-company-of-customer-appointment-change.server";
import { cancelBooking } from "~/domain/scheduling/cancel-booking.server";
import { rescheduleBooking } from "~/domain/scheduling/reschedule-booking.server";
import { findVisibleAppointment } from "~/domain/scheduling/visible-appointment.server";
import { PortalRescheduleSchema } from "./portal-booking-schemas";

/**
 * The customer moves one of their booked visits to another free window (issue 34 item 5), in ONE transaction:
 * rescheduleBooking as the customer (their own visits only, 24 hours or more ahead, the new window under bookWindow's
 * rules; confirmed again at once with auto-confirm, else scheduled for staff; calendar sequence raised), the
 * customer's reschedule e-mail, the office's notice (the confirmation withdrawn or kept) and the CRM job.
 * Throws NOT_FOUND for an id not theirs (nothing changes), CONFLICT (`form` notEditable) inside 24 hours, BAD_INPUT
 * (`window`, `zipCode`), OUTSIDE_AREA and WINDOW_TAKEN (`window` windowTaken).
 */
export async function reschedulePortalVisit(input: {
  user: { id: string };
  appointmentId: unknown;
  input: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ appointmentId: string; status: "scheduled" | "confirmed" }> {
  const db = input.executor ?? (await database());
  // Another customer's id answers 404 whatever the form holds: nobody learns which ids exist from a field message.
  await findVisibleAppointment(db, {
    appointmentId: input.appointmentId,
    actor: { kind: "customer", userId: input.user.id },
  });
  const parsed = PortalRescheduleSchema.safeParse(input.input);
  if (!parsed.success)
    throw new AppError(
      "BAD_INPUT",
      "The reschedule form has invalid fields",
      firstIssuePerField(parsed.error, "window") as Record<string, string>,
    );
  return db.transaction(async (tx) => {
    // Only for a visit from before windows, which has no zip code of its own: the record's, else the form's.
    const [record] = await tx
      .select({ zipCode: customers.zipCode })
      .from(customers)
      .where(eq(customers.userId, input.user.id));
    const moved = await rescheduleBooking({
      appointmentId: input.appointmentId,
      actor: { kind: "customer", userId: input.user.id },
      windowId: parsed.data.window,
      zipCode: record?.zipCode?.trim() || parsed.data.zipCode,
      now: input.now,
      executor: tx,
    });
    await queueBookingEmail(tx, { appointmentId: moved.appointmentId, change: "rescheduled" });
    await notifyCompanyOfCustomerAppointmentChange({
      executor: tx,
      appointmentId: moved.appointmentId,
      change: { kind: "edited", confirmation: confirmationAfter(moved.previous.status, moved.status) },
    });
    await enqueueAppointmentSync(tx, { appointmentId: moved.appointmentId });
    return { appointmentId: moved.appointmentId, status: moved.status };
  });
}

/**
 * The customer cancels one of their booked visits (issue 34 item 5), 24 hours or more ahead, in ONE transaction:
 * cancelBooking as the customer (the place released, the calendar sequence raised), the cancellation e-mail with
 * its CANCEL calendar file, the office's notice and the CRM job. Throws NOT_FOUND for an id not theirs, CONFLICT
 * (`form` notCancellable) inside 24 hours.
 */
export async function cancelPortalVisit(input: {
  user: { id: string };
  appointmentId: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ appointmentId: string; status: "cancelled" }> {
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const cancelled = await cancelBooking({
      appointmentId: input.appointmentId,
      actor: { kind: "customer", userId: input.user.id },
      now: input.now,
      executor: tx,
    });
    await queueBookingEmail(tx, { appointmentId: cancelled.appointmentId, change: "cancelled" });
    await notifyCompanyOfCustomerAppointmentChange({
      executor: tx,
      appointmentId: cancelled.appointmentId,
      change: { kind: "cancelled" },
    });
    await enqueueAppointmentSync(tx, { appointmentId: cancelled.appointmentId });
    return { appointmentId: cancelled.appointmentId, status: "cancelled" as const };
  });
}

/** What the office is told of the visit's confirmation: given up, kept, or there was none to begin with. */
function confirmationAfter(before: string, after: "scheduled" | "confirmed"): "withdrawn" | "kept" | null {
  if (before !== "confirmed") return null;
  return after === "confirmed" ? "kept" : "withdrawn";
}
