import { randomUUID } from "node:crypto";
import type { AppointmentServiceType } from "~/config/service-types";
import { WEEKDAYS, type SchedulingSettings } from "~/config/settings-shapes";
import { pickTechnician } from "~/domain/scheduling/pick-technician";
import { scheduleWindowsOn } from "~/domain/scheduling/schedule-windows";
import { assessWindow, capacityContext } from "~/domain/scheduling/window-capacity";
import type { BusyInterval, ScheduleWindow, SchedulingTechnician } from "~/domain/scheduling/window-types";
import type { appointments, serviceRequests } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import { oneLineAddress, type DemoCustomerRow } from "./demo-customers";
import { BOOKED_SERVICE_TYPES, NOTED_BOOKINGS, RUSH_WINDOWS } from "./demo-booking-plan";
import type { SeededRandom } from "./seeded-random";

const MINUTE_MS = 60_000;
/** The stretch the demo books: today and the next 13 days, the portal's strip of windows. */
export const DEMO_BOOKING_DAYS = 14;
/** No demo customer gets more visits than this in the two weeks. */
const MAX_BOOKINGS_PER_CUSTOMER = 3;
/** The demo technician's login (issue 35) opens on a full day: visits today and on each day of the week ahead. */
const TECH_DAY_VISITS = { today: 3, perDay: 2, days: 7 };

/** A demo customer as booking sees them: the zones of their zip code (sorted; none outside the area). */
export type DemoBookingCustomer = { index: number; zipCode: string; zones: readonly string[]; active: boolean };
export type DemoBookingTechnician = SchedulingTechnician & { locale: "en" | "es" };

export type DemoBooking = {
  customerIndex: number;
  serviceType: AppointmentServiceType;
  window: ScheduleWindow;
  technician: DemoBookingTechnician;
  durationMinutes: number;
  busyUntil: Date;
  zipCode: string;
  zone: string;
  status: "scheduled" | "confirmed";
  customerNotes: string | null;
  bookedAt: Date;
};

/**
 * Two weeks of bookings from today (issue 34, item 9), placed with the booking's own rules as staff book them
 * (window-capacity's assessWindow and pickTechnician, the arithmetic bookWindow runs under its day lock): each visit
 * takes a technician who works then, covers the customer's zone and does the service type, from the window's start
 * for the duration plus the travel buffer, overlapping none of their visits. The noted visits first, then three rush
 * windows filled until no technician working then is free, then two to four visits a weekday (one or two on Saturdays). Deterministic for one
 * `now` and seed; the demo login (customer 0) gets exactly its one noted visit.
 */
