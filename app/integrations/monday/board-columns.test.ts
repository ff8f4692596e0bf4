import { describe, expect, it } from "vitest";
import { columnValuesFor, updateTextFor, type CrmEntry } from "./board-columns";

const columns = [
  { id: "name", title: "Name", type: "name" },
  { id: "email_1", title: "Email", type: "email" },
  { id: "phone_1", title: "phone", type: "phone" },
  { id: "text_9", title: "Zip Code", type: "text" },
  { id: "date4", title: "Date", type: "date" },
  { id: "status", title: "Source", type: "status" },
];

const entry: CrmEntry = {
  itemName: "Ana Pérez — Estimate request",
  fields: {
    Email: "ana@example.com",
    Phone: "(305) 555-0101",
    Address: "12 Palm Ave, Miami",
    "Zip Code": "33101",
    Notes: "Unit rattles",
    Source: "website_form",
    Date: new Date("2026-11-20T15:00:00Z"),
  },
  extraDetails: { "Lead ID": "abc" },
};

describe("mapping a CRM entry onto a board", () => {
  it("fills the columns whose titles match, in each column type's format", () => {
    expect(columnValuesFor(entry, columns)).toEqual({
      email_1: { email: "ana@example.com", text: "ana@example.com" },
      phone_1: { phone: "3055550101", countryShortName: "US" },
      text_9: "33101",
      date4: { date: "2026-11-20" },
      status: { label: "website_form" },
    });
  });

  it("sends the business's local date: a request at 9 p.m. in Miami is that day, not UTC's next one", () => {
    const evening = { ...entry, fields: { Date: new Date("2026-11-21T02:00:00Z") } };
    expect(columnValuesFor(evening, columns)).toEqual({ date4: { date: "2026-11-20" } });
    expect(updateTextFor(evening)).toContain("Date: Nov 20, 2026, 9:00 PM EST");
  });

  it("skips fields the board has no column for", () => {
    const values = columnValuesFor(entry, columns);
    expect(Object.keys(values)).not.toContain("Address");
    expect(JSON.stringify(values)).not.toContain("Palm Ave");
  });

  it("writes every detail into the update text, including those without a column", () => {
    const text = updateTextFor(entry);
    expect(text).toContain("Address: 12 Palm Ave, Miami");
    expect(text).toContain("Notes: Unit rattles");
    expect(text).toContain("Lead ID: abc");
  });
});
