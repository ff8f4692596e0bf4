import { NEXT_FREE_WINDOWS_OFFERED } from "~/config/business-rules";
import type { Executor, Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { insertAppointmentWithRequest } from "~/domain/appointments/insert-appointment-with-request.server";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { addDays, businessDateOf, isBusinessDate } from "./business-time";
import { nextFreeWindows } from "./free-windows";
import { isLockTimeout, lockScheduleDay } from "./lock-schedule-day.server";
import { pickTechnician } from "./pick-technician";
import { readSchedule } from "./read-schedule.server";
import { parseWindowId, scheduleWindowsOn } from "./schedule-windows";
import { assessWindow, capacityContext } from "./window-capacity";
import { WindowTakenError } from "./window-taken-error";
import type { ScheduleWindow, SchedulingTechnician } from "./window-types";
import { zonesForZip, type ZipZones } from "./zones-for-zip.server";

const MINUTE_MS = 60_000;

/**
 * Who books. A customer or visitor ("self") takes what the rules offer. Staff may name the technician (used only if
 * they can take the window) and, with `override`, book a window that is full: the visit is marked over capacity and
 * the audit entry says so.
 */
export type BookingBooker =
  { kind: "self" } | { kind: "staff"; actor: { id: string }; override?: boolean; technicianId?: string };

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

export type BookedWindow = {
  appointmentId: string;
  serviceRequestId: string;
  status: "scheduled" | "confirmed";
  window: { id: string; date: string; start: string; end: string; startsAt: string; endsAt: string };
  technician: { id: string; name: string } | null;
  zipCode: string;
  zone: string;
  durationMinutes: number;
  busyUntil: string;
  overCapacity: boolean;
};

type Plan = {
  input: BookWindowInput;
  now: Date;
  scheduling: Awaited<ReturnType<typeof getSettings>>["scheduling"];
  autoConfirm: boolean;
  where: ZipZones;
  window: ScheduleWindow;
};

/** Thrown inside the transaction when no place is left; answered outside it, once the day's lock is released. */
class NoPlaceLeft extends Error {}

/**
 * Books a visit into an arrival window with capacity enforced in ONE transaction (ADR 074): the window and zip are
 * checked, the business day's lock row is taken (`for update`, bounded by lock_timeout), that day's technicians and
 * visits are re-read, and an eligible free technician is picked (fewest booked minutes that day, then name) before the
 * service request and appointment are inserted. Confirmed at once for staff, or with the settings' auto-confirm.
 * Staff bookings get the audit entry `appointment.book`. The caller adds its e-mails and jobs (in its own
 * transaction passed as `executor`, to commit with the booking).
 *
 * Throws BAD_INPUT with field keys: `window` (windowInvalid, windowClosedDay, windowPast, windowTooSoon,
 * windowBeyondHorizon), `zipCode` (zipInvalid), `serviceType` (serviceTypeUnknown), `technicianId`
 * (technicianUnavailable); OUTSIDE_AREA for a zip code in no zone; WindowTakenError (WINDOW_TAKEN) with the next free
 * windows when no place is left for this booker or the day's lock was not had in time.
 */
export async function bookWindow(input: BookWindowInput): Promise<BookedWindow> {
  const now = input.now ?? new Date();
  const db = input.executor ?? (await database());
  const plan = await planBooking(db, input, now);
  try {
    return await db.transaction((tx) => bookUnderDayLock(tx, plan));
  } catch (error) {
    if (error instanceof NoPlaceLeft) throw await windowTaken(db, plan, error.message);
    if (isLockTimeout(error)) throw await windowTaken(db, plan, "the day's lock was not free in time", error);
    throw error;
  }
}

function windowProblem(key: string, detail: string): AppError {
  return new AppError("BAD_INPUT", `The booking's window is refused: ${detail}`, { window: key });
}

/** Everything that needs no lock: the settings, the zip code's zones, the window itself and its time rules. */
async function planBooking(db: Executor, input: BookWindowInput, now: Date): Promise<Plan> {
  const settings = await getSettings({ executor: db });
  const scheduling = settings.scheduling;
  const where = await zonesForZip({ zipCode: input.zipCode, executor: db });
  const parsed = parseWindowId(input.windowId);
  if (!parsed || !isBusinessDate(parsed.date)) throw windowProblem("windowInvalid", input.windowId);
  const ofDay = scheduleWindowsOn(scheduling, parsed.date);
  if (ofDay.length === 0) throw windowProblem("windowClosedDay", input.windowId);
  const window = ofDay.find((candidate) => candidate.start === parsed.start);
  if (!window) throw windowProblem("windowInvalid", input.windowId);
  const timeOnly = assessWindow(
    capacityContext({ ...capacityBase({ input, now, scheduling, where }), technicians: [], busy: [] }),
    window,
  ).availability.refusal;
  if (timeOnly === "past") throw windowProblem("windowPast", input.windowId);
  if (timeOnly === "leadTime") throw windowProblem("windowTooSoon", input.windowId);
  if (timeOnly === "beyondHorizon") throw windowProblem("windowBeyondHorizon", input.windowId);
  return { input, now, scheduling, autoConfirm: settings.autoConfirm, where, window };
}

function capacityBase(plan: Pick<Plan, "input" | "now" | "scheduling" | "where">) {
  return {
    scheduling: plan.scheduling,
    now: plan.now,
    serviceType: plan.input.visit.serviceType,
    zones: plan.where.zones,
    booker: plan.input.booker.kind,
  };
}

async function bookUnderDayLock(tx: Transaction, plan: Plan): Promise<BookedWindow> {
  const { input, window, where } = plan;
  const { booker } = input;
  await lockScheduleDay(tx, window.date, input.lockTimeoutMs);
  const schedule = await readSchedule(tx, {
    serviceType: input.visit.serviceType,
    zones: where.zones,
    from: window.date,
    to: window.date,
  });
  const context = capacityContext({ ...capacityBase(plan), technicians: schedule.technicians, busy: schedule.busy });
  const { availability, working, free } = assessWindow(context, window);
  const override = booker.kind === "staff" && booker.override === true;
  let technician: SchedulingTechnician | null;
  let overCapacity = false;
  if (booker.kind === "staff" && booker.technicianId) {
    const named = working.find((candidate) => candidate.id === booker.technicianId);
    if (!named)
      throw new AppError("BAD_INPUT", "The named technician cannot take this window", {
        technicianId: "technicianUnavailable",
      });
    if (!free.includes(named) && !override) throw new NoPlaceLeft(`${named.id} is busy`);
    technician = named;
    overCapacity = !free.includes(named);
  } else if (availability.bookable) {
    technician = pickTechnician(free, schedule.busy, window.date);
  } else if (override) {
    // Past capacity on purpose: the least loaded technician who works then, or none for the office to assign.
    technician = pickTechnician(working, schedule.busy, window.date);
    overCapacity = true;
  } else {
    throw new NoPlaceLeft(`${availability.refusal}, ${availability.freeTechnicians} free`);
  }
  const durationMinutes = context.durationMinutes;
  const busyUntil = new Date(
    window.startsAt.getTime() + (durationMinutes + plan.scheduling.travelBufferMinutes) * MINUTE_MS,
  );
  const confirmed = booker.kind === "staff" || plan.autoConfirm;
  const { appointmentId, serviceRequestId } = await insertAppointmentWithRequest(tx, {
    customer: input.customer,
    visit: { ...input.visit, appointmentInstant: window.startsAt, durationMinutes },
    confirmed,
    technicianName: technician?.name ?? null,
    placement: {
      windowEnd: window.endsAt,
      technicianId: technician?.id ?? null,
      busyUntil,
      zipCode: where.zipCode,
      zone: where.zone,
      overCapacity,
    },
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
        appointmentDate: window.startsAt.toISOString(),
        window: window.id,
        technicianId: technician?.id ?? null,
        ...(technician ? { technicianName: technician.name } : {}),
        zone: where.zone,
        ...(overCapacity ? { overCapacity: true } : {}),
      },
    });
  return {
    appointmentId,
    serviceRequestId,
    status: confirmed ? "confirmed" : "scheduled",
    window: {
      id: window.id,
      date: window.date,
      start: window.start,
      end: window.end,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
    },
    technician: technician ? { id: technician.id, name: technician.name } : null,
    zipCode: where.zipCode,
    zone: where.zone,
    durationMinutes,
    busyUntil: busyUntil.toISOString(),
    overCapacity,
  };
}

/** The answer to a window with no place left: the next free windows for the same booker, up to the horizon. */
async function windowTaken(db: Executor, plan: Plan, detail: string, cause?: unknown): Promise<WindowTakenError> {
  const from = plan.window.date > businessDateOf(plan.now) ? plan.window.date : businessDateOf(plan.now);
  const to = addDays(businessDateOf(plan.now), plan.scheduling.horizonDays);
  const schedule = await readSchedule(db, {
    serviceType: plan.input.visit.serviceType,
    zones: plan.where.zones,
    from,
    to,
  });
  const next =
    from > to
      ? []
      : nextFreeWindows({
          ...capacityBase(plan),
          technicians: schedule.technicians,
          busy: schedule.busy,
          from,
          to,
          after: plan.window.startsAt.toISOString(),
          limit: NEXT_FREE_WINDOWS_OFFERED,
        });
  return new WindowTakenError(plan.window.id, next, detail, cause === undefined ? undefined : { cause });
}
