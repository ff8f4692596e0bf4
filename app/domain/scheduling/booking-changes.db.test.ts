import { eq } from "drizzle-orm";
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
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookWindow, type BookWindowInput } from "./book-window.server";
import { cancelBooking } from "./cancel-booking.server";
import { rescheduleBooking } from "./reschedule-booking.server";
import { WindowTakenError } from "./window-taken-error";

const { db } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami.
const NOW = new Date("2026-06-01T13:00:00Z");
const HOURS: WeeklyHours = {
  sunday: null,
  monday: { start: "08:00", end: "18:00" },
  tuesday: { start: "08:00", end: "18:00" },
  wednesday: { start: "08:00", end: "18:00" },
  thursday: { start: "08:00", end: "18:00" },
  friday: { start: "08:00", end: "18:00" },
  saturday: null,
};

let rosa: { id: string; name: string; email: string | null };
let other: { id: string; name: string; email: string | null };

beforeEach(async () => {
  await db()
    .insert(user)
    .values([
      { id: "staff-1", name: "Olga Owner", email: "owner@awac.example", role: "admin" },
      { id: "rosa-login", name: "Rosa Díaz", email: "rosa@example.com" },
    ]);
  await db().insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
  const [first, second] = await db()
    .insert(customers)
    .values([
      { firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", userId: "rosa-login" },
      { firstName: "Luis", lastName: "Gómez", email: "luis@example.com" },
    ])
    .returning();
  rosa = { id: first!.id, name: "Rosa Díaz", email: first!.email };
  other = { id: second!.id, name: "Luis Gómez", email: second!.email };
});

async function addTechnician(name: string) {
  const [row] = await db()
    .insert(technicians)
    .values({
      name,
      phone: "(305) 555-0100",
      email: `${name.toLowerCase()}@awac.example`,
      serviceTypes: ["AC Repair", "Installation"],
      zones: ["Doral"],
      weeklyHours: HOURS,
    })
    .returning();
  return row!;
}

const book = (windowId: string, customer = rosa, values: Partial<BookWindowInput> = {}) =>
  bookWindow({
    customer,
    visit: { serviceType: "AC Repair", serviceAddress: "9 Bay Rd", phone: "(305) 555-0199", customerNotes: null },
    zipCode: "33178",
    windowId,
    booker: { kind: "self" },
    now: NOW,
    ...values,
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("rescheduleBooking", () => {
  it("moves a visit to another window and releases its old place, even on the same day", async () => {
    // Auto-confirm off: the moved visit is scheduled again for staff to confirm.
    await db().update(settings).set({ autoConfirm: false });
    await addTechnician("Ana");
    const visit = await book("2026-06-03T10:00");
    const moved = await rescheduleBooking({
      appointmentId: visit.appointmentId,
      actor: { kind: "customer", userId: "rosa-login" },
      windowId: "2026-06-03T12:00",
      now: NOW,
    });
    expect(moved).toMatchObject({
      window: { id: "2026-06-03T12:00" },
      status: "scheduled",
      busyUntil: "2026-06-03T17:45:00.000Z",
      previous: { appointmentDate: "2026-06-03T14:00:00.000Z" },
    });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(row).toMatchObject({
      appointmentDate: new Date("2026-06-03T16:00:00Z"),
      windowEnd: new Date("2026-06-03T18:00:00Z"),
    });
    // The old 10:00 place is free again for someone else.
    await expect(book("2026-06-03T10:00", other)).resolves.toMatchObject({ window: { id: "2026-06-03T10:00" } });
    // An installation (180 minutes and the buffer) moved two hours later overlaps its own old place: not a conflict.
    const installation = await book("2026-06-05T08:00", other, {
      visit: { serviceType: "Installation", serviceAddress: "1 Main St", phone: "(305) 555-0100", customerNotes: null },
    });
    await expect(
      rescheduleBooking({
        appointmentId: installation.appointmentId,
        actor: { kind: "visitor", customerId: other.id },
        windowId: "2026-06-05T10:00",
        now: NOW,
      }),
    ).resolves.toMatchObject({ window: { id: "2026-06-05T10:00" }, busyUntil: "2026-06-05T17:15:00.000Z" });
  });

  it("keeps the visit's technician when free in the new window, though another has fewer booked minutes", async () => {
    const ana = await addTechnician("Ana");
    await addTechnician("Zed");
    const visit = await book("2026-06-03T10:00");
    expect(visit.technician?.id).toBe(ana.id);
    await book("2026-06-04T16:00", other); // Ana, by name: Thursday's minutes are Ana 105, Zed 0.
    const moved = await rescheduleBooking({
      appointmentId: visit.appointmentId,
      actor: { kind: "customer", userId: "rosa-login" },
      windowId: "2026-06-04T10:00",
      now: NOW,
    });
    expect(moved.technician?.id).toBe(ana.id);
  });

  it("answers NOT_FOUND for another customer's visit and changes nothing", async () => {
    await addTechnician("Ana");
    const luis = await book("2026-06-03T10:00", other);
    for (const actor of [
      { kind: "customer" as const, userId: "rosa-login" },
      { kind: "visitor" as const, customerId: rosa.id },
    ]) {
      await expect(
        rescheduleBooking({ appointmentId: luis.appointmentId, actor, windowId: "2026-06-03T12:00", now: NOW }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(
      rescheduleBooking({ appointmentId: "not-an-id", actor: { kind: "visitor", customerId: rosa.id }, windowId: "x" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, luis.appointmentId));
    expect(row!.appointmentDate).toEqual(new Date("2026-06-03T14:00:00Z"));
  });

  it("refuses a customer inside 24 hours of the visit but lets staff move it, confirmed and audited", async () => {
    await addTechnician("Ana");
    const visit = await book("2026-06-02T10:00"); // Tuesday 10:00, 25 hours ahead
    const later = new Date("2026-06-01T15:00:00Z"); // Monday 11:00: 23 hours before it
    const error = await refusal(
      rescheduleBooking({
        appointmentId: visit.appointmentId,
        actor: { kind: "customer", userId: "rosa-login" },
        windowId: "2026-06-03T10:00",
        now: later,
      }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", fieldErrors: { form: "notEditable" } });
    const moved = await rescheduleBooking({
      appointmentId: visit.appointmentId,
      actor: { kind: "staff", actor: { id: "staff-1" } },
      windowId: "2026-06-03T10:00",
      now: later,
    });
    expect(moved.status).toBe("confirmed");
    const [request] = await db().select().from(serviceRequests);
    expect(request!.status).toBe("scheduled");
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({
      actorUserId: "staff-1",
      action: "appointment.reschedule",
      details: expect.objectContaining({ from: "2026-06-02T14:00:00.000Z", to: "2026-06-03T14:00:00.000Z" }),
    });
  });

  it("answers WINDOW_TAKEN with the next windows when the new window is full, and leaves the visit where it was", async () => {
    await addTechnician("Ana");
    const visit = await book("2026-06-03T10:00");
    await book("2026-06-03T12:00", other);
    const error = await refusal(
      rescheduleBooking({
        appointmentId: visit.appointmentId,
        actor: { kind: "customer", userId: "rosa-login" },
        windowId: "2026-06-03T12:00",
        now: NOW,
      }),
    );
    expect(error).toBeInstanceOf(WindowTakenError);
    expect((error as WindowTakenError).nextWindows.map((window) => window.id)).toEqual([
      "2026-06-03T14:00",
      "2026-06-03T16:00",
      "2026-06-04T08:00",
    ]);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(row!.appointmentDate).toEqual(new Date("2026-06-03T14:00:00Z"));
  });
});

describe("cancelBooking", () => {
  it("cancels a visit and frees its place at once, for its own customer only and not inside 24 hours", async () => {
    await addTechnician("Ana");
    const visit = await book("2026-06-03T10:00");
    await expect(
      cancelBooking({ appointmentId: visit.appointmentId, actor: { kind: "visitor", customerId: other.id }, now: NOW }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const inside = new Date("2026-06-02T15:00:00Z"); // 23 hours before the visit
    await expect(
      cancelBooking({
        appointmentId: visit.appointmentId,
        actor: { kind: "customer", userId: "rosa-login" },
        now: inside,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", fieldErrors: { form: "notCancellable" } });
    expect(await refusal(book("2026-06-03T10:00", other))).toBeInstanceOf(WindowTakenError);
    await expect(
      cancelBooking({
        appointmentId: visit.appointmentId,
        actor: { kind: "customer", userId: "rosa-login" },
        now: NOW,
      }),
    ).resolves.toMatchObject({ status: "cancelled", appointmentDate: "2026-06-03T14:00:00.000Z" });
    const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, visit.serviceRequestId));
    expect(request!.status).toBe("cancelled");
    await expect(book("2026-06-03T10:00", other)).resolves.toMatchObject({ window: { id: "2026-06-03T10:00" } });
  });
});
