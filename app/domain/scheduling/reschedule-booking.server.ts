import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { customerCanEdit } from "~/domain/appointments/requested-time-rules";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { syncNextServiceDueOfAppointment } from "~/domain/plan-visits/sync-next-service-due.server";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import type { BookedWindow } from "./book-window.server";
import { answerRefusal, planWindow, takePlace, windowFacts, type BookingBooker } from "./window-placement.server";
import { findVisibleAppointment, type BookingActor } from "./visible-appointment.server";
import { zonesForZip } from "./zones-for-zip.server";

export type { BookingActor };

export type RescheduledBooking = Omit<BookedWindow, "serviceRequestId"> & {
  serviceRequestId: string | null;
  previous: { appointmentDate: string; technicianId: string | null; status: string };
};

const CHANGEABLE: readonly string[] = ["scheduled", "confirmed"];

/**
 * Moves a scheduled or confirmed visit to another arrival window under bookWindow's rules, in ONE transaction: the new
 * day's lock, that day's visits re-read without this one (so its old place is released, even on the same day), the
 * same technician kept when free there, else the least-booked free one (or the one staff name). A customer or visitor
 * may move it only 24 hours or more before its current start (terms of service); staff at any time. The visit is
 * confirmed for staff or with the settings' auto-confirm, else scheduled again for staff to confirm (its request back
 * to pending). The calendar sequence is raised by one. Staff moves get the audit entry `appointment.reschedule`. The
 * caller adds e-mails and jobs.
 *
 * Throws NOT_FOUND for an id the actor may not see (or a malformed one), CONFLICT (`form` notEditable) when the visit
 * may no longer move, BAD_INPUT (`zipCode` zipRequired) for a visit from before windows without a zip code and none
 * given, and bookWindow's BAD_INPUT, OUTSIDE_AREA and WINDOW_TAKEN.
 */
export async function rescheduleBooking(input: {
  appointmentId: unknown;
  actor: BookingActor;
  windowId: string;
  /** Only for a visit booked before windows, which has no zip code of its own. */
  zipCode?: string;
  now?: Date;
  executor?: Executor;
  /** Tests only: the day lock's wait instead of SCHEDULE_DAY_LOCK_TIMEOUT_MS. */
  lockTimeoutMs?: number;
}): Promise<RescheduledBooking> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  const current = await findVisibleAppointment(db, { appointmentId: input.appointmentId, actor: input.actor });
  assertChangeable(current, input.actor, now);
  const zipCode = current.zipCode ?? input.zipCode;
  if (!zipCode) throw new AppError("BAD_INPUT", "The visit has no zip code", { zipCode: "zipRequired" });
  const settings = await getSettings({ executor: db });
  const where = await zonesForZip({ zipCode, executor: db });
  const { actor } = input;
  // A signed-in customer moves it with their plan's priority, read here from our tables; a visitor's link without.
  const member =
    actor.kind === "customer" ? await readMemberBenefits(db, { customerId: current.customerId, now }) : undefined;
  const booker: BookingBooker = actor.kind === "staff" ? { ...actor, kind: "staff" } : { kind: "self", member };
  const plan = planWindow({
    now,
    scheduling: settings.scheduling,
    serviceType: current.serviceType,
    where,
    booker,
    windowId: input.windowId,
  });
  const confirmed = actor.kind === "staff" || settings.autoConfirm;
  try {
    return await db.transaction(async (tx) => {
      const place = await takePlace(tx, plan, {
        keepTechnicianId: current.technicianId,
        exceptAppointmentId: current.id,
        lockTimeoutMs: input.lockTimeoutMs,
      });
      // Locked after the day (the order every booking keeps), and checked again: it may have been cancelled meanwhile.
      const locked = await findVisibleAppointment(tx, { appointmentId: current.id, actor, lock: true });
      assertChangeable(locked, actor, now);
      const { technician, placement } = place;
      await tx
        .update(appointments)
        .set({
          appointmentDate: plan.window.startsAt,
          durationMinutes: place.durationMinutes,
          technicianName: technician?.name ?? null,
          ...placement,
          status: confirmed ? "confirmed" : "scheduled",
          // The customer's calendar entry moves with the mail about it (RFC 5545 SEQUENCE).
          calendarSequence: sql`${appointments.calendarSequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(appointments.id, current.id));
      // A plan visit's booked day is the member's next service (issue 37 item 4).
      await syncNextServiceDueOfAppointment(tx, current.id);
      if (locked.serviceRequestId)
        await tx
          .update(serviceRequests)
          .set({ status: confirmed ? "scheduled" : "pending", updatedAt: sql`now()` })
          .where(eq(serviceRequests.id, locked.serviceRequestId));
      if (actor.kind === "staff")
        await recordAudit(tx, {
          actor: actor.actor,
          action: "appointment.reschedule",
          entity: "appointment",
          entityId: current.id,
          details: {
            from: locked.appointmentDate.toISOString(),
            to: plan.window.startsAt.toISOString(),
            window: plan.window.id,
            technicianId: technician?.id ?? null,
            ...(technician ? { technicianName: technician.name } : {}),
            ...(placement.overCapacity ? { overCapacity: true } : {}),
          },
        });
      return {
        appointmentId: current.id,
        serviceRequestId: locked.serviceRequestId,
        status: confirmed ? ("confirmed" as const) : ("scheduled" as const),
        window: windowFacts(plan.window),
        technician: technician ? { id: technician.id, name: technician.name } : null,
        zipCode: where.zipCode,
        zone: where.zone,
        durationMinutes: place.durationMinutes,
        busyUntil: placement.busyUntil.toISOString(),
        overCapacity: placement.overCapacity,
        previous: {
          appointmentDate: locked.appointmentDate.toISOString(),
          technicianId: locked.technicianId,
          status: locked.status,
        },
      };
    });
  } catch (error) {
    return answerRefusal(db, plan, error);
  }
}

function assertChangeable(
  appointment: { id: string; status: string; appointmentDate: Date },
  actor: BookingActor,
  now: Date,
): void {
  const allowed = actor.kind === "staff" ? CHANGEABLE.includes(appointment.status) : customerCanEdit(appointment, now);
  if (!allowed)
    throw new AppError("CONFLICT", `Appointment ${appointment.id} (${appointment.status}) can no longer be moved`, {
      form: "notEditable",
    });
}
