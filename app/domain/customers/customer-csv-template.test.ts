import { describe, expect, it } from "vitest";
import { EQUIPMENT_TYPES } from "~/config/equipment-types";
import { parseCustomerCsv } from "./parse-customer-csv";
import { customerTemplateCsv } from "./customer-csv-template";
import { dueSoonCutoff } from "./due-soon-date";
import { validateCustomerCsvRows } from "./validate-customer-csv-rows";

/** The template's sample rows as the import reads them. */
function importedSamples(now: Date) {
  const parsed = parseCustomerCsv(customerTemplateCsv(now));
  if (!parsed.ok) throw new Error("template refused");
  const { valid, errors } = validateCustomerCsvRows(parsed.rows);
  expect(errors).toEqual([]);
  return valid.map((row) => row.record);
}

describe("customer_template.csv", () => {
  it("uses equipment types the portal's profile offers", () => {
    for (const record of importedSamples(new Date("2026-11-28T17:00:00Z"))) {
      expect(EQUIPMENT_TYPES).toContain(record.equipmentType);
    }
  });

  it("dates the next service in the future, beyond the Due Soon window, whenever it is downloaded", () => {
    for (const now of [new Date("2026-11-28T17:00:00Z"), new Date("2031-02-27T23:30:00Z")]) {
      const dueDates = importedSamples(now).map((record) => record.nextServiceDue);
      expect(dueDates).toHaveLength(2);
      for (const due of dueDates) expect(due! > dueSoonCutoff(now)).toBe(true);
    }
  });

  it("shows both date formats the import reads", () => {
    const text = customerTemplateCsv(new Date("2026-11-28T17:00:00Z"));
    expect(text).toMatch(/,\d{4}-\d{2}-\d{2},/);
    expect(text).toMatch(/,\d{2}\/\d{2}\/\d{4},/);
  });
});
