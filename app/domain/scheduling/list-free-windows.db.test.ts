import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { appointments, customers, technicianDaysOff, technicians, zoneZipCodes } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { listFreeWindows } from "./list-free-windows.server";
import { zonesForZip } from "./zones-for-zip.server";

const { db } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami.
const NOW = new Date("2026-06-01T13:00:00Z");
const WEEKDAYS_ONLY: WeeklyHours = {
  sunday: null,
  monday: { start: "08:00", end: "18:00" },
  tuesday: { start: "08:00", end: "18:00" },
  wednesday: { start: "08:00", end: "18:00" },
  thursday: { start: "08:00", end: "18:00" },
  friday: { start: "08:00", end: "18:00" },
  saturday: null,
};

let customerId: string;

beforeEach(async () => {
  await db()
    .insert(zoneZipCodes)
    .values([
      { zone: "Doral", zipCode: "33178" },
      { zone: "Surfside", zipCode: "33154" },
      { zone: "Bal Harbour", zipCode: "33154" },
    ]);
  const [row] = await db().insert(customers).values({ firstName: "Rosa", lastName: "Díaz" }).returning();
  customerId = row!.id;
});

async function addTechnician(name: string, values: Partial<typeof technicians.$inferInsert> = {}) {
  const [row] = await db()
    .insert(technicians)
    .values({
      name,
      phone: "(305) 555-0100",
      email: `${name.toLowerCase()}@awac.example`,
      serviceTypes: ["AC Repair", "Maintenance"],
      zones: ["Doral"],
      weeklyHours: WEEKDAYS_ONLY,
      ...values,
    })
    .returning();
  return row!;
}

async function addVisit(technicianId: string, values: Partial<typeof appointments.$inferInsert>) {
  await db()
    .insert(appointments)
    .values({
      customerId,
      technicianId,
      serviceType: "Maintenance",
      appointmentDate: new Date("2026-06-03T12:00:00Z"),
      serviceAddress: "1 Main St",
      phone: "(305) 555-0199",
      ...values,
    });
}

describe("zonesForZip", () => {
  it("answers every zone of a zip code, the booking's zone being the first by name", async () => {
    await expect(zonesForZip({ zipCode: " 33154 " })).resolves.toEqual({
      zipCode: "33154",
      zones: ["Bal Harbour", "Surfside"],
      zone: "Bal Harbour",
    });
  });

  it("answers OUTSIDE_AREA for a zip code in no zone, and BAD_INPUT for something that is not a zip code", async () => {
    await expect(zonesForZip({ zipCode: "90210" })).rejects.toMatchObject({
      code: "OUTSIDE_AREA",
      fieldErrors: { zipCode: "outsideArea" },
    });
    await expect(zonesForZip({ zipCode: "ABCDE" })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { zipCode: "zipInvalid" },
    });
  });
});

describe("listFreeWindows", () => {
  it("lists a zip code's windows by business day, with the visits, days off and inactive technicians counted", async () => {
    const ana = await addTechnician("Ana");
    const ben = await addTechnician("Ben");
    await addTechnician("Gone", { active: false });
    await db().insert(technicianDaysOff).values({ technicianId: ben.id, day: "2026-06-04" });
    // Ana: a booked visit at 8:00 until 9:45, a visit from before windows (no busy_until) at 12:00 for 60 minutes,
    // and a cancelled one at 16:00 that no longer takes her.
    await addVisit(ana.id, { busyUntil: new Date("2026-06-03T13:45:00Z"), durationMinutes: 90 });
    await addVisit(ana.id, { appointmentDate: new Date("2026-06-03T16:00:00Z"), durationMinutes: 60 });
    await addVisit(ana.id, { appointmentDate: new Date("2026-06-03T20:00:00Z"), status: "cancelled" });
    const list = await listFreeWindows({
      zipCode: "33178",
      serviceType: "Maintenance",
      from: "2026-06-03",
      to: "2026-06-07",
      booker: "self",
      now: NOW,
    });
    expect(list).toMatchObject({ zones: ["Doral"], zone: "Doral", from: "2026-06-03", to: "2026-06-07" });
    expect(list.lastDate).toBe("2026-07-31");
    expect(list.days.map((day) => [day.date, day.windows.map((window) => window.freeTechnicians)])).toEqual([
      ["2026-06-03", [1, 2, 1, 2, 2]],
      ["2026-06-04", [1, 1, 1, 1, 1]],
      ["2026-06-05", [2, 2, 2, 2, 2]],
      ["2026-06-06", [0, 0, 0, 0]],
      ["2026-06-07", []],
    ]);
    expect(list.days[3]!.windows[0]).toMatchObject({ workingTechnicians: 0, bookable: false, refusal: "full" });
  });

  it("clamps the stretch to today and the horizon's last day, and defaults it to today", async () => {
    await addTechnician("Ana");
    const clamped = await listFreeWindows({
      zones: ["Doral"],
      serviceType: "AC Repair",
      from: "2026-05-01",
      to: "2026-12-31",
      booker: "staff",
      now: NOW,
    });
    expect(clamped.from).toBe("2026-06-01");
    expect(clamped.to).toBe("2026-07-31");
    expect(clamped.days).toHaveLength(61);
    const today = await listFreeWindows({ zones: ["Doral"], serviceType: "AC Repair", booker: "self", now: NOW });
    expect(today.days.map((day) => day.date)).toEqual(["2026-06-01"]);
    expect(today.days[0]!.windows.every((window) => !window.bookable)).toBe(true);
  });

  it("refuses a bad date, an unknown service type and a zip code outside the area with field keys", async () => {
    const base = { serviceType: "AC Repair", booker: "self" as const, now: NOW };
    await expect(listFreeWindows({ ...base, zipCode: "33178", from: "June 3" })).rejects.toMatchObject({
      fieldErrors: { from: "dateInvalid" },
    });
    await expect(listFreeWindows({ ...base, zipCode: "33178", serviceType: "Pool" })).rejects.toMatchObject({
      fieldErrors: { serviceType: "serviceTypeUnknown" },
    });
    await expect(listFreeWindows({ ...base, zipCode: "10001" })).rejects.toMatchObject({ code: "OUTSIDE_AREA" });
  });
});