export function planDemoBookings(input: {
  now: Date;
  calendar: DemoCalendar;
  scheduling: SchedulingSettings;
  technicians: readonly DemoBookingTechnician[];
  customers: readonly DemoBookingCustomer[];
  random: SeededRandom;
  /** The technician with the demo's login: booked first into today's windows and the week's (when free then). */
  dayTechnicianId?: string;
}): DemoBooking[] {
  const { calendar, scheduling, random } = input;
  const busy: BusyInterval[] = [];
  const bookings: DemoBooking[] = [];
  const byId = new Map(input.technicians.map((technician) => [technician.id, technician]));
  const bookedCount = (index: number) => bookings.filter((booking) => booking.customerIndex === index).length;
  const windowsOn = (day: number) => scheduleWindowsOn(scheduling, calendar.date(calendar.workday(day)));

  const book = (
    customer: DemoBookingCustomer,
    serviceType: AppointmentServiceType,
    window: ScheduleWindow,
    extra: {
      status?: "scheduled" | "confirmed";
      customerNotes?: string | null;
      preferLocale?: "es";
      technicianId?: string;
    } = {},
  ): boolean => {
    if (customer.zones.length === 0) return false;
    const context = capacityContext({
      scheduling,
      technicians: input.technicians,
      busy,
      now: input.now,
      serviceType,
      zones: customer.zones,
      booker: "staff",
    });
    const { availability, free } = assessWindow(context, window);
    const allowed = extra.technicianId ? free.filter((technician) => technician.id === extra.technicianId) : free;
    if (!availability.bookable || allowed.length === 0) return false;
    const speakers = allowed.filter((technician) => byId.get(technician.id)?.locale === extra.preferLocale);
    const picked = pickTechnician(speakers.length > 0 ? speakers : allowed, busy, window.date)!;
    const busyUntil = new Date(
      window.startsAt.getTime() + (context.durationMinutes + scheduling.travelBufferMinutes) * MINUTE_MS,
    );
    busy.push({ technicianId: picked.id, start: window.startsAt, end: busyUntil });
    bookings.push({
      customerIndex: customer.index,
      serviceType,
      window,
      technician: byId.get(picked.id)!,
      durationMinutes: context.durationMinutes,
      busyUntil,
      zipCode: customer.zipCode,
      zone: customer.zones[0]!,
      status: extra.status ?? "confirmed",
      customerNotes: extra.customerNotes ?? null,
      bookedAt: calendar.ago(random.int(1, 9) + random.next()),
    });
    return true;
  };

  const customerAt = new Map(input.customers.map((customer) => [customer.index, customer]));
  for (const noted of NOTED_BOOKINGS) {
    const customer = customerAt.get(noted.customerIndex);
    if (!customer) continue;
    // The noted window first, then the rest of that day, the days after it and, last, the days before (Sundays
    // have no windows), never past the two weeks.
    const later = Array.from({ length: DEMO_BOOKING_DAYS - noted.day }, (_, step) => noted.day + step);
    const earlier = Array.from({ length: noted.day }, (_, step) => noted.day - 1 - step);
    for (const day of [...later, ...earlier]) {
      const windows = scheduleWindowsOn(scheduling, calendar.date(day));
      const ordered = [...windows.filter((window) => window.start === noted.start), ...windows];
      if (ordered.some((window) => book(customer, noted.serviceType, window, noted))) break;
    }
  }

  // Everyone but the demo login, who keeps exactly one upcoming visit.
  const others = input.customers.filter((customer) => customer.active && customer.index !== 0);
  const available = () => others.filter((customer) => bookedCount(customer.index) < MAX_BOOKINGS_PER_CUSTOMER);

  for (let day = 0; input.dayTechnicianId && day < TECH_DAY_VISITS.days; day++) {
    let wanted = day === 0 ? TECH_DAY_VISITS.today : TECH_DAY_VISITS.perDay;
    for (const window of scheduleWindowsOn(scheduling, calendar.date(day))) {
      if (wanted === 0) break;
      const technicianId = input.dayTechnicianId;
      const placed = random
        .shuffle(available())
        .some((customer) => book(customer, random.pick(BOOKED_SERVICE_TYPES), window, { technicianId }));
      if (placed) wanted--;
    }
  }

  for (const rush of RUSH_WINDOWS) {
    const window = windowsOn(rush.day).find((candidate) => candidate.start === rush.start);
    if (!window) continue;
    for (const customer of random.shuffle(available())) {
      if (everyoneTaken(input.technicians, busy, window)) break;
      random.shuffle(BOOKED_SERVICE_TYPES).some((serviceType) => book(customer, serviceType, window));
    }
  }

  for (let day = 0; day < DEMO_BOOKING_DAYS; day++) {
    const date = calendar.date(day);
    const windows = scheduleWindowsOn(scheduling, date);
    if (windows.length === 0) continue;
    const wanted = windows.length < 5 ? random.int(1, 2) : random.int(2, 4);
    for (let visit = 0; visit < wanted; visit++) {
      const candidates = available();
      if (candidates.length === 0) break;
      const customer = random.pick(candidates);
      const serviceType = random.pick(BOOKED_SERVICE_TYPES);
      random.shuffle(windows).some((window) => book(customer, serviceType, window));
    }
  }
  return bookings.sort((a, b) => a.window.startsAt.getTime() - b.window.startsAt.getTime());
}

/** Whether every technician on shift at the window's start (and not off that day) already has a visit then. */
export function everyoneTaken(
  technicians: readonly SchedulingTechnician[],
  busy: readonly BusyInterval[],
  window: ScheduleWindow,
): boolean {
  const weekday = WEEKDAYS[new Date(`${window.date}T12:00:00Z`).getUTCDay()]!;
  const startMs = window.startsAt.getTime();
  return technicians.every((technician) => {
    const hours = technician.weeklyHours[weekday];
    const onShift = hours && hours.start <= window.start && window.start < hours.end;
    if (!onShift || technician.daysOff.includes(window.date)) return true;
    return busy.some(
      (interval) =>
        interval.technicianId === technician.id &&
        interval.start.getTime() <= startMs &&
        interval.end.getTime() > startMs,
    );
  });
}

/** A demo booking's service request and appointment, as bookWindow's insert writes them (with the ids made here). */
export function demoBookingRows(
  booking: DemoBooking,
  customer: DemoCustomerRow,
  customerId: string,
): {
  request: typeof serviceRequests.$inferInsert;
  appointment: typeof appointments.$inferInsert;
} {
  const serviceRequestId = randomUUID();
  const confirmed = booking.status === "confirmed";
  return {
    request: {
      id: serviceRequestId,
      customerId,
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      phone: customer.phone,
      serviceType: booking.serviceType,
      message: booking.customerNotes,
      status: confirmed ? "scheduled" : "pending",
      createdAt: booking.bookedAt,
      updatedAt: booking.bookedAt,
    },
    appointment: {
      customerId,
      serviceRequestId,
      serviceType: booking.serviceType,
      appointmentDate: booking.window.startsAt,
      durationMinutes: booking.durationMinutes,
      serviceAddress: oneLineAddress(customer),
      phone: customer.phone,
      customerNotes: booking.customerNotes,
      technicianName: booking.technician.name,
      status: booking.status,
      windowEnd: booking.window.endsAt,
      technicianId: booking.technician.id,
      busyUntil: booking.busyUntil,
      zipCode: booking.zipCode,
      zone: booking.zone,
      createdAt: booking.bookedAt,
      updatedAt: booking.bookedAt,
    },
  };
}
