import { describe, expect, it } from "vitest";
import { endOfQuietHours, isInQuietHours, latestSendOutsideQuietHours } from "./quiet-hours";

describe("latestSendOutsideQuietHours", () => {
  it("keeps a time between 8 am and 9 pm Miami time", () => {
    const noon = new Date("2026-06-03T16:00:00Z"); // 12:00 EDT
    expect(latestSendOutsideQuietHours(noon)).toEqual(noon);
    expect(isInQuietHours(new Date("2026-06-03T12:00:00Z"))).toBe(false); // 8:00 EDT exactly
    expect(isInQuietHours(new Date("2026-06-03T00:59:00Z"))).toBe(false); // 8:59 pm EDT the day before
  });

  it("moves a reminder due at 6 am to 8:45 pm the evening before", () => {
    // 2 hours before an 8 AM window on Wednesday 3 June: 6:00 EDT, inside the quiet hours.
    expect(latestSendOutsideQuietHours(new Date("2026-06-03T10:00:00Z"))).toEqual(new Date("2026-06-03T00:45:00Z"));
  });

  it("moves a message due at 10 pm to 8:45 pm the same evening", () => {
    expect(latestSendOutsideQuietHours(new Date("2026-06-03T02:00:00Z"))).toEqual(new Date("2026-06-03T00:45:00Z"));
  });

  it("reads the evening before in its own offset across the spring change (Saturday 7 March → Sunday 8 March 2026)", () => {
    // Sunday 8 March 2026, 7:00 EDT (11:00 UTC) moves to Saturday 7 March, 8:45 pm EST (01:45 UTC on the 8th).
    expect(latestSendOutsideQuietHours(new Date("2026-03-08T11:00:00Z"))).toEqual(new Date("2026-03-08T01:45:00Z"));
  });

  it("reads the evening before in its own offset across the autumn change (Saturday 31 October → Sunday 1 November 2026)", () => {
    // Sunday 1 November 2026, 7:00 EST (12:00 UTC) moves to Saturday 31 October, 8:45 pm EDT (00:45 UTC on 1 Nov).
    expect(latestSendOutsideQuietHours(new Date("2026-11-01T12:00:00Z"))).toEqual(new Date("2026-11-01T00:45:00Z"));
  });
});

describe("endOfQuietHours", () => {
  it("is 8 am the next morning for a time after 9 pm, and the same morning for one before 8 am", () => {
    // 11 pm EST on 7 March 2026 (04:00 UTC on the 8th); the clocks go forward at 2 am on the 8th: 8 am is EDT.
    expect(endOfQuietHours(new Date("2026-03-08T04:00:00Z")).toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(endOfQuietHours(new Date("2026-06-10T09:30:00Z")).toISOString()).toBe("2026-06-10T12:00:00.000Z");
  });

  it("leaves a daytime instant as it is", () => {
    const noon = new Date("2026-06-10T16:00:00Z");
    expect(endOfQuietHours(noon)).toBe(noon);
  });
});
