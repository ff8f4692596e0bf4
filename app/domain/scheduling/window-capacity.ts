import { EMERGENCY_SERVICE_TYPE, isRepairServiceType } from "~/config/service-types";
import { AppError } from "~/domain/app-error";
import { addDays, businessDateOf, minutesOfDay, weekdayOf } from "./business-time";
import type {
  CapacityInput,
  ScheduleWindow,
  SchedulingTechnician,
  WindowAvailability,
  WindowRefusal,
} from "./window-types";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The input read once for many windows: busy stretches and days off by technician, today and the horizon. */
export type CapacityContext = {
  input: CapacityInput;
  durationMinutes: number;
  emergency: boolean;
  /** The booker may take the reserve: Emergency Service, or a repair booked by a member with priority emergency service. */
  takesReserve: boolean;
  today: string;
  lastDate: string;
  busyByTechnician: Map<string, { start: number; end: number }[]>;
  daysOffByTechnician: Map<string, Set<string>>;
};

/** One window's capacity, with the technicians behind the counts (for the booking's pick; never sent to a screen). */
export type WindowAssessment = {
  availability: WindowAvailability;
  working: SchedulingTechnician[];
  free: SchedulingTechnician[];
};

/** Throws BAD_INPUT (field `serviceType`) for a service type the settings give no duration. */
export function capacityContext(input: CapacityInput): CapacityContext {
  const durationMinutes = input.scheduling.durationMinutes[input.serviceType];
  if (!durationMinutes || durationMinutes <= 0)
    throw new AppError("BAD_INPUT", `No visit duration for service type ${input.serviceType}`, {
      serviceType: "serviceTypeUnknown",
    });
  const busyByTechnician = new Map<string, { start: number; end: number }[]>();
  for (const busy of input.busy) {
    const list = busyByTechnician.get(busy.technicianId) ?? [];
    list.push({ start: busy.start.getTime(), end: busy.end.getTime() });
    busyByTechnician.set(busy.technicianId, list);
  }
  const today = businessDateOf(input.now);
  const emergency = input.serviceType === EMERGENCY_SERVICE_TYPE;
  return {
    input,
    durationMinutes,
    emergency,
    takesReserve: emergency || (input.member?.emergencyReserve === true && isRepairServiceType(input.serviceType)),
    today,
    lastDate: addDays(today, input.scheduling.horizonDays),
    busyByTechnician,
    daysOffByTechnician: new Map(input.technicians.map((technician) => [technician.id, new Set(technician.daysOff)])),
  };
}

/**
 * Who can take a window and whether this booker may (ADR 074). A technician works the window when active, doing the
 * service type, covering one of the zones, on shift that weekday from the window's start to the end of the visit
 * (the buffer may run past the shift), and not off that day; they are free when none of their visits overlaps the
 * window's start to the end of the visit plus the travel buffer. The reserve is the reserve share of the working
 * technicians, rounded to the nearest whole one: a customer's booking that is not Emergency Service needs more free
 * places than the reserve until the release time; Emergency Service, staff and a plan member with priority emergency
 * service booking a repair (issue 37 item 5) may take every free place.
 */
export function assessWindow(context: CapacityContext, window: ScheduleWindow): WindowAssessment {
  const { input, durationMinutes } = context;
  const { scheduling } = input;
  const startMs = window.startsAt.getTime();
  const busyEndMs = startMs + (durationMinutes + scheduling.travelBufferMinutes) * MINUTE_MS;
  const weekday = weekdayOf(window.date);
  const startMinute = minutesOfDay(window.start);
  const working = input.technicians.filter((technician) => {
    const hours = technician.weeklyHours[weekday];
    return (
      technician.active &&
      technician.serviceTypes.includes(input.serviceType) &&
      technician.zones.some((zone) => input.zones.includes(zone)) &&
      hours !== null &&
      hours !== undefined &&
      minutesOfDay(hours.start) <= startMinute &&
      startMinute + durationMinutes <= minutesOfDay(hours.end) &&
      !context.daysOffByTechnician.get(technician.id)?.has(window.date)
    );
  });
  const free = working.filter(
    (technician) =>
      !(context.busyByTechnician.get(technician.id) ?? []).some((busy) => busy.start < busyEndMs && busy.end > startMs),
  );
  const reserve = Math.round((scheduling.emergencyReservePercent * working.length) / 100);
  const reserveReleased = input.now.getTime() >= startMs - scheduling.emergencyReserveReleaseHours * HOUR_MS;
  const refusal = windowRefusal(context, window, free.length, reserve, reserveReleased);
  return {
    availability: {
      id: window.id,
      date: window.date,
      start: window.start,
      end: window.end,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
      workingTechnicians: working.length,
      freeTechnicians: free.length,
      reserve,
      reserveReleased,
      bookable: refusal === null,
      refusal,
    },
    working,
    free,
  };
}

/**
 * The first rule a window breaks for this booker. Time first: a customer books no earlier than the lead time
 * (Emergency Service's own, shorter one; a plan member's with priority scheduling: the shorter of the lead time and
 * the member lead time) ahead, so a window the lead time cuts in half is refused, since the technician may arrive at
 * its start; staff may book a window until it ends. No one books past the horizon's last
 * day. Then capacity.
 */
function windowRefusal(
  context: CapacityContext,
  window: ScheduleWindow,
  freePlaces: number,
  reserve: number,
  reserveReleased: boolean,
): WindowRefusal | null {
  const { input } = context;
  const nowMs = input.now.getTime();
  const self = input.booker === "self";
  if (self ? window.startsAt.getTime() < nowMs : window.endsAt.getTime() <= nowMs) return "past";
  if (self) {
    const leadHours = context.emergency ? input.scheduling.emergencyLeadTimeHours : selfLeadTimeHours(input);
    if (window.startsAt.getTime() < nowMs + leadHours * HOUR_MS) return "leadTime";
  }
  if (window.date > context.lastDate) return "beyondHorizon";
  if (freePlaces === 0) return "full";
  const reserveHolds = self && !context.takesReserve && !reserveReleased;
  if (reserveHolds && freePlaces <= reserve) return "reserved";
  return null;
}

/** A self booker's lead time for a type other than Emergency Service: a member with priority scheduling waits less. */
export function selfLeadTimeHours(input: Pick<CapacityInput, "scheduling" | "member">): number {
  const { leadTimeHours, memberLeadTimeHours } = input.scheduling;
  return input.member?.priorityScheduling ? Math.min(leadTimeHours, memberLeadTimeHours) : leadTimeHours;
}
