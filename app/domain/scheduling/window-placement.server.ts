import { and, eq } from "drizzle-orm";
import { NEXT_FREE_WINDOWS_OFFERED } from "~/config/business-rules";
import type { SchedulingSettings } from "~/config/settings-shapes";
import type { Executor, Transaction } from "~/db/client.server";
import { technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { WindowPlacement } from "~/domain/appointments/insert-appointment-with-request.server";
import { addDays, businessDateOf, isBusinessDate } from "./business-time";
import { nextFreeWindows } from "./free-windows";
import { isLockTimeout, lockScheduleDay } from "./lock-schedule-day.server";
import { pickTechnician } from "./pick-technician";
import { readSchedule } from "./read-schedule.server";
import { parseWindowId, scheduleWindowsOn } from "./schedule-windows";
import { assessWindow, capacityContext } from "./window-capacity";
import { WindowTakenError } from "./window-taken-error";
import type { Booker, MemberPriority, ScheduleWindow, SchedulingTechnician, WindowFacts } from "./window-types";
import type { ZipZones } from "./zones-for-zip.server";

const MINUTE_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who books, for bookWindow and rescheduleBooking. A customer or visitor ("self") takes what the rules offer, with a
 * plan member's priority (`member`, read by the server from the customer's plan inside the booking's transaction). Staff
 * may name the technician (used only if they can take the window) and, with `override`, book a window that is full:
 * the visit is marked over capacity and the audit entry says so.
 */
export type BookingBooker =
  | { kind: "self"; member?: MemberPriority }
  | { kind: "staff"; actor: { id: string }; override?: boolean; technicianId?: string };

/** A window checked against everything that needs no lock: it exists, and its time suits this booker. */
export type WindowPlan = {
  now: Date;
  scheduling: SchedulingSettings;
  serviceType: string;
  where: ZipZones;
  booker: BookingBooker;
  window: ScheduleWindow;
};

/** The place a booking took: its technician and the appointment's window columns. */
export type TakenPlace = {
  technician: SchedulingTechnician | null;
  durationMinutes: number;
  placement: WindowPlacement;
};

/** Thrown inside the transaction when no place is left; answered outside it, once the day's lock is released. */
class NoPlaceLeft extends Error {}

function windowProblem(key: string, detail: string): AppError {
  return new AppError("BAD_INPUT", `The booking's window is refused: ${detail}`, { window: key });
}

function capacityBase(plan: Omit<WindowPlan, "window">) {
  return {
    scheduling: plan.scheduling,
    now: plan.now,
    serviceType: plan.serviceType,
    zones: plan.where.zones,
    booker: plan.booker.kind satisfies Booker,
    member: plan.booker.kind === "self" ? plan.booker.member : undefined,
  };
}

/**
 * The window a picker posted, recomputed from the settings: BAD_INPUT (field `window`) when it is not one
 * (windowInvalid), falls on a day without windows (windowClosedDay), or its time is refused for this booker
 * (windowPast, windowTooSoon, windowBeyondHorizon); `serviceType` serviceTypeUnknown for a type without a duration.
 */
export function planWindow(input: Omit<WindowPlan, "window"> & { windowId: string }): WindowPlan {
  const { windowId, ...base } = input;
  const parsed = parseWindowId(windowId);
  if (!parsed || !isBusinessDate(parsed.date)) throw windowProblem("windowInvalid", windowId);
  const ofDay = scheduleWindowsOn(base.scheduling, parsed.date);
  if (ofDay.length === 0) throw windowProblem("windowClosedDay", windowId);
  const window = ofDay.find((candidate) => candidate.start === parsed.start);
  if (!window) throw windowProblem("windowInvalid", windowId);
  const context = capacityContext({ ...capacityBase(base), technicians: [], busy: [] });
  const timeRefusal = assessWindow(context, window).availability.refusal;
  if (timeRefusal === "past") throw windowProblem("windowPast", windowId);
  if (timeRefusal === "leadTime") throw windowProblem("windowTooSoon", windowId);
  if (timeRefusal === "beyondHorizon") throw windowProblem("windowBeyondHorizon", windowId);
  return { ...base, window };
}

/**
 * Takes a place in the planned window inside the caller's transaction (ADR 074): the business day's lock row first,
 * then that day's technicians and visits re-read (without `exceptAppointmentId`, the visit being moved), then a
 * technician: the one staff named (BAD_INPUT `technicianId` technicianUnavailable when they cannot take the window
 * at all, unless staff override it: any active technician, over capacity), else `keepTechnicianId` when still free, else the free one with the fewest booked minutes that day. A full
 * window throws for `answerRefusal` to turn into WINDOW_TAKEN, unless staff override it (then over capacity).
 */
export async function takePlace(
  tx: Transaction,
  plan: WindowPlan,
  options: { keepTechnicianId?: string | null; exceptAppointmentId?: string; lockTimeoutMs?: number } = {},
): Promise<TakenPlace> {
  const { window, booker } = plan;
  await lockScheduleDay(tx, window.date, options.lockTimeoutMs);
  const schedule = await readSchedule(tx, {
    serviceType: plan.serviceType,
    zones: plan.where.zones,
    from: window.date,
    to: window.date,
    exceptAppointmentId: options.exceptAppointmentId,
  });
  const context = capacityContext({ ...capacityBase(plan), technicians: schedule.technicians, busy: schedule.busy });
  const { availability, working, free } = assessWindow(context, window);
  const override = booker.kind === "staff" && booker.override === true;
  let technician: SchedulingTechnician | null;
  let overCapacity = false;
  if (booker.kind === "staff" && booker.technicianId) {
    const named = working.find((candidate) => candidate.id === booker.technicianId);
    if (named) {
      if (!free.includes(named) && !override) throw new NoPlaceLeft(`${named.id} is busy`);
      technician = named;
      overCapacity = !free.includes(named);
    } else {
      // Off shift, not covering the zone or not doing the service type: only staff's explicit override sends them.
      const outside = override ? await activeTechnician(tx, booker.technicianId) : null;
      if (!outside)
        throw new AppError("BAD_INPUT", "The named technician cannot take this window", {
          technicianId: "technicianUnavailable",
        });
      technician = outside;
      overCapacity = true;
    }
  } else if (availability.bookable) {
    const kept = free.find((candidate) => candidate.id === options.keepTechnicianId);
    technician = kept ?? pickTechnician(free, schedule.busy, window.date);
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
  return {
    technician,
    durationMinutes,
    placement: {
      windowEnd: window.endsAt,
      technicianId: technician?.id ?? null,
      busyUntil,
      zipCode: plan.where.zipCode,
      zone: plan.where.zone,
      overCapacity,
    },
  };
}

/** An active technician by id, as capacity sees them, for staff's override; null for an unknown or inactive one. */
async function activeTechnician(tx: Transaction, id: string): Promise<SchedulingTechnician | null> {
  if (!UUID.test(id)) return null;
  const [row] = await tx
    .select({
      id: technicians.id,
      name: technicians.name,
      active: technicians.active,
      serviceTypes: technicians.serviceTypes,
      zones: technicians.zones,
      weeklyHours: technicians.weeklyHours,
    })
    .from(technicians)
    .where(and(eq(technicians.id, id), eq(technicians.active, true)));
  return row ? { ...row, daysOff: [] } : null;
}

/**
 * What a failed placement answers, once its transaction has rolled back: no place left, or the day's lock not had
 * within lock_timeout, become WindowTakenError with the next free windows for the same booker up to the horizon;
 * anything else is rethrown as it is.
 */
export async function answerRefusal(db: Executor, plan: WindowPlan, error: unknown): Promise<never> {
  if (!(error instanceof NoPlaceLeft) && !isLockTimeout(error)) throw error;
  const today = businessDateOf(plan.now);
  const from = plan.window.date > today ? plan.window.date : today;
  const to = addDays(today, plan.scheduling.horizonDays);
  const schedule = await readSchedule(db, { serviceType: plan.serviceType, zones: plan.where.zones, from, to });
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
  const detail = error instanceof NoPlaceLeft ? error.message : "the day's lock was not free in time";
  throw new WindowTakenError(plan.window.id, next, detail, error instanceof NoPlaceLeft ? undefined : { cause: error });
}

/** The window's facts as plain data for the screens. */
export function windowFacts(window: ScheduleWindow): WindowFacts {
  return {
    id: window.id,
    date: window.date,
    start: window.start,
    end: window.end,
    startsAt: window.startsAt.toISOString(),
    endsAt: window.endsAt.toISOString(),
  };
}
