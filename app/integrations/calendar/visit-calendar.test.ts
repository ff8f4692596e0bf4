import { describe, expect, it } from "vitest";
import { visitCalendarText, type VisitCalendarFacts } from "./visit-calendar";

const facts: VisitCalendarFacts = {
  appointmentId: "0b6f3c1e-2d4a-4c5b-9e8f-7a6b5c4d3e2f",
  sequence: 0,
  method: "REQUEST",
  // 10:00–12:00 in Miami on 9 March 2026, the Monday after clocks went forward (UTC−4).
  windowStart: new Date("2026-03-09T14:00:00Z"),
  windowEnd: new Date("2026-03-09T16:00:00Z"),
  summary: "AC Repair, AW Air Conditioning & Refrigeration",
  description: "Your technician arrives between 10:00 AM and 12:00 PM; a semicolon; and a comma, stay text.",
  location: "1200 Brickell Ave, Miami, FL 33131",
  organizer: { name: "AW Air Conditioning & Refrigeration", email: "service@awac.example" },
  attendeeEmail: "ana@example.com",
  uidDomain: "awac.example",
};

/** The calendar's lines with RFC 5545 folding undone (a continuation line starts with one space). */
function unfolded(text: string): string[] {
  return text.replace(/\r\n /g, "").split("\r\n");
}

describe("a visit's calendar file", () => {
  it("asks to add the visit's arrival window, in UTC, with a UID built from the appointment and the site", () => {
    const lines = unfolded(visitCalendarText(facts));
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:visit-0b6f3c1e-2d4a-4c5b-9e8f-7a6b5c4d3e2f@awac.example");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("DTSTART:20260309T140000Z");
    expect(lines).toContain("DTEND:20260309T160000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines.find((line) => line.startsWith("ORGANIZER"))).toMatch(/mailto:service@awac.example$/i);
    expect(lines.find((line) => line.startsWith("ATTENDEE"))).toMatch(/mailto:ana@example.com$/i);
  });

  it("escapes the text it is given, so a description cannot add properties of its own", () => {
    const lines = unfolded(
      visitCalendarText({ ...facts, description: "Gate code 1234\nSTATUS:CANCELLED; call first, please" }),
    );
    expect(lines.filter((line) => line.startsWith("STATUS:"))).toEqual(["STATUS:CONFIRMED"]);
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toBe(
      "DESCRIPTION:Gate code 1234\\nSTATUS:CANCELLED\\; call first\\, please",
    );
  });

  it("moves the same entry on a reschedule, with a higher SEQUENCE, and removes it on a cancellation", () => {
    const moved = unfolded(
      visitCalendarText({
        ...facts,
        sequence: 1,
        windowStart: new Date("2026-03-10T18:00:00Z"),
        windowEnd: new Date("2026-03-10T20:00:00Z"),
      }),
    );
    expect(moved).toContain("UID:visit-0b6f3c1e-2d4a-4c5b-9e8f-7a6b5c4d3e2f@awac.example");
    expect(moved).toContain("SEQUENCE:1");
    expect(moved).toContain("DTSTART:20260310T180000Z");
    const cancelled = unfolded(visitCalendarText({ ...facts, sequence: 2, method: "CANCEL" }));
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("SEQUENCE:2");
    expect(cancelled).toContain("UID:visit-0b6f3c1e-2d4a-4c5b-9e8f-7a6b5c4d3e2f@awac.example");
  });
});
