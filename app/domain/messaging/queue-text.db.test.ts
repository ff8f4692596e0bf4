import { describe, expect, it } from "vitest";
import { jobs, textMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { queueText, SMS_SEND_JOB } from "./queue-text.server";

const { db } = useTestDatabase();

const WINDOW = { start: new Date("2026-06-10T14:00:00Z"), end: new Date("2026-06-10T16:00:00Z") };
// 10:00 on 9 June 2026 in Miami (EDT).
const MORNING = new Date("2026-06-09T14:00:00Z");

describe("queueText", () => {
  it("stores the text rendered in the person's language with its segments, and queues sms.send for now", async () => {
    const { textId, deduplicated } = await db().transaction((tx) =>
      queueText({
        executor: tx,
        to: "(305) 555-0142",
        template: "booking_confirmed",
        data: { service: "AC Repair", window: WINDOW, link: "https://aw.example/booking/x" },
        locale: "es",
        now: MORNING,
      }),
    );
    expect(deduplicated).toBe(false);
    const [text] = await db().select().from(textMessages);
    expect(text).toMatchObject({
      id: textId,
      toNumber: "+13055550142",
      template: "booking_confirmed",
      locale: "es",
      purpose: "transactional",
      status: "pending",
      sendAfter: MORNING,
    });
    expect(text!.body).toContain("AW Air");
    expect(text!.body).toContain("confirmada");
    expect(text!.segments).toBeGreaterThanOrEqual(1);
    const [job] = await db().select().from(jobs);
    expect(job).toMatchObject({ type: SMS_SEND_JOB, payload: { textId }, runAt: MORNING });
  });

  it("does nothing the second time under one dedupe key", async () => {
    const queue = () =>
      queueText({
        executor: db(),
        to: "3055550142",
        template: "reminder_day_before",
        data: { service: "Maintenance", window: WINDOW, link: "https://aw.example/b" },
        locale: "en",
        dedupeKey: "reminder:visit-1:24",
        now: MORNING,
      });
    const first = await queue();
    const second = await queue();
    expect(second).toEqual({ textId: first.textId, deduplicated: true });
    expect(await db().select().from(textMessages)).toHaveLength(1);
    expect(await db().select().from(jobs)).toHaveLength(1);
  });

  it("moves a reminder planned for the night to 8:45 pm the evening before, and sends an urgent text at once", async () => {
    // 6:30 am on 10 June in Miami: inside the quiet hours.
    const dawn = new Date("2026-06-10T10:30:00Z");
    await queueText({
      executor: db(),
      to: "3055550142",
      template: "reminder_hours_before",
      data: { service: "Maintenance", window: WINDOW, phone: "(305) 555-0100" },
      locale: "en",
      sendAfter: dawn,
      now: MORNING,
    });
    await queueText({
      executor: db(),
      to: "3055550143",
      template: "booking_cancelled",
      data: { service: "Maintenance", window: WINDOW, phone: "(305) 555-0100" },
      locale: "en",
      sendAfter: dawn,
      now: MORNING,
    });
    const texts = await db().select().from(textMessages);
    const reminder = texts.find((text) => text.template === "reminder_hours_before")!;
    const cancelled = texts.find((text) => text.template === "booking_cancelled")!;
    expect(reminder.sendAfter.toISOString()).toBe("2026-06-10T00:45:00.000Z");
    expect(cancelled.sendAfter).toEqual(dawn);
  });

  it("refuses a number that cannot be a US one, writing nothing", async () => {
    const error = await queueText({
      executor: db(),
      to: "12345",
      template: "on_my_way",
      data: { technician: "Luis", window: WINDOW },
      locale: "en",
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("BAD_INPUT");
    expect(await db().select().from(jobs)).toHaveLength(0);
  });
});
