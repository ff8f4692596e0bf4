import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { appointments, customers, jobs, scopedTokens, technicians, user, zoneZipCodes } from "~/db/schema";
import { BOOKING_EMAIL_JOB } from "~/domain/notifications/booking-email.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookAsVisitor } from "./book-as-visitor.server";
import { cancelVisitorBooking } from "./cancel-visitor-booking.server";
import { openVisitorBooking } from "./open-visitor-booking.server";
import { rescheduleVisitorBooking } from "./reschedule-visitor-booking.server";
import { WindowTakenError } from "./window-taken-error";

const { db } = useTestDatabase();

// Monday 1 June 2026, 9:00 AM in Miami; the visits are on Wednesday 3 June and Thursday 4 June.
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

const FORM = {
  serviceType: "AC Repair",
  zipCode: "33178",
  window: "2026-06-03T10:00",
  name: "Rosa Díaz",
  phone: "(305) 555-0199",
  email: "Rosa@Example.com",
  serviceAddress: "9 Bay Rd, Doral",
  customerNotes: "",
};

beforeEach(async () => {
  await db().insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
  await db()
    .insert(technicians)
    .values(
      ["Ana", "Zed"].map((name) => ({
        name,
        phone: "(305) 555-0100",
        email: `${name.toLowerCase()}@awac.example`,
        serviceTypes: ["AC Repair"],
        zones: ["Doral"],
        weeklyHours: HOURS,
      })),
    );
});

const book = (fields: Partial<typeof FORM> = {}, options: { submissionToken?: string; locale?: "en" | "es" } = {}) =>
  bookAsVisitor({
    fields: { ...FORM, ...fields },
    submissionToken: options.submissionToken ?? null,
    locale: options.locale ?? "en",
    now: NOW,
  });

/**
 * The token the confirmation mail carries (the only copy of it). The visits are in June 2026 on the test's clock,
 * but links expire on the database's: the link is moved to a year from the real now, as a link still open.
 */
async function mailedToken(appointmentId: string): Promise<string> {
  const rows = await db().select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB));
  const job = rows.find((row) => row.payload.appointmentId === appointmentId && row.payload.change === "booked");
  await db()
    .update(scopedTokens)
    .set({ expiresAt: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(scopedTokens.recordId, appointmentId));
  return job!.payload.manageToken as string;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("bookAsVisitor", () => {
  it("books onto the one record whose e-mail and phone both match, whatever their case and punctuation", async () => {
    await db().insert(user).values({ id: "rosa-login", name: "Rosa Díaz", email: "rosa@example.com" });
    const [rosa] = await db()
      .insert(customers)
      .values({
        firstName: "Rosa",
        lastName: "Díaz",
        email: "rosa@example.com",
        phone: "+1 305-555-0199",
        userId: "rosa-login",
      })
      .returning();
    const booked = await book();
    const [appointment] = await db().select().from(appointments).where(eq(appointments.id, booked.appointmentId));
    expect(appointment!.customerId).toBe(rosa!.id);
    expect(await db().select().from(customers)).toHaveLength(1);
  });

  it("makes a new record without a login when only the e-mail or only the phone matches, and changes neither", async () => {
    const [sameEmail, samePhone] = await db()
      .insert(customers)
      .values([
        { firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", phone: "(305) 555-0000" },
        { firstName: "Luis", lastName: "Gómez", email: "luis@example.com", phone: "305 555 0199" },
      ])
      .returning();
    const booked = await book();
    const [appointment] = await db().select().from(appointments).where(eq(appointments.id, booked.appointmentId));
    expect([sameEmail!.id, samePhone!.id]).not.toContain(appointment!.customerId);
    const [guest] = await db().select().from(customers).where(eq(customers.id, appointment!.customerId));
    expect(guest).toMatchObject({
      userId: null,
      firstName: "Rosa",
      lastName: "Díaz",
      email: "rosa@example.com",
      phone: "(305) 555-0199",
      addressLine1: "9 Bay Rd, Doral",
      zipCode: "33178",
      source: "guest",
    });
    const [untouched] = await db().select().from(customers).where(eq(customers.id, sameEmail!.id));
    expect(untouched).toEqual(sameEmail);
  });

  it("makes a new record too when two records match both, rather than choose one", async () => {
    await db()
      .insert(customers)
      .values([
        { firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", phone: "3055550199" },
        { firstName: "Rosa", lastName: "D.", email: "ROSA@example.com", phone: "(305) 555-0199" },
      ]);
    await book();
    expect(await db().select().from(customers)).toHaveLength(3);
  });

  it("issues a link for that appointment and the visitor's address and queues the mail with it in their language", async () => {
    const booked = await book({}, { locale: "es" });
    const [job] = await db().select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB));
    expect(job!.payload).toMatchObject({ appointmentId: booked.appointmentId, change: "booked", locale: "es" });
    // The mailed link's (a text's link has its own token, issued for the number).
    const [token] = await db().select().from(scopedTokens).where(eq(scopedTokens.contact, "rosa@example.com"));
    expect(token).toMatchObject({
      purpose: "manage_booking",
      recordId: booked.appointmentId,
      contact: "rosa@example.com",
    });
    // The window ends at noon on 3 June (16:00Z): the link works for seven days after it.
    expect(token!.expiresAt.toISOString()).toBe("2026-06-10T16:00:00.000Z");
  });

  it("answers a repeated post of the same form with the first booking and books nothing more", async () => {
    const first = await book({}, { submissionToken: "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6" });
    const again = await book({}, { submissionToken: "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6" });
    expect(again).toMatchObject({ appointmentId: first.appointmentId, repeated: true });
    expect(await db().select().from(appointments)).toHaveLength(1);
    expect(await db().select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB))).toHaveLength(1);
  });

  it("keeps nothing, not even the new record, when the window was just taken", async () => {
    await book({ email: "first@example.com", phone: "(305) 555-0001" });
    await book({ email: "second@example.com", phone: "(305) 555-0002" });
    const error = await refusal(book());
    expect(error).toBeInstanceOf(WindowTakenError);
    expect((error as WindowTakenError).nextWindows.length).toBeGreaterThan(0);
    expect(await db().select().from(customers).where(eq(customers.email, "rosa@example.com"))).toHaveLength(0);
  });

  it("refuses bad fields with the form's keys, and a zip code in no zone as outside the area", async () => {
    await expect(book({ email: "not-an-address", name: "" })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { email: "emailInvalid", name: "nameRequired" },
    });
    await expect(book({ zipCode: "90210" })).rejects.toMatchObject({ code: "OUTSIDE_AREA" });
    expect(await db().select().from(customers)).toHaveLength(0);
  });
});

