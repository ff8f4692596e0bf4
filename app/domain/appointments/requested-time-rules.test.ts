import { describe, expect, it } from "vitest";
import type { BusinessHours } from "~/config/settings-shapes";
import {
  businessLocalToInstant,
  customerCanCancel,
  customerCanEdit,
  earliestRequestableLocal,
  instantToBusinessLocal,
  isInsideBusinessHours,
  meetsMinimumLeadTime,
  requestedTimeProblem,
} from "./requested-time-rules";

const HOURS: BusinessHours = {
  weekdays: { opens: "07:00", closes: "18:00" },
  saturday: { opens: "08:00", closes: "16:00" },
  sunday: null,
  emergencyLine24x7: true,
};

describe("requested times in the business's time zone", () => {
  it("reads a form value as Miami time in winter (EST) and summer (EDT)", () => {
    expect(businessLocalToInstant("2026-01-15T09:00")?.toISOString()).toBe("2026-01-15T14:00:00.000Z");
    expect(businessLocalToInstant("2026-07-15T09:00")?.toISOString()).toBe("2026-07-15T13:00:00.000Z");
  });

  it("reads the hours around both daylight-saving changes right", () => {
    // 8 March 2026: clocks go from 2:00 to 3:00 AM. 1 November 2026: from 2:00 back to 1:00 AM.
    expect(businessLocalToInstant("2026-03-08T01:30")?.toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(businessLocalToInstant("2026-03-08T03:30")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(businessLocalToInstant("2026-11-01T00:30")?.toISOString()).toBe("2026-11-01T04:30:00.000Z");
    expect(businessLocalToInstant("2026-11-01T03:00")?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
  });

  it("refuses a time the spring-forward change skips and a date that does not exist", () => {
    expect(businessLocalToInstant("2026-03-08T02:30")).toBeNull();
    expect(businessLocalToInstant("2026-02-30T09:00")).toBeNull();
    expect(businessLocalToInstant("2026-06-01 09:00")).toBeNull();
    expect(
      requestedTimeProblem({
        value: "2026-02-30T09:00",
        durationMinutes: 60,
        hours: HOURS,
        now: new Date("2026-01-01T12:00:00Z"),
      }),
    ).toBe("dateInvalid");
  });

  it("turns an instant back into the form's value in Miami time", () => {
    expect(instantToBusinessLocal(new Date("2026-07-15T13:00:00Z"))).toBe("2026-07-15T09:00");
    expect(instantToBusinessLocal(new Date("2026-01-15T05:00:00Z"))).toBe("2026-01-15T00:00");
  });
});

describe("the 24-hour minimum", () => {
  it("counts real hours across the March change: 10 AM Saturday to 10 AM Sunday is only 23 hours", () => {
    const now = new Date("2026-03-07T15:00:00Z"); // Saturday 7 March, 10:00 AM EST
    expect(meetsMinimumLeadTime(businessLocalToInstant("2026-03-08T10:00")!, now)).toBe(false);
    expect(meetsMinimumLeadTime(businessLocalToInstant("2026-03-08T11:00")!, now)).toBe(true);
    expect(earliestRequestableLocal(now)).toBe("2026-03-08T11:00");
  });

  it("counts real hours across the November change: 10 AM Saturday to 9 AM Sunday is already 24 hours", () => {
    const now = new Date("2026-10-31T14:00:00Z"); // Saturday 31 October, 10:00 AM EDT
    expect(meetsMinimumLeadTime(businessLocalToInstant("2026-11-01T08:59")!, now)).toBe(false);
    expect(meetsMinimumLeadTime(businessLocalToInstant("2026-11-01T09:00")!, now)).toBe(true);
    expect(earliestRequestableLocal(now)).toBe("2026-11-01T09:00");
  });

  it("names the too-soon problem before the business hours", () => {
    const now = new Date("2026-03-06T15:00:00Z"); // Friday 6 March, 10:00 AM EST
    expect(requestedTimeProblem({ value: "2026-03-07T09:00", durationMinutes: 60, hours: HOURS, now })).toBe(
      "dateTooSoon",
    );
    expect(requestedTimeProblem({ value: "2026-03-09T09:00", durationMinutes: 60, hours: HOURS, now })).toBeNull();
  });
});

describe("business hours", () => {
  it("accepts a weekday visit that starts at opening and ends by closing", () => {
    expect(isInsideBusinessHours("2026-06-01T07:00", 60, HOURS)).toBe(true); // Monday
    expect(isInsideBusinessHours("2026-06-01T15:00", 180, HOURS)).toBe(true);
  });

  it("refuses before opening, a visit running past closing, and Sunday (emergency service only)", () => {
    expect(isInsideBusinessHours("2026-06-01T06:30", 60, HOURS)).toBe(false);
    expect(isInsideBusinessHours("2026-06-01T17:00", 90, HOURS)).toBe(false);
    expect(isInsideBusinessHours("2026-06-07T10:00", 60, HOURS)).toBe(false); // Sunday
  });

  it("uses Saturday's own hours", () => {
    expect(isInsideBusinessHours("2026-06-06T08:00", 60, HOURS)).toBe(true);
    expect(isInsideBusinessHours("2026-06-06T15:30", 60, HOURS)).toBe(false);
  });

  it("reports a time outside the hours as such", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(requestedTimeProblem({ value: "2026-06-07T10:00", durationMinutes: 60, hours: HOURS, now })).toBe(
      "outsideBusinessHours",
    );
  });
});

describe("what the customer may still change", () => {
  const now = new Date("2026-06-01T14:00:00Z");
  const in25Hours = new Date("2026-06-02T15:00:00Z");
  const in23Hours = new Date("2026-06-02T13:00:00Z");

  it("lets a scheduled or confirmed appointment 24 hours or more ahead be edited and cancelled", () => {
    for (const status of ["scheduled", "confirmed"]) {
      expect(customerCanEdit({ status, appointmentDate: in25Hours }, now)).toBe(true);
      expect(customerCanCancel({ status, appointmentDate: in25Hours }, now)).toBe(true);
    }
  });

  it("refuses a change less than 24 hours ahead, and any change to a completed or cancelled one", () => {
    expect(customerCanEdit({ status: "scheduled", appointmentDate: in23Hours }, now)).toBe(false);
    expect(customerCanCancel({ status: "confirmed", appointmentDate: in23Hours }, now)).toBe(false);
    for (const status of ["completed", "cancelled"]) {
      expect(customerCanEdit({ status, appointmentDate: in25Hours }, now)).toBe(false);
      expect(customerCanCancel({ status, appointmentDate: in25Hours }, now)).toBe(false);
    }
  });
});
