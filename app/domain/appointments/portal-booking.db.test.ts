import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { appointments, customers, jobs, serviceRequests, settings, technicians, user, zoneZipCodes } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookPortalVisit } from "./book-portal-visit.server";
import { cancelPortalVisit, editPortalVisit } from "./change-portal-visit.server";
import { getPortalBookingForm } from "./portal-booking-form.server";

const { db } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami.
const NOW = new Date("2026-06-01T13:00:00Z");
const WEEKDAYS = { start: "08:00", end: "18:00" };
const HOURS: WeeklyHours = {
  sunday: null,
  monday: WEEKDAYS,
  tuesday: WEEKDAYS,
  wednesday: WEEKDAYS,
  thursday: WEEKDAYS,
  friday: WEEKDAYS,
  saturday: null,
};
const ROSA = { id: "rosa-login", email: "rosa@example.com" };
const LUIS = { id: "luis-login", email: "luis@example.com" };
const details = { serviceAddress: "9 Bay Rd", phone: "(305) 555-0199", customerNotes: "" };
const form = {
  serviceAddress: "9 Bay Rd",
  phone: "(305) 555-0199",
  serviceType: "AC Repair",
  window: "2026-06-03T10:00",
  customerNotes: "",
};

beforeEach(async () => {
  await db()
    .insert(user)
    .values([
      { id: ROSA.id, name: "Rosa Díaz", email: ROSA.email },
      { id: LUIS.id, name: "Luis Gómez", email: LUIS.email },
    ]);
  await db()
    .insert(zoneZipCodes)
    .values([
      { zone: "Doral", zipCode: "33178" },
      { zone: "Hialeah", zipCode: "33010" },
    ]);
  await db()
    .insert(customers)
    .values([
      { firstName: "Rosa", lastName: "Díaz", email: ROSA.email, userId: ROSA.id, zipCode: "33178" },
      { firstName: "Luis", lastName: "Gómez", email: LUIS.email, userId: LUIS.id, zipCode: "33178" },
    ]);
  // One technician: one place in each Doral window.
  await db()
    .insert(technicians)
    .values({
      name: "Ana",
      phone: "(305) 555-0100",
      email: "ana@awac.example",
      serviceTypes: ["AC Repair"],
      zones: ["Doral"],
      weeklyHours: HOURS,
    });
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const jobTypes = async () => (await db().select({ type: jobs.type }).from(jobs)).map((job) => job.type).sort();

describe("bookPortalVisit", () => {
  it("books the window confirmed (auto-confirm on), with the booking e-mail, the office notice and the CRM job in its transaction", async () => {
    const booked = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    expect(booked.status).toBe("confirmed");
    const [row] = await db().select().from(appointments);
    expect(row).toMatchObject({ zipCode: "33178", zone: "Doral", serviceAddress: "9 Bay Rd", technicianName: "Ana" });
    const [request] = await db().select().from(serviceRequests);
    expect(request!.status).toBe("scheduled");
    expect(await jobTypes()).toEqual(expect.arrayContaining(["booking.email"]));
    const [mail] = await db().select().from(jobs).where(eq(jobs.type, "booking.email"));
    expect(mail!.payload).toMatchObject({ appointmentId: booked.appointmentId, change: "booked" });
  });

  it("leaves the booking scheduled for staff when auto-confirm is off", async () => {
    await db().update(settings).set({ autoConfirm: false });
    expect((await bookPortalVisit({ user: ROSA, input: form, now: NOW })).status).toBe("scheduled");
  });

  it("answers 'window taken' under the picker when the only technician's place is gone, and books nothing", async () => {
    await bookPortalVisit({ user: LUIS, input: form, now: NOW });
    const error = await refusal(bookPortalVisit({ user: ROSA, input: form, now: NOW }));
    expect(error).toMatchObject({ code: "WINDOW_TAKEN", status: 409, fieldErrors: { window: "windowTaken" } });
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("refuses a window inside the 24-hour lead time with a field message", async () => {
    const error = await refusal(
      bookPortalVisit({ user: ROSA, input: { ...form, window: "2026-06-02T08:00" }, now: NOW }),
    );
    expect(error).toMatchObject({ code: "BAD_INPUT", fieldErrors: { window: "windowTooSoon" } });
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("refuses a zip code outside the area and never books it", async () => {
    await db().update(customers).set({ zipCode: null }).where(eq(customers.userId, ROSA.id));
    const error = await refusal(bookPortalVisit({ user: ROSA, input: { ...form, zipCode: "90210" }, now: NOW }));
    expect(error).toMatchObject({ code: "OUTSIDE_AREA", fieldErrors: { zipCode: "outsideArea" } });
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("asks for a zip code when the record has none, and keeps the one given on the record", async () => {
    await db().update(customers).set({ zipCode: null }).where(eq(customers.userId, ROSA.id));
    expect(await refusal(bookPortalVisit({ user: ROSA, input: form, now: NOW }))).toMatchObject({
      fieldErrors: { zipCode: "zipRequired" },
    });
    await bookPortalVisit({ user: ROSA, input: { ...form, zipCode: "33178" }, now: NOW });
    const [record] = await db().select().from(customers).where(eq(customers.userId, ROSA.id));
    expect(record!.zipCode).toBe("33178");
  });

  it("checks the fields in the spec's order before the window", async () => {
    const error = await refusal(
      bookPortalVisit({ user: ROSA, input: { serviceType: "", window: "", serviceAddress: "", phone: "" }, now: NOW }),
    );
    expect(Object.entries((error as { fieldErrors: Record<string, string> }).fieldErrors)).toEqual([
      ["serviceAddress", "addressRequired"],
      ["phone", "phoneRequired"],
      ["serviceType", "serviceTypeRequired"],
      ["window", "dateRequired"],
    ]);
  });
});

describe("editPortalVisit and cancelPortalVisit", () => {
  it("moves the visit, raises its calendar sequence and mails the reschedule; then cancels it the same way", async () => {
    const booked = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    const moved = await editPortalVisit({
      user: ROSA,
      appointmentId: booked.appointmentId,
      input: { ...details, window: "2026-06-04T14:00" },
      now: NOW,
    });
    expect(moved.status).toBe("confirmed");
    let [row] = await db().select().from(appointments);
    expect(row).toMatchObject({ appointmentDate: new Date("2026-06-04T18:00:00Z"), calendarSequence: 1 });
    await cancelPortalVisit({ user: ROSA, appointmentId: booked.appointmentId, now: NOW });
    [row] = await db().select().from(appointments);
    expect(row).toMatchObject({ status: "cancelled", calendarSequence: 2 });
    const mails = await db().select().from(jobs).where(eq(jobs.type, "booking.email"));
    expect(mails.map((job) => (job.payload as { change: string }).change).sort()).toEqual([
      "booked",
      "cancelled",
      "rescheduled",
    ]);
    // The released place is free again for someone else.
    await expect(bookPortalVisit({ user: LUIS, input: form, now: NOW })).resolves.toMatchObject({
      status: "confirmed",
    });
  });

  it("answers 404 for another customer's appointment and changes nothing", async () => {
    const luis = await bookPortalVisit({ user: LUIS, input: form, now: NOW });
    const move = refusal(
      editPortalVisit({
        user: ROSA,
        appointmentId: luis.appointmentId,
        input: { ...details, window: "2026-06-04T14:00" },
        now: NOW,
      }),
    );
    expect(await move).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect(await refusal(cancelPortalVisit({ user: ROSA, appointmentId: luis.appointmentId, now: NOW }))).toMatchObject(
      { code: "NOT_FOUND" },
    );
    const [row] = await db().select().from(appointments);
    expect(row).toMatchObject({
      status: "confirmed",
      calendarSequence: 0,
      appointmentDate: new Date("2026-06-03T14:00:00Z"),
    });
  });

  it("refuses to cancel or move a visit inside 24 hours of its window", async () => {
    const booked = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    const dayBefore = new Date("2026-06-02T15:00:00Z"); // 23 hours before Wednesday 10:00 AM
    expect(
      await refusal(cancelPortalVisit({ user: ROSA, appointmentId: booked.appointmentId, now: dayBefore })),
    ).toMatchObject({ code: "CONFLICT", fieldErrors: { form: "notCancellable" } });
    expect(
      await refusal(
        editPortalVisit({
          user: ROSA,
          appointmentId: booked.appointmentId,
          input: { ...details, window: "2026-06-05T14:00" },
          now: dayBefore,
        }),
      ),
    ).toMatchObject({ code: "CONFLICT", fieldErrors: { form: "notEditable" } });
    const [row] = await db().select().from(appointments);
    expect(row).toMatchObject({ status: "confirmed", calendarSequence: 0 });
  });

  it("answers 'window taken' when the new window is full, leaving the visit where it was", async () => {
    const rosa = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    await bookPortalVisit({ user: LUIS, input: { ...form, window: "2026-06-04T14:00" }, now: NOW });
    const error = await refusal(
      editPortalVisit({
        user: ROSA,
        appointmentId: rosa.appointmentId,
        input: { ...details, window: "2026-06-04T14:00" },
        now: NOW,
      }),
    );
    expect(error).toMatchObject({ code: "WINDOW_TAKEN", fieldErrors: { window: "windowTaken" } });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, rosa.appointmentId));
    expect(row).toMatchObject({ appointmentDate: new Date("2026-06-03T14:00:00Z"), calendarSequence: 0 });
  });
});

describe("editPortalVisit's details", () => {
  it("saves a new address, phone and notes, keeps the time and the confirmation, and tells the office", async () => {
    const booked = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    const edited = await editPortalVisit({
      user: ROSA,
      appointmentId: booked.appointmentId,
      input: { serviceAddress: "12 Palm Ave", phone: "(305) 555-0142", customerNotes: "Gate code 4411", window: "" },
      now: NOW,
    });
    expect(edited).toMatchObject({ status: "confirmed", changed: true, moved: false });
    const [row] = await db().select().from(appointments);
    expect(row).toMatchObject({
      serviceAddress: "12 Palm Ave",
      phone: "(305) 555-0142",
      customerNotes: "Gate code 4411",
      appointmentDate: new Date("2026-06-03T14:00:00Z"),
      calendarSequence: 0,
    });
    const [request] = await db().select().from(serviceRequests);
    expect(request).toMatchObject({ phone: "(305) 555-0142", message: "Service address: 12 Palm Ave\nGate code 4411" });
    // No reschedule mail for a time that did not move.
    const mails = await db().select().from(jobs).where(eq(jobs.type, "booking.email"));
    expect(mails.map((job) => (job.payload as { change: string }).change)).toEqual(["booked"]);
  });

  it("checks the address, then the phone, and saves nothing when either is missing", async () => {
    const booked = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    const error = await refusal(
      editPortalVisit({
        user: ROSA,
        appointmentId: booked.appointmentId,
        input: { serviceAddress: "  ", phone: "", window: "" },
        now: NOW,
      }),
    );
    expect(error).toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { serviceAddress: "addressRequired", phone: "phoneRequired" },
    });
    const [row] = await db().select().from(appointments);
    expect(row).toMatchObject({ serviceAddress: "9 Bay Rd", phone: "(305) 555-0199" });
  });

  it("changes nothing and sends nothing for an edit that keeps every value", async () => {
    const booked = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    const before = await db().select().from(jobs);
    const edited = await editPortalVisit({
      user: ROSA,
      appointmentId: booked.appointmentId,
      input: { ...details, window: "" },
      now: NOW,
    });
    expect(edited).toMatchObject({ changed: false, moved: false });
    expect(await db().select().from(jobs)).toHaveLength(before.length);
  });
});

describe("getPortalBookingForm", () => {
  it("pre-fills from the record, and pages 14 business days with the booked window shown taken and the first free one chosen", async () => {
    await db()
      .update(customers)
      .set({ addressLine1: "9 Bay Rd", phone: "(305) 555-0199" })
      .where(eq(customers.userId, ROSA.id));
    await bookPortalVisit({ user: LUIS, input: { ...form, window: "2026-06-02T14:00" }, now: NOW });
    const view = await getPortalBookingForm({ user: ROSA, serviceType: "AC Repair", now: NOW });
    expect(view).toMatchObject({
      serviceAddress: "9 Bay Rd",
      phone: "(305) 555-0199",
      zipCode: "33178",
      asksZipCode: false,
    });
    const picker = view.picker!;
    // Today's windows and tomorrow's 8 AM are inside the lead time: the strip starts tomorrow at 10.
    expect(picker.days[0]!.date).toBe("2026-06-02");
    expect(picker.days[0]!.windows.map((window) => [window.start, window.free])).toEqual([
      ["10:00", true],
      ["12:00", true],
      ["14:00", false],
      ["16:00", true],
    ]);
    expect(picker.firstFreeId).toBe("2026-06-02T10:00");
    expect(picker.days).toHaveLength(14);
    expect(picker.earlierFrom).toBeNull();
    const next = await getPortalBookingForm({ user: ROSA, serviceType: "AC Repair", from: picker.laterFrom, now: NOW });
    expect(next.picker!.days[0]!.date > picker.days[13]!.date).toBe(true);
    expect(next.picker!.earlierFrom).not.toBeNull();
  });

  it("answers a zip code outside the area with no windows, for the screen to give the phone", async () => {
    await db().update(customers).set({ zipCode: "90210" }).where(eq(customers.userId, ROSA.id));
    const view = await getPortalBookingForm({ user: ROSA, serviceType: "AC Repair", now: NOW });
    expect(view).toMatchObject({ outsideArea: true, picker: null });
  });
});
