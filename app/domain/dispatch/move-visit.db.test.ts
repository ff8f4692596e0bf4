import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { appointments, auditLog, customers, jobs, technicians, user, zoneZipCodes } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { BOOKING_EMAIL_JOB } from "~/domain/notifications/booking-email.server";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { moveVisit } from "./move-visit.server";

const { db } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami; the visits are on Wednesday 3 June (EDT: 10:00 AM is 14:00 UTC).
const NOW = new Date("2026-06-01T13:00:00Z");
const STAFF = { id: "staff-1", isAdmin: true };
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
let luis: { id: string; name: string; email: string | null };

beforeEach(async () => {
  await db().insert(user).values({ id: "staff-1", name: "Olga Owner", email: "owner@awac.example", role: "admin" });
  await db().insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
  const [first, second] = await db()
    .insert(customers)
    .values([
      { firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", zipCode: "33178" },
      { firstName: "Luis", lastName: "Gómez", email: "luis@example.com", zipCode: "33178" },
    ])
    .returning();
  rosa = { id: first!.id, name: "Rosa Díaz", email: first!.email };
  luis = { id: second!.id, name: "Luis Gómez", email: second!.email };
});

async function addTechnician(name: string, zones = ["Doral"]) {
  const [row] = await db()
    .insert(technicians)
    .values({
      name,
      phone: "(305) 555-0100",
      email: `${name.toLowerCase()}@awac.example`,
      serviceTypes: ["AC Repair"],
      zones,
      weeklyHours: HOURS,
    })
    .returning();
  return row!;
}

const book = (windowId: string, customer = rosa, technicianId?: string) =>
  bookWindow({
    customer,
    visit: { serviceType: "AC Repair", serviceAddress: "9 Bay Rd", phone: "(305) 555-0199", customerNotes: null },
    zipCode: "33178",
    windowId,
    booker: { kind: "staff", actor: { id: "staff-1" }, ...(technicianId ? { technicianId } : {}) },
    now: NOW,
  });

const move = (appointmentId: string, form: Record<string, string>) =>
  moveVisit({ actor: STAFF, appointmentId, input: form, now: NOW });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (isAppError(error) ? [error.code, error.fieldErrors] : error),
  );

