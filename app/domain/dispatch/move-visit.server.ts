import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { AppError, isAppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { announceBackOfficeChange } from "~/domain/live-updates/announce-back-office-change.server";
import { queueVisitTexts } from "~/domain/messaging/queue-visit-texts.server";
import { queueBookingEmail } from "~/domain/notifications/booking-email.server";
import { rescheduleBooking } from "~/domain/scheduling/reschedule-booking.server";
import { findVisibleAppointment } from "~/domain/scheduling/visible-appointment.server";
import { isWindowTakenError } from "~/domain/scheduling/window-taken-error";
import { MoveVisitSchema, type MoveVisitValidationKey } from "./dispatch-schemas";

export type MovedVisit = {
  appointmentId: string;
  technician: { id: string; name: string } | null;
  window: { id: string; date: string; start: string; end: string };
  overCapacity: boolean;
  timeChanged: boolean;
};

/**
 * Staff assign or move a visit on the dispatch board (issue 35 item 1) to a technician and an arrival window, of the
 * same day or another, in ONE transaction: rescheduleBooking as staff naming the technician (the window's day lock,
 * the day's visits re-read without this one, the same capacity check as every booking, the calendar sequence raised,
 * the audit entry `appointment.reschedule`), then the customer's reschedule e-mail when the time changed, the CRM
 * job and the board's live update. A move that would overbook is refused with a field the Move dialog turns into
 * the override question: CONFLICT (`override` windowFull or technicianBusy), BAD_INPUT (`override`
 * technicianNotEligible) for a technician off shift or not covering the zone or service type; with `override` it is
 * booked over capacity (appointments.over_capacity) and the audit entry says so.
 *
 * Throws FORBIDDEN for anyone but staff, NOT_FOUND for an unknown visit, CONFLICT (`form` notMovable) for a cancelled
 * or completed one, BAD_INPUT for a bad form or window (the booking's `window` keys).
 */
export async function moveVisit(input: {
  actor: { id: string; isAdmin: boolean };
  appointmentId: unknown;
  input: unknown;
  now?: Date;
  executor?: Executor;
  /** Tests only: the day lock's wait instead of SCHEDULE_DAY_LOCK_TIMEOUT_MS. */
  lockTimeoutMs?: number;
}): Promise<MovedVisit> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can move visits on the dispatch board");
  const db = input.executor ?? (await database());
  const staff = { kind: "staff" as const, actor: { id: input.actor.id } };
  const current = await findVisibleAppointment(db, { appointmentId: input.appointmentId, actor: staff });
  const parsed = MoveVisitSchema.safeParse(input.input);
  if (!parsed.success)
    throw new AppError(
      "BAD_INPUT",
      "The move form has invalid fields",
      firstIssuePerField(parsed.error, "window") as Record<string, string>,
    );
  const { technicianId, window, override } = parsed.data;
  return db.transaction(async (tx) => {
    // Only for a visit booked before windows, which has no zip code of its own: the customer record's.
    const [record] = await tx
      .select({ zipCode: customers.zipCode })
      .from(customers)
      .where(eq(customers.id, current.customerId));
    let moved;
    try {
      moved = await rescheduleBooking({
        appointmentId: current.id,
        actor: { ...staff, technicianId, override },
        windowId: window,
        zipCode: record?.zipCode?.trim() || undefined,
        now: input.now,
        executor: tx,
        lockTimeoutMs: input.lockTimeoutMs,
      });
    } catch (error) {
      throw moveRefusal(error);
    }
    const timeChanged = moved.previous.appointmentDate !== moved.window.startsAt;
    if (timeChanged) {
      await queueBookingEmail(tx, { appointmentId: moved.appointmentId, change: "rescheduled" });
      await queueVisitTexts(tx, { appointmentId: moved.appointmentId, event: { kind: "rescheduled" }, now: input.now });
    }
    await enqueueAppointmentSync(tx, { appointmentId: moved.appointmentId });
    await announceBackOfficeChange(tx, "schedule");
    return {
      appointmentId: moved.appointmentId,
      technician: moved.technician,
      window: { id: moved.window.id, date: moved.window.date, start: moved.window.start, end: moved.window.end },
      overCapacity: moved.overCapacity,
      timeChanged,
    };
  });
}

/** The booking's refusals in the board's words: what needs the override names the `override` field. */
function moveRefusal(error: unknown): unknown {
  const refuse = (code: "CONFLICT" | "BAD_INPUT", key: MoveVisitValidationKey, message: string) =>
    new AppError(code, message, { override: key }, { cause: error });
  if (isWindowTakenError(error))
    return refuse(
      "CONFLICT",
      /is busy$/.test(error.message) ? "technicianBusy" : "windowFull",
      `The move would overbook: ${error.message}`,
    );
  if (!isAppError(error)) return error;
  if (error.fieldErrors?.technicianId === "technicianUnavailable")
    return refuse("BAD_INPUT", "technicianNotEligible", "The technician cannot take this visit without the override");
  if (error.code === "CONFLICT" && error.fieldErrors?.form === "notEditable")
    return new AppError("CONFLICT", error.message, { form: "notMovable" }, { cause: error });
  return error;
}
