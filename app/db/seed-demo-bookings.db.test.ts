import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { addDays, businessDateOf } from "~/domain/scheduling/business-time";
import { listFreeWindows } from "~/domain/scheduling/list-free-windows.server";
import { insertDefaultZones } from "../../tests/support/seed-demo-test-support";
import { useTestDatabase } from "../../tests/support/test-database";
import { seedDemo } from "./seed-demo";
import { appointments, customers, technicianDaysOff, technicians, zoneZipCodes } from "./schema";

const { db } = useTestDatabase();

beforeEach(async () => {
  resetEnvForTests();
  await insertDefaultZones(db());
});

describe("the demo seed's team and bookings", () => {
  it("adds four technicians over every zone and two weeks of window bookings, some windows full, nobody double-booked", async () => {
    await seedDemo(db());
    const team = await db().select().from(technicians);
    expect(team).toHaveLength(4);
    expect(new Set(team.map((technician) => technician.locale))).toEqual(new Set(["en", "es"]));
    expect(team.filter((technician) => technician.onEmergencyRota)).toHaveLength(1);
    expect(
      team.every(
        (technician) =>
          /^\((305|786)\) 555-01\d\d$/.test(technician.phone) && technician.email.endsWith("@awac.example"),
      ),
    ).toBe(true);
    expect(team.some((technician) => technician.weeklyHours.saturday !== null)).toBe(true);
    expect(team.every((technician) => technician.weeklyHours.sunday === null)).toBe(true);
    expect(new Set(team.flatMap((technician) => technician.serviceTypes)).size).toBe(6);
    const zones = await db().selectDistinct({ zone: zoneZipCodes.zone }).from(zoneZipCodes);
    expect(new Set(team.flatMap((technician) => technician.zones))).toEqual(new Set(zones.map((row) => row.zone)));
    const today = businessDateOf(new Date());
    const daysOff = await db().select().from(technicianDaysOff);
    expect(daysOff).toHaveLength(1);
    expect(daysOff[0]!.day > today && daysOff[0]!.day < addDays(today, 14)).toBe(true);

    const booked = (await db().select().from(appointments)).filter((visit) => visit.technicianId !== null);
    expect(booked.length).toBeGreaterThan(20);
    expect(
      booked.every(
        (visit) =>
          ["scheduled", "confirmed"].includes(visit.status) &&
          visit.windowEnd &&
          visit.busyUntil &&
          visit.zone &&
          visit.zipCode &&
          visit.technicianName &&
          visit.windowEnd > new Date() &&
          businessDateOf(visit.appointmentDate) < addDays(today, 14),
      ),
    ).toBe(true);
    expect(new Set(booked.map((visit) => businessDateOf(visit.appointmentDate))).size).toBeGreaterThanOrEqual(9);
    const overlaps = await db().execute<{ count: string }>(sql`
      select count(*) as count from ${appointments} a join ${appointments} b
        on a.technician_id = b.technician_id and a.id < b.id
      where a.status in ('scheduled', 'confirmed') and b.status in ('scheduled', 'confirmed')
        and a.appointment_date < b.busy_until and b.appointment_date < a.busy_until`);
    expect(Number(overlaps.rows[0]!.count)).toBe(0);

    // What staff see for the demo login's zip code: windows where every technician who could go is taken.
    const list = await listFreeWindows({
      serviceType: "Maintenance",
      zipCode: "33134",
      from: today,
      to: addDays(today, 13),
      booker: "staff",
      executor: db(),
    });
    const windows = list.days.flatMap((day) => day.windows);
    expect(windows.some((window) => window.refusal === "full" && window.workingTechnicians >= 2)).toBe(true);
    expect(windows.some((window) => window.bookable)).toBe(true);

    const [maria] = await db().select().from(customers).where(eq(customers.email, "customer@awac.example"));
    const upcoming = booked.filter((visit) => visit.customerId === maria!.id);
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]).toMatchObject({ serviceType: "Maintenance", status: "confirmed", zone: "Coral Gables" });
  });
});
