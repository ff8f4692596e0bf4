import { describe, expect, it } from "vitest";
import { technicianFeedText } from "./technician-feed";

/** The calendar's lines with RFC 5545 folding undone (a continuation line starts with one space). */
function unfolded(text: string): string[] {
  return text.replace(/\r\n /g, "").split("\r\n");
}

describe("a technician's calendar feed text", () => {
  it("publishes each visit under the visit's stable UID, in UTC, with the customer, address and phone", () => {
    const lines = unfolded(
      technicianFeedText({
        calendarName: "AW visits: Tina Tech",
        companyName: "AW Air Conditioning & Refrigeration",
        uidDomain: "awac.example",
        visits: [
          {
            appointmentId: "0b6f3c1e-2d4a-4c5b-9e8f-7a6b5c4d3e2f",
            sequence: 2,
            start: new Date("2026-03-09T14:00:00Z"),
            end: new Date("2026-03-09T16:00:00Z"),
            serviceType: "AC Repair",
            customerName: "Ana Diaz",
            address: "1200 Brickell Ave, Miami, FL 33131",
            phone: "(305) 555-0100",
            customerNotes: "Gate code 1234\nSTATUS:CANCELLED",
          },
        ],
      }),
    );
    expect(lines).not.toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:visit-0b6f3c1e-2d4a-4c5b-9e8f-7a6b5c4d3e2f@awac.example");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("DTSTART:20260309T140000Z");
    expect(lines).toContain("DTEND:20260309T160000Z");
    expect(lines).toContain("SUMMARY:AC Repair: Ana Diaz");
    expect(lines).toContain("LOCATION:1200 Brickell Ave\\, Miami\\, FL 33131");
    // The customer's note is text: it cannot add a property of its own.
    expect(lines.filter((line) => line.startsWith("STATUS:"))).toEqual(["STATUS:CONFIRMED"]);
  });

  it("is a valid empty calendar when the technician has no visits", () => {
    const text = technicianFeedText({ calendarName: "x", companyName: "AW", uidDomain: "awac.example", visits: [] });
    expect(text.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(text).not.toContain("BEGIN:VEVENT");
  });
});
