import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appointments, jobs, scopedTokens, settings, textMessages } from "~/db/schema";
import { cancelVisitorBooking } from "~/domain/scheduling/cancel-visitor-booking.server";
import { rescheduleVisitorBooking } from "~/domain/scheduling/reschedule-visitor-booking.server";
import { startFakeTwilio, type FakeTwilio } from "../../../tests/fakes/twilio";
import {
  grantTransactionalSms,
  smsWorker,
  switchSmsOn,
  twilioConfigOf,
} from "../../../tests/support/messaging-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  addDoralTechnicians,
  bookAsTestVisitor as book,
  mailedManageToken,
  NOW,
  VISITOR_NUMBER as NUMBER,
  visitTexts as texts,
  WINDOW_START,
} from "../../../tests/support/visit-texts-test-support";
import { revokeSmsForNumber } from "./revoke-sms-for-number.server";
import { reminderDedupeKey } from "./visit-reminders.server";

const { db } = useTestDatabase();
let twilio: FakeTwilio;

beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
});
beforeEach(async () => {
  twilio.messages.length = 0;
  await addDoralTechnicians();
});

// Noon in Miami on the booking day: the send job's clock, outside the quiet hours.
const NOON = () => new Date("2026-06-01T16:00:00Z");
const throughTwilio = () => smsWorker(db(), { twilio: () => twilioConfigOf(twilio), now: NOON });

describe("the texts of a visitor's booking", () => {
  it("leaves out a reminder that would go within the hour after the booking, and keeps the later one", async () => {
    // Booked 24 h 30 min before the window: the day-before reminder would follow the confirmation by half an hour.
    await book({}, "en", new Date(WINDOW_START.getTime() - (24 * 60 + 30) * 60_000));
    expect((await texts()).map((row) => row.template)).toEqual(["booking_confirmed", "reminder_hours_before"]);
  });

  it("queues one confirmation in the language they booked in, with its two reminders before the window", async () => {
    const booked = await book({}, "es");
    const rows = await texts();
    expect(rows.map((row) => [row.template, row.locale, row.toNumber, row.status])).toEqual([
      ["booking_confirmed", "es", NUMBER, "pending"],
      ["reminder_day_before", "es", NUMBER, "pending"],
      ["reminder_hours_before", "es", NUMBER, "pending"],
    ]);
    const [confirmation, dayBefore, hoursBefore] = rows;
    expect(confirmation!.body).toContain("/es/booking/");
    expect(confirmation!.appointmentId).toBe(booked.appointmentId);
    // 24 and 2 hours before the window's start (the settings' defaults); 8 AM in Miami is already out of the night.
    expect(dayBefore!.sendAfter).toEqual(new Date("2026-06-02T14:00:00Z"));
    expect(hoursBefore!.sendAfter).toEqual(new Date("2026-06-03T12:00:00Z"));
    expect(dayBefore!.dedupeKey).toBe(reminderDedupeKey(booked.appointmentId, "reminder_day_before", WINDOW_START));
    // The text's link has a token of its own, issued for the number, beside the mailed one for the address.
    const links = await db().select().from(scopedTokens).where(eq(scopedTokens.recordId, booked.appointmentId));
    expect(links.map((link) => link.contact).sort()).toEqual([NUMBER, "rosa@example.com"]);
  });

  it("leaves out a reminder whose time is already past", async () => {
    // A first reminder 72 hours before a visit booked 49 hours ahead.
    const [record] = await db().select({ messaging: settings.messaging }).from(settings);
    await db()
      .update(settings)
      .set({ messaging: { ...record!.messaging, reminderHoursBefore: { first: 72, second: 2 } } })
      .where(eq(settings.id, 1));
    await book();
    expect((await texts()).map((row) => row.template)).toEqual(["booking_confirmed", "reminder_hours_before"]);
  });

  it("queues no text for a phone that cannot be a US number, and still books", async () => {
    const booked = await book({ phone: "(305) 155-0199" });
    expect(booked.status).toBe("confirmed");
    expect(await db().select().from(appointments)).toHaveLength(1);
    expect(await texts()).toEqual([]);
  });

  it("stops the old reminders when the visitor reschedules, and queues the change and the new window's", async () => {
    const booked = await book({}, "es");
    const token = await mailedManageToken(booked.appointmentId);
    await rescheduleVisitorBooking({ token, windowId: "2026-06-04T10:00", locale: "es", now: NOW });
    const rows = await texts();
    expect(rows.map((row) => [row.template, row.status, row.errorCode])).toEqual([
      ["booking_confirmed", "pending", null],
      ["reminder_day_before", "blocked", "visit_changed"],
      ["reminder_hours_before", "blocked", "visit_changed"],
      ["booking_rescheduled", "pending", null],
      ["reminder_day_before", "pending", null],
      ["reminder_hours_before", "pending", null],
    ]);
    expect(rows[3]!.locale).toBe("es");
    const newStart = new Date("2026-06-04T14:00:00Z");
    expect(rows[4]!.dedupeKey).toBe(reminderDedupeKey(booked.appointmentId, "reminder_day_before", newStart));
    expect(rows[4]!.sendAfter).toEqual(new Date("2026-06-03T14:00:00Z"));
  });

  it("stops the reminders and queues one cancellation text when the visitor cancels", async () => {
    const booked = await book();
    const token = await mailedManageToken(booked.appointmentId);
    await cancelVisitorBooking({ token, locale: "en", now: NOW });
    const rows = await texts();
    expect(rows.map((row) => [row.template, row.status, row.errorCode])).toEqual([
      ["booking_confirmed", "pending", null],
      ["reminder_day_before", "blocked", "visit_cancelled"],
      ["reminder_hours_before", "blocked", "visit_cancelled"],
      ["booking_cancelled", "pending", null],
    ]);
    expect(rows[3]!.body).toMatch(/is cancelled/);
  });
});

