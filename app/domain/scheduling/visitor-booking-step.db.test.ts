import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/config/settings-shapes";
import { technicians, zoneZipCodes } from "~/db/schema";
import { getSettings } from "~/domain/settings/get-settings.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookAsVisitor } from "./book-as-visitor.server";
import { visitorBookingStep } from "./visitor-booking-step.server";

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

beforeEach(async () => {
  await db().insert(zoneZipCodes).values({ zone: "Doral", zipCode: "33178" });
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

const step = (query: Parameters<typeof visitorBookingStep>[0]) => visitorBookingStep({ now: NOW, ...query });

describe("visitorBookingStep", () => {
  it("starts with the service type and zip code, keeping a preselected service and refusing a bad zip code", async () => {
    expect(await step({})).toEqual({ step: "start", values: { serviceType: "", zipCode: "" }, fieldErrors: {} });
    expect(await step({ serviceType: "Consultation" })).toMatchObject({
      step: "start",
      values: { serviceType: "Consultation" },
      fieldErrors: {},
    });
    expect(await step({ serviceType: "AC Repair", zipCode: "12" })).toMatchObject({
      step: "start",
      fieldErrors: { zipCode: "zipCodeInvalid" },
    });
  });

  it("answers a zip code in no zone with the office's phone and no window", async () => {
    const answer = await step({ serviceType: "AC Repair", zipCode: "90210" });
    expect(answer).toEqual({ step: "outside", zipCode: "90210", phone: (await getSettings()).mainPhone });
  });

  it("offers the free windows, then takes a chosen free one to the details", async () => {
    const windows = await step({ serviceType: "AC Repair", zipCode: "33178" });
    expect(windows.step).toBe("window");
    if (windows.step !== "window") return;
    // 24 hours ahead: Tuesday 8 AM is 23 hours away, 10 AM the first a visitor may take.
    expect(windows.picker.firstFreeId).toBe("2026-06-02T10:00");
    const details = await step({ serviceType: "AC Repair", zipCode: "33178", window: "2026-06-03T10:00" });
    expect(details).toMatchObject({ step: "details", window: { id: "2026-06-03T10:00", free: true } });
  });

  it("sends a window taken since it was chosen back to the picker, saying so", async () => {
    await bookAsVisitor({
      fields: {
        serviceType: "AC Repair",
        zipCode: "33178",
        window: "2026-06-03T10:00",
        name: "Rosa Díaz",
        phone: "(305) 555-0199",
        email: "rosa@example.com",
        serviceAddress: "9 Bay Rd",
      },
      submissionToken: null,
      locale: "en",
      now: NOW,
    });
    const again = await step({ serviceType: "AC Repair", zipCode: "33178", window: "2026-06-03T10:00" });
    expect(again).toMatchObject({ step: "window", windowError: "windowTaken" });
  });
});
