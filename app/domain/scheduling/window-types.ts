import type { SchedulingSettings, WeeklyHours } from "~/config/settings-shapes";

/**
 * The shapes booking's arithmetic works on (ADR 074). Who books matters: a customer or visitor ("self") is bound by
 * the lead time and the emergency reserve, staff ("staff") by neither, though never in the past.
 */
export type Booker = "self" | "staff";

/** A technician as capacity sees them: what they do, where, when, and the business dates they are off. */
export type SchedulingTechnician = {
  id: string;
  name: string;
  active: boolean;
  serviceTypes: readonly string[];
  zones: readonly string[];
  weeklyHours: WeeklyHours;
  daysOff: readonly string[];
};

/** A stretch a technician is taken: a scheduled or confirmed visit, appointment_date .. busy_until. */
export type BusyInterval = { technicianId: string; start: Date; end: Date };

/** One arrival window of the settings on one business day, before anyone's capacity is counted. */
export type ScheduleWindow = {
  /** The window's business date and start, "YYYY-MM-DDTHH:MM": what a picker posts and a booking re-checks. */
  id: string;
  date: string;
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
};

/** A window as plain data for the screens: ISO instants of its start and end. */
export type WindowFacts = { id: string; date: string; start: string; end: string; startsAt: string; endsAt: string };

/** Why a window cannot be booked by this booker; null when it can. */
export type WindowRefusal = "past" | "leadTime" | "beyondHorizon" | "full" | "reserved";

/** A window with its capacity for one service type, zone set and booker, as the screens show it (plain data). */
export type WindowAvailability = {
  id: string;
  date: string;
  start: string;
  end: string;
  /** ISO instants of the window's start and end. */
  startsAt: string;
  endsAt: string;
  /** Technicians who could take it (active, doing the service type, in the zones, working then, not off). */
  workingTechnicians: number;
  /** Of those, the ones with nothing overlapping the visit and its travel buffer. */
  freeTechnicians: number;
  /** Places kept for Emergency Service and staff until the release time. */
  reserve: number;
  reserveReleased: boolean;
  bookable: boolean;
  refusal: WindowRefusal | null;
};

/** What the arithmetic needs, all of it passed in: no database, no clock. */
export type CapacityInput = {
  scheduling: SchedulingSettings;
  technicians: readonly SchedulingTechnician[];
  busy: readonly BusyInterval[];
  now: Date;
  serviceType: string;
  zones: readonly string[];
  booker: Booker;
  /**
   * A self booker's plan benefits (issue 37 item 5), read by the server from the customer's plan; absent for visitors,
   * non-members and staff. Priority scheduling: the member lead time; emergency reserve: a repair may take it.
   */
  member?: MemberPriority;
};

/** What a plan member's benefits change in capacity (issue 37 item 5); readMemberBenefits answers it. */
export type MemberPriority = { priorityScheduling: boolean; emergencyReserve: boolean };