describe("sending a visit's texts", () => {
  beforeEach(async () => {
    await switchSmsOn(db());
    await grantTransactionalSms(NUMBER);
  });

  it("sends the confirmation, and a STOP received while the reminders wait stops them at send time", async () => {
    await book();
    const reminders = (await texts()).filter((row) => row.template.startsWith("reminder_")).map((row) => row.id);
    // The reminders' jobs wait for their day (the test's dates are past on the database's clock): only the
    // confirmation is due now.
    const waiting = (await db().select().from(jobs)).filter((job) =>
      reminders.includes(String(job.payload.textId ?? "")),
    );
    expect(waiting).toHaveLength(2);
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() + 86_400_000) })
      .where(
        inArray(
          jobs.id,
          waiting.map((job) => job.id),
        ),
      );
    const worker = throughTwilio();
    expect(await worker.runOnce()).toBe("completed");
    expect(twilio.messages).toHaveLength(1);

    await revokeSmsForNumber({ number: NUMBER, keyword: "STOP" });
    while ((await worker.runDue()) !== undefined);
    expect(twilio.messages).toHaveLength(1);
    const after = await db().select().from(textMessages).where(inArray(textMessages.id, reminders));
    expect(after.map((row) => [row.status, row.errorCode])).toEqual([
      ["blocked", "opted_out"],
      ["blocked", "opted_out"],
    ]);
  });

  it("never sends a reminder of a visit moved or cancelled behind the texts' back", async () => {
    const moved = await book();
    const cancelled = await book({ window: "2026-06-04T10:00", email: "luis@example.com" });
    await db()
      .update(appointments)
      .set({ appointmentDate: new Date("2026-06-03T18:00:00Z") })
      .where(eq(appointments.id, moved.appointmentId));
    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, cancelled.appointmentId));
    const worker = throughTwilio();
    while ((await worker.runDue()) !== undefined);
    const rows = await texts();
    const reminderStates = (appointmentId: string) =>
      rows
        .filter((row) => row.appointmentId === appointmentId && row.template.startsWith("reminder_"))
        .map((row) => [row.status, row.errorCode]);
    expect(reminderStates(moved.appointmentId)).toEqual([
      ["blocked", "visit_changed"],
      ["blocked", "visit_changed"],
    ]);
    expect(reminderStates(cancelled.appointmentId)).toEqual([
      ["blocked", "visit_cancelled"],
      ["blocked", "visit_cancelled"],
    ]);
    // Only the two confirmations went.
    expect(twilio.messages).toHaveLength(2);
  });
});
