import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULING, DEFAULT_ZONE_ZIP_CODES } from "~/config/business-defaults";
import { WEEKDAYS } from "~/config/settings-shapes";
import { addDays, businessDateOf, minutesOfDay } from "~/domain/scheduling/business-time";
import { everyoneTaken, planDemoBookings, type DemoBookingTechnician } from "./demo-bookings";
import { demoCalendar } from "./demo-calendar";
import { buildDemoCustomers } from "./demo-customers";
import { fictionalPhones } from "./demo-places";
import { buildDemoTechnicians, demoDayOff } from "./demo-technicians";
import { seededRandom } from "./seeded-random";

function zonesOf(zipCode: string): string[] {
  return Object.entries(DEFAULT_ZONE_ZIP_CODES)
    .filter(([, zipCodes]) => zipCodes.includes(zipCode))
    .map(([zone]) => zone)
    .sort();
}

function plan(now: Date) {
  const calendar = demoCalendar(now);
  const customers = buildDemoCustomers(
    seededRandom(20_240_601),
    calendar,
    fictionalPhones(() => "305"),
  );
  const dayOff = demoDayOff(calendar);
  const technicians: DemoBookingTechnician[] = buildDemoTechnicians(() => "(305) 555-0100").map((row, index) => ({
    id: `technician-${index}`,
    name: row.name,
    locale: row.locale ?? "en",
    active: true,
    serviceTypes: row.serviceTypes,
    zones: row.zones,
    weeklyHours: row.weeklyHours,
    daysOff: row.name === dayOff.technicianName ? [dayOff.day] : [],
  }));
  const bookings = planDemoBookings({
    now,
    calendar,
    scheduling: DEFAULT_SCHEDULING,
    technicians,
    customers: customers.map((row, index) => ({
      index,
      zipCode: row.zipCode!,
      zones: zonesOf(row.zipCode!),
      active: row.status === "active",
    })),
    random: seededRandom(7),
  });
  return { bookings, technicians, dayOff };
}

// Every day of a week (the day the demo starts decides where Sundays fall), a Saturday evening, and the weeks the
// clocks change (8 March and 1 November 2026).
const MOMENTS = [
  ...Array.from({ length: 7 }, (_, day) => `2026-06-0${day + 1}T13:00:00Z`),
  "2026-06-06T23:30:00Z",
  "2026-03-05T15:00:00Z",
  "2026-10-28T14:00:00Z",
];

describe.each(MOMENTS)("the demo bookings planned at %s", (moment) => {
  const now = new Date(moment);
  const { bookings, technicians, dayOff } = plan(now);
  const today = businessDateOf(now);

  it("fill the next two weeks without a window that has already ended", () => {
    expect(bookings.length).toBeGreaterThan(20);
    expect(bookings.filter((booking) => booking.window.endsAt <= now).map((booking) => booking.window.id)).toEqual([]);
    expect(
      bookings.filter((booking) => booking.window.date >= addDays(today, 14)).map((booking) => booking.window.id),
    ).toEqual([]);
    expect(new Set(bookings.map((booking) => booking.window.date)).size, "days with bookings").toBeGreaterThanOrEqual(
      9,
    );
  });

  it("give each visit a technician who does it, covers the zip code, works then and is not off", () => {
    for (const booking of bookings) {
      const { technician, window } = booking;
      const hours = technician.weeklyHours[WEEKDAYS[new Date(`${window.date}T12:00:00Z`).getUTCDay()]!];
      expect(technician.serviceTypes).toContain(booking.serviceType);
      expect(technician.zones.some((zone) => zonesOf(booking.zipCode).includes(zone))).toBe(true);
      expect(hours).not.toBeNull();
      expect(minutesOfDay(hours!.start)).toBeLessThanOrEqual(minutesOfDay(window.start));
      expect(minutesOfDay(window.start) + booking.durationMinutes).toBeLessThanOrEqual(minutesOfDay(hours!.end));
      expect(technician.name === dayOff.technicianName && window.date === dayOff.day).toBe(false);
      expect(booking.busyUntil.getTime() - window.startsAt.getTime()).toBe(
        (booking.durationMinutes + DEFAULT_SCHEDULING.travelBufferMinutes) * 60_000,
      );
    }
  });

  it("never give a technician two visits that overlap", () => {
    for (const technician of technicians) {
      const sorted = bookings
        .filter((booking) => booking.technician.id === technician.id)
        .sort((a, b) => a.window.startsAt.getTime() - b.window.startsAt.getTime());
      sorted.slice(1).forEach((visit, index) => expect(visit.window.startsAt >= sorted[index]!.busyUntil).toBe(true));
    }
  });

  it("fill some windows until everyone on shift is taken, and leave the demo login exactly one visit", () => {
    const busy = bookings.map((booking) => ({
      technicianId: booking.technician.id,
      start: booking.window.startsAt,
      end: booking.busyUntil,
    }));
    const windows = [...new Map(bookings.map((booking) => [booking.window.id, booking.window])).values()];
    const full = windows.filter((window) => everyoneTaken(technicians, busy, window));
    expect(full.length).toBeGreaterThanOrEqual(2);
    expect(bookings.filter((booking) => booking.customerIndex === 0)).toMatchObject([
      { serviceType: "Maintenance", status: "confirmed", zone: "Coral Gables", technician: { locale: "es" } },
    ]);
  });

  it("come out the same every time", () => {
    const again = plan(now).bookings;
    expect(again.map((booking) => [booking.window.id, booking.customerIndex, booking.technician.id])).toEqual(
      bookings.map((booking) => [booking.window.id, booking.customerIndex, booking.technician.id]),
    );
  });
});
