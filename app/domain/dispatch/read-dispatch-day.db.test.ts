import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { appointments, customers, technicianDaysOff, technicians, user, zoneZipCodes } from "~/db/schema";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { readDispatchDay } from "./read-dispatch-day.server";
import { readDispatchWeek } from "./read-dispatch-week.server";

const { db } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami.
const NOW = new Date("2026-06-01T13:00:00Z");
const STAFF = { isAdmin: true };
const WEEKDAY = { start: "08:00", end: "18:00" };
const HOURS: WeeklyHours = {
  sunday: null,
  monday: WEEKDAY,
  tuesday: WEEKDAY,
  wednesday: WEEKDAY,
  thursday: WEEKDAY,
  friday: WEEKDAY,
  saturday: null,
};

let rosa: { id: string; name: string; email: string | null };

beforeEach(async () => {
  await db().insert(user).values({ id: "staff-1", name: "Olga Owner", email: "owner@awac.example", role: "admin" });
  await db().insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
  const [row] = await db()
    .insert(customers)
    .values({ firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", servicePlan: "premium_care" })
    .returning();
  rosa = { id: row!.id, name: "Rosa Díaz", email: row!.email };
});

async function addTechnician(name: string) {
  const [row] = await db()
    .insert(technicians)
    .values({
      name,
      phone: "(305) 555-0100",
      email: `${name.toLowerCase()}@awac.example`,
      serviceTypes: ["AC Repair", "Emergency Service"],
      zones: ["Doral"],
      weeklyHours: HOURS,
    })
    .returning();
  return row!;
}

const book = (windowId: string, serviceType = "AC Repair", technicianId?: string) =>
  bookWindow({
    customer: rosa,
    visit: { serviceType, serviceAddress: "9 Bay Rd", phone: "(305) 555-0199", customerNotes: null },
    zipCode: "33178",
    windowId,
    booker: { kind: "staff", actor: { id: "staff-1" }, ...(technicianId ? { technicianId } : {}) },
    now: NOW,
  });

describe("readDispatchDay", () => {
  it("shows the technicians as columns, the windows with their places, the cards and the tray", async () => {
    const ana = await addTechnician("Ana");
    const ben = await addTechnician("Ben");
    const zed = await addTechnician("Zed");
    await db().insert(technicianDaysOff).values({ technicianId: zed.id, day: "2026-06-03" });
    const first = await book("2026-06-03T10:00", "AC Repair", ana.id);
    await book("2026-06-03T10:00", "Emergency Service", ben.id);
    const unassigned = await book("2026-06-03T14:00", "AC Repair", ben.id);
    await db().update(appointments).set({ technicianId: null }).where(eq(appointments.id, unassigned.appointmentId));
    await db()
      .update(appointments)
      .set({ onMyWayAt: new Date("2026-06-03T13:40:00Z") })
      .where(eq(appointments.id, first.appointmentId));

    const day = await readDispatchDay({ actor: STAFF, date: "2026-06-03", now: NOW });
    expect(day.technicians.map((technician) => [technician.name, technician.dayOff])).toEqual([
      ["Ana", false],
      ["Ben", false],
      ["Zed", true],
    ]);
    expect(day.windows.map((window) => window.id)).toEqual([
      "2026-06-03T08:00",
      "2026-06-03T10:00",
      "2026-06-03T12:00",
      "2026-06-03T14:00",
      "2026-06-03T16:00",
    ]);
    // Two of three technicians work (Zed is off); both are taken at 10:00; the reserve is 20% of two, rounded: 0.
    expect(day.windows[1]!.capacity).toEqual({
      provided: 2,
      used: 2,
      free: 0,
      reserved: 0,
      reserveReleased: false,
      overCapacity: false,
    });
    expect(day.windows[2]!.capacity).toMatchObject({ provided: 2, used: 0, free: 2 });
    expect(day.cards).toHaveLength(2);
    expect(day.cards.find((card) => card.id === first.appointmentId)).toMatchObject({
      customerName: "Rosa Díaz",
      windowId: "2026-06-03T10:00",
      technicianId: ana.id,
      zone: "Doral",
      planMember: true,
      emergency: false,
      onMyWayAt: "2026-06-03T13:40:00.000Z",
      movable: true,
    });
    expect(day.cards.find((card) => card.technicianId === ben.id)).toMatchObject({ emergency: true });
    expect(day.tray.map((card) => [card.id, card.windowId])).toEqual([[unassigned.appointmentId, "2026-06-03T14:00"]]);
    expect(day.capacity).toMatchObject({
      providedPlaces: 10,
      bookedPlaces: 2,
      providedMinutes: 1200,
      bookedMinutes: 180,
    });
  });

  it("counts a visit booked past capacity as used beyond what is provided", async () => {
    const ana = await addTechnician("Ana");
    await book("2026-06-03T10:00", "AC Repair", ana.id);
    const extra = await bookWindow({
      customer: rosa,
      visit: { serviceType: "AC Repair", serviceAddress: "9 Bay Rd", phone: "(305) 555-0199", customerNotes: null },
      zipCode: "33178",
      windowId: "2026-06-03T10:00",
      booker: { kind: "staff", actor: { id: "staff-1" }, technicianId: ana.id, override: true },
      now: NOW,
    });
    const day = await readDispatchDay({ actor: STAFF, date: "2026-06-03", now: NOW });
    expect(day.windows[1]!.capacity).toMatchObject({ provided: 1, used: 1, free: 0 });
    expect(day.cards.find((card) => card.id === extra.appointmentId)).toMatchObject({ overCapacity: true });
  });

  it("shows today for a missing or malformed date, and refuses anyone but staff", async () => {
    await expect(readDispatchDay({ actor: STAFF, date: "soon", now: NOW })).resolves.toMatchObject({
      date: "2026-06-01",
    });
    await expect(readDispatchDay({ actor: { isAdmin: false }, now: NOW })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("readDispatchWeek", () => {
  it("counts each day's visits per technician, the unassigned ones and the week's capacity", async () => {
    const ana = await addTechnician("Ana");
    await book("2026-06-03T10:00", "AC Repair", ana.id);
    await book("2026-06-04T10:00", "AC Repair", ana.id);
    const loose = await book("2026-06-04T12:00", "AC Repair", ana.id);
    await db().update(appointments).set({ technicianId: null }).where(eq(appointments.id, loose.appointmentId));
    const week = await readDispatchWeek({ actor: STAFF, date: "2026-06-01", now: NOW });
    expect(week.days.map((day) => day.date)).toEqual([
      "2026-06-01",
      "2026-06-02",
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
      "2026-06-07",
    ]);
    expect(week.days[2]!.visitsByTechnician).toEqual({ [ana.id]: 1 });
    expect(week.days[3]).toMatchObject({ visitsByTechnician: { [ana.id]: 1 }, unassigned: 1 });
    // Five weekdays of five windows with one technician; Saturday's four windows have no one on shift.
    expect(week.capacity).toMatchObject({ providedPlaces: 25, bookedPlaces: 2, providedMinutes: 3000 });
  });
});
