import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, customers, technicians } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { setAppointmentStatus } from "./set-appointment-status.server";

const { db } = useTestDatabase();

const NOW = new Date("2026-03-02T15:00:00Z");

/** A visit booked into Monday 9 March 2026's 10–12 window with a technician, reserved 10:00–11:45. */
async function bookedVisit() {
  const [technician] = await db()
    .insert(technicians)
    .values({
      name: "Luis Herrera",
      phone: "(305) 555-0170",
      email: "luis@awac.example",
      serviceTypes: ["AC Repair"],
      zones: ["Doral"],
      weeklyHours: {
        sunday: null,
        monday: { start: "08:00", end: "18:00" },
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
      },
    })
    .returning();
  const [customer] = await db().insert(customers).values({ firstName: "Ana", lastName: "Gómez" }).returning();
  const [visit] = await db()
    .insert(appointments)
    .values({
      customerId: customer!.id,
      serviceType: "AC Repair",
      appointmentDate: new Date("2026-03-09T14:00:00Z"),
      windowEnd: new Date("2026-03-09T16:00:00Z"),
      busyUntil: new Date("2026-03-09T15:45:00Z"),
      durationMinutes: 90,
      technicianId: technician!.id,
      technicianName: "Luis Herrera",
      serviceAddress: "9 Bay Rd, Doral",
      phone: "(305) 555-0100",
      status: "confirmed",
    })
    .returning();
  return visit!;
}

describe("a booked visit staff move to a time of their choosing", () => {
  it("leaves its arrival window, and its technician's reservation moves with it, keeping its length", async () => {
    const visit = await bookedVisit();
    await setAppointmentStatus({
      appointmentId: visit.id,
      status: "confirmed",
      schedule: {
        appointmentDate: new Date("2026-03-09T18:30:00Z"),
        technicianName: "Luis Herrera",
        technicianNotes: null,
      },
      now: NOW,
    });
    const [moved] = await db().select().from(appointments).where(eq(appointments.id, visit.id));
    expect(moved).toMatchObject({
      appointmentDate: new Date("2026-03-09T18:30:00Z"),
      windowEnd: null,
      busyUntil: new Date("2026-03-09T20:15:00Z"),
      technicianId: visit.technicianId,
    });
  });

  it("is no longer the booked technician's when staff type another name", async () => {
    const visit = await bookedVisit();
    await setAppointmentStatus({
      appointmentId: visit.id,
      status: "confirmed",
      schedule: { appointmentDate: visit.appointmentDate, technicianName: "Kevin Brooks", technicianNotes: null },
      now: NOW,
    });
    const [changed] = await db().select().from(appointments).where(eq(appointments.id, visit.id));
    expect(changed).toMatchObject({
      technicianName: "Kevin Brooks",
      technicianId: null,
      windowEnd: visit.windowEnd,
      busyUntil: visit.busyUntil,
    });
  });
});