const rowOf = async (id: string) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe("moveVisit", () => {
  it("moves a visit to another technician and window within capacity, mails the customer and raises the sequence", async () => {
    const ana = await addTechnician("Ana");
    const ben = await addTechnician("Ben");
    const visit = await book("2026-06-03T10:00", rosa, ana.id);
    const moved = await move(visit.appointmentId, { technicianId: ben.id, window: "2026-06-04T12:00" });
    expect(moved).toMatchObject({ technician: { id: ben.id }, overCapacity: false, timeChanged: true });
    expect(await rowOf(visit.appointmentId)).toMatchObject({
      technicianId: ben.id,
      appointmentDate: new Date("2026-06-04T16:00:00Z"),
      overCapacity: false,
      calendarSequence: 1,
      status: "confirmed",
    });
    const mails = await db().select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB));
    expect(mails.map((job) => (job.payload as { change: string }).change)).toContain("rescheduled");
  });

  it("assigns a visit from the tray to a technician in its own window without mailing the customer", async () => {
    const ana = await addTechnician("Ana");
    const visit = await book("2026-06-03T10:00");
    await db().update(appointments).set({ technicianId: null }).where(eq(appointments.id, visit.appointmentId));
    const before = (await db().select().from(jobs)).length;
    const moved = await move(visit.appointmentId, { technicianId: ana.id, window: "2026-06-03T10:00" });
    expect(moved).toMatchObject({ technician: { id: ana.id }, timeChanged: false });
    const added = (await db().select().from(jobs)).slice(before);
    expect(added.map((job) => job.type)).not.toContain(BOOKING_EMAIL_JOB);
  });

  it("refuses a move onto a technician whose other visit overlaps, and books it over capacity only with the override, audited", async () => {
    const ana = await addTechnician("Ana");
    const ben = await addTechnician("Ben");
    await book("2026-06-03T10:00", luis, ana.id);
    const visit = await book("2026-06-03T10:00", rosa, ben.id);
    expect(await refusal(move(visit.appointmentId, { technicianId: ana.id, window: "2026-06-03T10:00" }))).toEqual([
      "CONFLICT",
      { override: "technicianBusy" },
    ]);
    expect((await rowOf(visit.appointmentId)).technicianId).toBe(ben.id);
    const moved = await move(visit.appointmentId, { technicianId: ana.id, window: "2026-06-03T10:00", override: "on" });
    expect(moved.overCapacity).toBe(true);
    expect(await rowOf(visit.appointmentId)).toMatchObject({ technicianId: ana.id, overCapacity: true });
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, visit.appointmentId));
    const entry = entries.find((row) => row.action === "appointment.reschedule");
    expect(entry).toMatchObject({ actorUserId: "staff-1" });
    expect(entry!.details).toMatchObject({ overCapacity: true, technicianId: ana.id });
  });

  it("refuses a move into a full window, then books it over capacity with the override", async () => {
    const ana = await addTechnician("Ana");
    await book("2026-06-03T10:00", luis, ana.id);
    const visit = await book("2026-06-03T14:00", rosa, ana.id);
    expect(await refusal(move(visit.appointmentId, { technicianId: ana.id, window: "2026-06-03T10:00" }))).toEqual([
      "CONFLICT",
      { override: "technicianBusy" },
    ]);
    await expect(
      move(visit.appointmentId, { technicianId: ana.id, window: "2026-06-03T10:00", override: "true" }),
    ).resolves.toMatchObject({ overCapacity: true });
  });

  it("refuses a technician who does not cover the zone unless staff override it", async () => {
    await addTechnician("Ana");
    const far = await addTechnician("Far", ["Homestead"]);
    const visit = await book("2026-06-03T10:00");
    expect(await refusal(move(visit.appointmentId, { technicianId: far.id, window: "2026-06-03T10:00" }))).toEqual([
      "BAD_INPUT",
      { override: "technicianNotEligible" },
    ]);
    await expect(
      move(visit.appointmentId, { technicianId: far.id, window: "2026-06-03T10:00", override: "on" }),
    ).resolves.toMatchObject({ technician: { id: far.id }, overCapacity: true });
  });

  it("answers CONFLICT for a cancelled or completed visit and changes nothing", async () => {
    const ana = await addTechnician("Ana");
    for (const status of ["cancelled", "completed"] as const) {
      const visit = await book("2026-06-03T10:00");
      await db().update(appointments).set({ status }).where(eq(appointments.id, visit.appointmentId));
      expect(await refusal(move(visit.appointmentId, { technicianId: ana.id, window: "2026-06-03T12:00" }))).toEqual([
        "CONFLICT",
        { form: "notMovable" },
      ]);
      expect((await rowOf(visit.appointmentId)).appointmentDate).toEqual(new Date("2026-06-03T14:00:00Z"));
    }
  });

  it("refuses anyone but staff, a made-up visit and a form without a technician or window", async () => {
    const ana = await addTechnician("Ana");
    const visit = await book("2026-06-03T10:00");
    const form = { technicianId: ana.id, window: "2026-06-03T12:00" };
    expect(
      await refusal(moveVisit({ actor: { id: "x", isAdmin: false }, appointmentId: visit.appointmentId, input: form })),
    ).toEqual(["FORBIDDEN", undefined]);
    expect(await refusal(move("00000000-0000-4000-8000-000000000000", form))).toEqual(["NOT_FOUND", undefined]);
    expect(await refusal(move(visit.appointmentId, { technicianId: "", window: "tomorrow" }))).toEqual([
      "BAD_INPUT",
      { technicianId: "technicianRequired", window: "windowInvalid" },
    ]);
  });
});
