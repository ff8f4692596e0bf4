import { eq } from "drizzle-orm";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import {
  appointments,
  auditLog,
  customers,
  serviceRequests,
  settings,
  technicians,
  user,
  zoneZipCodes,
} from "~/db/schema";
import { testDriver, useTestDatabase } from "../../../tests/support/test-database";
import { bookWindow, type BookingBooker, type BookWindowInput } from "./book-window.server";
import { WindowTakenError } from "./window-taken-error";

const { db, handle } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami; the windows booked are on Wednesday 3 June.
const NOW = new Date("2026-06-01T13:00:00Z");
const EVERY_WEEKDAY: WeeklyHours = {
  sunday: null,
  monday: { start: "08:00", end: "18:00" },
  tuesday: { start: "08:00", end: "18:00" },
  wednesday: { start: "08:00", end: "18:00" },
  thursday: { start: "08:00", end: "18:00" },
  friday: { start: "08:00", end: "18:00" },
  saturday: { start: "08:00", end: "16:00" },
};

let customer: { id: string; name: string; email: string | null };

beforeEach(async () => {
  await db().insert(user).values({ id: "staff-1", name: "Olga Owner", email: "owner@awac.example", role: "admin" });
  await db()
    .insert(zoneZipCodes)
    .values([
      { zone: "Doral", zipCode: "33178" },
      { zone: "Surfside", zipCode: "33154" },
      { zone: "Bal Harbour", zipCode: "33154" },
    ]);
  const [row] = await db()
    .insert(customers)
    .values({ firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com" })
    .returning();
  customer = { id: row!.id, name: "Rosa Díaz", email: "rosa@example.com" };
});

async function addTechnician(name: string, values: Partial<typeof technicians.$inferInsert> = {}) {
  const [row] = await db()
    .insert(technicians)
    .values({
      name,
      phone: "(305) 555-0100",
      email: `${name.toLowerCase()}@awac.example`,
      serviceTypes: ["AC Repair", "Maintenance", "Emergency Service"],
      zones: ["Doral"],
      weeklyHours: EVERY_WEEKDAY,
      ...values,
    })
    .returning();
  return row!;
}

function booking(values: Partial<BookWindowInput> = {}): BookWindowInput {
  return {
    customer,
    visit: {
      serviceType: "AC Repair",
      serviceAddress: "9 Bay Rd, Doral",
      phone: "(305) 555-0199",
      customerNotes: null,
    },
    zipCode: "33178",
    windowId: "2026-06-03T10:00",
    booker: { kind: "self" },
    now: NOW,
    ...values,
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("bookWindow", () => {
  it("confirms a customer's booking at once with auto-confirm on (the default, DECISIONS.md §5)", async () => {
    await addTechnician("Ana");
    const booked = await bookWindow(booking());
    expect(booked.status).toBe("confirmed");
    const [request] = await db().select().from(serviceRequests);
    expect(request!.status).toBe("scheduled");
  });

  it("books a free window with the technician who has the fewest booked minutes that day, storing where the visit sits", async () => {
    // Auto-confirm off: the booking is scheduled and waits for staff.
    await db().update(settings).set({ autoConfirm: false });
    const busyOne = await addTechnician("Ana");
    const idle = await addTechnician("Zed");
    await bookWindow(booking({ windowId: "2026-06-03T14:00" }));
    const [first] = await db().select().from(appointments);
    expect(first!.technicianId).toBe(busyOne.id); // equal minutes: by name
    const booked = await bookWindow(booking({ zipCode: "33178-1234" }));
    expect(booked).toMatchObject({
      status: "scheduled",
      window: { id: "2026-06-03T10:00", startsAt: "2026-06-03T14:00:00.000Z", endsAt: "2026-06-03T16:00:00.000Z" },
      technician: { id: idle.id, name: "Zed" },
      zipCode: "33178",
      zone: "Doral",
      durationMinutes: 90,
      busyUntil: "2026-06-03T15:45:00.000Z",
      overCapacity: false,
    });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, booked.appointmentId));
    expect(row).toMatchObject({
      appointmentDate: new Date("2026-06-03T14:00:00Z"),
      windowEnd: new Date("2026-06-03T16:00:00Z"),
      busyUntil: new Date("2026-06-03T15:45:00Z"),
      technicianId: idle.id,
      technicianName: "Zed",
      zipCode: "33178",
      zone: "Doral",
      durationMinutes: 90,
      status: "scheduled",
      overCapacity: false,
    });
    const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, booked.serviceRequestId));
    expect(request).toMatchObject({ customerId: customer.id, status: "pending", serviceType: "AC Repair" });
  });

  it("gives exactly one booking and 49 WINDOW_TAKEN answers with the next windows when 50 people take the last place at once", async () => {
    await addTechnician("Ana");
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => bookWindow(booking())));
    const booked = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const error of refused) {
      expect(error).toBeInstanceOf(WindowTakenError);
      expect((error as WindowTakenError).code).toBe("WINDOW_TAKEN");
      expect((error as WindowTakenError).nextWindows.map((window) => window.id)).toEqual([
        "2026-06-03T12:00",
        "2026-06-03T14:00",
        "2026-06-03T16:00",
      ]);
    }
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("keeps the emergency reserve under the lock: the last place of five goes to Emergency Service, not a repair", async () => {
    for (const name of ["A", "B", "C", "D", "E"]) await addTechnician(name);
    for (let index = 0; index < 4; index++) await bookWindow(booking());
    const error = await refusal(bookWindow(booking()));
    expect(error).toBeInstanceOf(WindowTakenError);
    const emergency = await bookWindow(booking({ visit: { ...booking().visit, serviceType: "Emergency Service" } }));
    expect(emergency.technician).not.toBeNull();
  });

  it("never trusts a window id or technician from outside: each is recomputed and refused when wrong", async () => {
    const ana = await addTechnician("Ana");
    const far = await addTechnician("Far", { zones: ["Homestead"] });
    const fieldOf = async (values: Partial<BookWindowInput>) => {
      const error = (await refusal(bookWindow(booking(values)))) as { code?: string; fieldErrors?: unknown };
      return [error?.code, error?.fieldErrors];
    };
    expect(await fieldOf({ windowId: "2026-06-03T09:00" })).toEqual(["BAD_INPUT", { window: "windowInvalid" }]);
    expect(await fieldOf({ windowId: "next tuesday" })).toEqual(["BAD_INPUT", { window: "windowInvalid" }]);
    expect(await fieldOf({ windowId: "2026-06-07T10:00" })).toEqual(["BAD_INPUT", { window: "windowClosedDay" }]);
    expect(await fieldOf({ windowId: "2026-06-02T08:00" })).toEqual(["BAD_INPUT", { window: "windowTooSoon" }]);
    expect(await fieldOf({ windowId: "2026-08-01T08:00" })).toEqual(["BAD_INPUT", { window: "windowBeyondHorizon" }]);
    expect(await fieldOf({ zipCode: "90210" })).toEqual(["OUTSIDE_AREA", { zipCode: "outsideArea" }]);
    expect(await fieldOf({ zipCode: "3317" })).toEqual(["BAD_INPUT", { zipCode: "zipInvalid" }]);
    const staff = (values: Partial<Extract<BookingBooker, { kind: "staff" }>>): BookingBooker => ({
      kind: "staff",
      actor: { id: "staff-1" },
      ...values,
    });
    expect(await fieldOf({ booker: staff({ technicianId: far.id }) })).toEqual([
      "BAD_INPUT",
      { technicianId: "technicianUnavailable" },
    ]);
    await bookWindow(booking());
    expect(await refusal(bookWindow(booking({ booker: staff({ technicianId: ana.id }) })))).toBeInstanceOf(
      WindowTakenError,
    );
    expect(await refusal(bookWindow(booking()))).toBeInstanceOf(WindowTakenError);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("lets staff book a full window only with the override, marked over capacity and in the audit log", async () => {
    const ana = await addTechnician("Ana");
    await bookWindow(booking());
    const staff = { kind: "staff" as const, actor: { id: "staff-1" } };
    expect(await refusal(bookWindow(booking({ booker: staff })))).toBeInstanceOf(WindowTakenError);
    const over = await bookWindow(booking({ booker: { ...staff, override: true } }));
    expect(over).toMatchObject({ status: "confirmed", overCapacity: true, technician: { id: ana.id } });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, over.appointmentId));
    expect(row).toMatchObject({ overCapacity: true, status: "confirmed" });
    const entries = await db().select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: "staff-1",
      action: "appointment.book",
      entityId: over.appointmentId,
      details: expect.objectContaining({ overCapacity: true, window: "2026-06-03T10:00", technicianId: ana.id }),
    });
  });

  it.runIf(testDriver() === "postgres")(
    "answers WINDOW_TAKEN, not a failure, when the day's lock is held past the lock timeout",
    async () => {
      await addTechnician("Ana");
      const url = handle().pool!.options.connectionString!;
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("insert into schedule_day_locks (day) values ('2026-06-03') on conflict do nothing");
        await holder.query("select day from schedule_day_locks where day = '2026-06-03' for update");
        const error = await refusal(bookWindow(booking({ lockTimeoutMs: 300 })));
        expect(error).toBeInstanceOf(WindowTakenError);
        expect((error as WindowTakenError).nextWindows.map((window) => window.id)).toEqual([
          "2026-06-03T12:00",
          "2026-06-03T14:00",
          "2026-06-03T16:00",
        ]);
        // Another day's booking does not wait for this day's lock.
        await expect(bookWindow(booking({ windowId: "2026-06-04T10:00", lockTimeoutMs: 300 }))).resolves.toMatchObject({
          window: { id: "2026-06-04T10:00" },
        });
      } finally {
        await holder.query("rollback");
        await holder.end();
      }
      await expect(bookWindow(booking())).resolves.toMatchObject({ window: { id: "2026-06-03T10:00" } });
    },
  );
});
