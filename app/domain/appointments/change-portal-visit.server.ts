import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, customers, serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { notifyCompanyOfCustomerAppointmentChange } from "~/domain/notifications/notify-company-of-customer-appointment-change.server";
import { cancelBooking } from "~/domain/scheduling/cancel-booking.server";
import { rescheduleBooking } from "~/domain/scheduling/reschedule-booking.server";
import {
  findVisibleAppointment,
  type BookingActor,
  type VisibleAppointment,
} from "~/domain/scheduling/visible-appointment.server";
import { serviceRequestMessage } from "./insert-appointment-with-request.server";
import { PortalVisitEditSchema, type PortalVisitEdit } from "./portal-booking-schemas";
import { customerCanEdit } from "./requested-time-rules";

/**
 * The customer edits one of their booked visits (the spec's edit mode; issue 34 item 5), in ONE transaction: the
 * service address, phone and notes, and, when a window is picked, the move to it through rescheduleBooking as the
 * customer (their own visits only, 24 hours or more ahead, the new window under bookWindow's rules; confirmed again at
 * once with auto-confirm, else scheduled for staff; calendar sequence raised). A move mails the customer the
 * rescheduled visit with its calendar file; any change tells the office (the confirmation withdrawn or kept) and
 * queues the CRM job; an edit that changes nothing does nothing.
 * Throws NOT_FOUND for an id not theirs (nothing changes), CONFLICT (`form` notEditable) inside 24 hours, BAD_INPUT
 * (`serviceAddress`, `phone`, `customerNotes`, `window`, `zipCode`), OUTSIDE_AREA and WINDOW_TAKEN (`window`).
 */
export async function editPortalVisit(input: {
  user: { id: string };
  appointmentId: unknown;
  input: unknown;
  now?: Date;
  executor?: Executor;
}): Promise<{ appointmentId: string; status: "scheduled" | "confirmed"; changed: boolean; moved: boolean }> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  const actor = { kind: "customer" as const, userId: input.user.id };
  // Another customer's id answers 404 whatever the form holds: nobody learns which ids exist from a field message.
  await findVisibleAppointment(db, { appointmentId: input.appointmentId, actor });
  const parsed = PortalVisitEditSchema.safeParse(input.input);
  if (!parsed.success)
    throw new AppError(
      "BAD_INPUT",
      "The appointment form has invalid fields",
      firstIssuePerField(parsed.error, "window") as Record<string, string>,
    );
  const edit = parsed.data;
  return db.transaction(async (tx) => {
    const current = await findVisibleAppointment(tx, { appointmentId: input.appointmentId, actor, lock: true });
    if (!customerCanEdit(current, now))
      throw new AppError("CONFLICT", `Appointment ${current.id} can no longer be changed by the customer`, {
        form: "notEditable",
      });
    const moved = edit.window ? await moveToWindow(tx, { ...input, actor, windowId: edit.window, edit, now }) : null;
    const detailsChanged =
      edit.serviceAddress !== current.serviceAddress ||
      edit.phone !== current.phone ||
      (edit.customerNotes ?? null) !== current.customerNotes;
    const status = moved?.status ?? (current.status === "confirmed" ? "confirmed" : "scheduled");
    if (!moved && !detailsChanged) return { appointmentId: current.id, status, changed: false, moved: false };
    if (detailsChanged) await saveDetails(tx, current, edit);
    if (moved) {
      await queueBookingEmail(tx, { appointmentId: current.id, change: "rescheduled" });
      await queueVisitTexts(tx, { appointmentId: current.id, event: { kind: "rescheduled" }, now });
    }
    await notifyCompanyOfCustomerAppointmentChange({
      executor: tx,
      appointmentId: current.id,
      change: { kind: "edited", confirmation: confirmationAfter(current.status, status) },
    });
    await enqueueAppointmentSync(tx, { appointmentId: current.id });
    return { appointmentId: current.id, status, changed: true, moved: moved !== null };
  });
}

async function moveToWindow(
  tx: Executor,
  input: {
    user: { id: string };
    appointmentId: unknown;
    actor: BookingActor;
    windowId: string;
    edit: PortalVisitEdit;
    now: Date;
  },
) {
  // Only for a visit from before windows, which has no zip code of its own: the record's, else the form's.
  const [record] = await tx
    .select({ zipCode: customers.zipCode })
    .from(customers)
    .where(eq(customers.userId, input.user.id));
  return rescheduleBooking({
    appointmentId: input.appointmentId,
    actor: input.actor,
    windowId: input.windowId,
    zipCode: record?.zipCode?.trim() || input.edit.zipCode,
    now: input.now,
    executor: tx,
  });
}

/** The visit's address, phone and notes, and its service request's copy of them (the office's list reads those). */
async function saveDetails(tx: Executor, current: VisibleAppointment, edit: PortalVisitEdit): Promise<void> {
  const customerNotes = edit.customerNotes ?? null;
  await tx
    .update(appointments)
    .set({ serviceAddress: edit.serviceAddress, phone: edit.phone, customerNotes, updatedAt: sql`now()` })
    .where(eq(appointments.id, current.id));
  if (current.serviceRequestId)
    await tx
      .update(serviceRequests)
      .set({
        phone: edit.phone,
        message: serviceRequestMessage({ serviceAddress: edit.serviceAddress, customerNotes }),
        updatedAt: sql`now()`,
      })
      .where(eq(serviceRequests.id, current.serviceRequestId));
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
    await queueVisitTexts(tx, { appointmentId: cancelled.appointmentId, event: { kind: "cancelled" }, now: input.now });
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