describe("a visitor's manage link", () => {
  it("opens only its own appointment", async () => {
    const rosa = await book();
    const luis = await book({
      name: "Luis Gómez",
      email: "luis@example.com",
      phone: "(305) 555-0142",
      window: "2026-06-04T14:00",
    });
    const rosaView = await openVisitorBooking({ token: await mailedToken(rosa.appointmentId), now: NOW });
    const luisView = await openVisitorBooking({ token: await mailedToken(luis.appointmentId), now: NOW });
    expect(rosaView).toMatchObject({ firstName: "Rosa", startsAt: "2026-06-03T14:00:00.000Z", canCancel: true });
    expect(luisView).toMatchObject({ firstName: "Luis", startsAt: "2026-06-04T18:00:00.000Z" });
    await expect(openVisitorBooking({ token: "x".repeat(43), now: NOW })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("changes nothing when opened (mail scanners follow links)", async () => {
    const booked = await book();
    const token = await mailedToken(booked.appointmentId);
    const before = await db().select().from(appointments);
    const jobsBefore = await db().select().from(jobs);
    await openVisitorBooking({ token, now: NOW });
    await openVisitorBooking({ token, now: NOW });
    expect(await db().select().from(appointments)).toEqual(before);
    expect(await db().select().from(jobs)).toEqual(jobsBefore);
  });

  it("reschedules its visit on POST, mails the change with the same link and keeps the link open past the new window", async () => {
    const booked = await book();
    const token = await mailedToken(booked.appointmentId);
    const view = await rescheduleVisitorBooking({ token, windowId: "2026-06-05T14:00", locale: "en", now: NOW });
    expect(view).toMatchObject({ startsAt: "2026-06-05T18:00:00.000Z", canReschedule: true });
    const [moved] = await db().select().from(appointments);
    expect(moved!.calendarSequence).toBe(1);
    const mails = await db().select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB));
    expect(mails.map((job) => job.payload.change)).toEqual(["booked", "rescheduled"]);
    expect(mails[1]!.payload.manageToken).toBe(token);
    // Kept open at least until seven days after the new window (here it already was, for a year).
    const [link] = await db().select().from(scopedTokens).where(eq(scopedTokens.contact, "rosa@example.com"));
    expect(link!.expiresAt.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-06-12T20:00:00.000Z"));
  });

  it("cancels its visit on POST until 24 hours before the window, and refuses inside them", async () => {
    const early = await book();
    const late = await book({ email: "luis@example.com", phone: "(305) 555-0142", window: "2026-06-04T14:00" });
    const cancelled = await cancelVisitorBooking({
      token: await mailedToken(early.appointmentId),
      locale: "en",
      now: NOW,
    });
    expect(cancelled.status).toBe("cancelled");
    // 3 June 4 PM in Miami: 22 hours before the 4 June 2 PM window.
    const inside = new Date("2026-06-03T20:00:00Z");
    await expect(
      cancelVisitorBooking({ token: await mailedToken(late.appointmentId), locale: "en", now: inside }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const [still] = await db().select().from(appointments).where(eq(appointments.id, late.appointmentId));
    expect(still!.status).not.toBe("cancelled");
    expect(await openVisitorBooking({ token: await mailedToken(late.appointmentId), now: inside })).toMatchObject({
      canCancel: false,
      canReschedule: false,
    });
  });
});
