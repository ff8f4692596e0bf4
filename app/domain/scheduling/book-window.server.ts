import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { insertAppointmentWithRequest } from "~/domain/appointments/insert-appointment-with-request.server";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { answerRefusal, planWindow, takePlace, windowFacts, type BookingBooker } from "./window-placement.server";
import type { WindowFacts } from "./window-types";
import { zonesForZip } from "./zones-for-zip.server";

export type { BookingBooker };

export type BookWindowInput = {
  /** The customer record the visit belongs to, found or made by the caller (portal, visitor, staff). */
  customer: { id: string; name: string; email: string | null };
  visit: { serviceType: string; serviceAddress: string; phone: string; customerNotes: string | null };
  zipCode: string;
  /** The window as a picker posts it, "YYYY-MM-DDTHH:MM": only a key, every fact about it is recomputed. */
  windowId: string;
  booker: BookingBooker;
  now?: Date;
  /** A transaction of the caller's (its e-mails and jobs then commit with the booking), or the database. */
  executor?: Executor;
  /** Tests only: the day lock's wait instead of SCHEDULE_DAY_LOCK_TIMEOUT_MS. */
  lockTimeoutMs?: number;
};

/** A booked window as the screens show it (plain data). */
export type BookedWindow = {
  appointmentId: string;
  serviceRequestId: string;
  status: "scheduled" | "confirmed";
  window: WindowFacts;
  technician: { id: string; name: string } | null;
  zipCode: string;
  zone: string;
  durationMinutes: number;
  busyUntil: string;
  overCapacity: boolean;
};

/**
 * Books a visit into an arrival window with capacity enforced in ONE transaction (ADR 074): the window and zip code
 * are checked, the business day's lock row is taken (`for update`, bounded by lock_timeout), that day's technicians
 * and visits are re-read, and an eligible free technician is picked (fewest booked minutes that day, then name)
 * before the service request and appointment are inserted. Confirmed at once for staff, or with the settings'
 * auto-confirm. Staff bookings get the audit entry `appointment.book` (with `overCapacity` when overridden). The
 * caller adds its e-mails and jobs (in its own transaction passed as `executor`, to commit with the booking).
 *
 * Throws BAD_INPUT with field keys: `window` (windowInvalid, windowClosedDay, windowPast, windowTooSoon,
 * windowBeyondHorizon), `zipCode` (zipInvalid), `serviceType` (serviceTypeUnknown), `technicianId`
 * (technicianUnavailable); OUTSIDE_AREA (`zipCode` outsideArea) for a zip code in no zone; WindowTakenError
 * (WINDOW_TAKEN, 409) with the next free windows when no place is left for this booker or the day's lock was not had
 * in time.
 */
export async function bookWindow(input: BookWindowInput): Promise<BookedWindow> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  const settings = await getSettings({ executor: db });
  const where = await zonesForZip({ zipCode: input.zipCode, executor: db });
  const plan = planWindow({
    now,
    scheduling: settings.scheduling,
    serviceType: input.visit.serviceType,
    where,
    booker: input.booker,
    windowId: input.windowId,
  });
  const { booker } = input;
  const confirmed = booker.kind === "staff" || settings.autoConfirm;
  try {
    return await db.transaction(async (tx) => {
      const place = await takePlace(tx, plan, { lockTimeoutMs: input.lockTimeoutMs });
      const { technician, placement } = place;
      const { appointmentId, serviceRequestId } = await insertAppointmentWithRequest(tx, {
        customer: input.customer,
        visit: { ...input.visit, appointmentInstant: plan.window.startsAt, durationMinutes: place.durationMinutes },
        confirmed,
        technicianName: technician?.name ?? null,
        placement,
      });
      if (booker.kind === "staff")
        await recordAudit(tx, {
          actor: booker.actor,
          action: "appointment.book",
          entity: "appointment",
          entityId: appointmentId,
          details: {
            customerId: input.customer.id,
            serviceRequestId,
            serviceType: input.visit.serviceType,
            appointmentDate: plan.window.startsAt.toISOString(),
            window: plan.window.id,
            technicianId: technician?.id ?? null,
            ...(technician ? { technicianName: technician.name } : {}),
            zone: where.zone,
            ...(placement.overCapacity ? { overCapacity: true } : {}),
          },
        });
      return {
        appointmentId,
        serviceRequestId,
        status: confirmed ? ("confirmed" as const) : ("scheduled" as const),
        window: windowFacts(plan.window),
        technician: technician ? { id: technician.id, name: technician.name } : null,
        zipCode: where.zipCode,
        zone: where.zone,
        durationMinutes: place.durationMinutes,
        busyUntil: placement.busyUntil.toISOString(),
        overCapacity: placement.overCapacity,
      };
    });
  } catch (error) {
    return answerRefusal(db, plan, error);
  }
}
