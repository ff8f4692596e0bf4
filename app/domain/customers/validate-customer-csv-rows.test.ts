import { describe, expect, it } from "vitest";
import { customerTemplateCsv } from "./customer-csv-template";
import { parseCustomerCsv } from "./parse-customer-csv";
import { validateCustomerCsvRows } from "./validate-customer-csv-rows";

const HEADER =
  "customer_number,first_name,last_name,email,phone,address_line1,city,state,zip_code,current_balance,service_plan,installation_date,next_service_due,status";

function check(...lines: string[]) {
  const parsed = parseCustomerCsv([HEADER, ...lines].join("\n"));
  if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.refusal)}`);
  return validateCustomerCsvRows(parsed.rows);
}

const GOOD = ",Ana,Diaz,ana@example.com,(305) 555-0100,1 Main St,Miami,,33101,,,,,";

describe("validateCustomerCsvRows", () => {
  it("gives an empty row's fields the spec's defaults: state FL, status active, balance 0, plan none, dates null, no number", () => {
    const { valid, errors } = check(",Ana,Diaz,,,1 Main St,Miami,,33101,,,,,");
    expect(errors).toEqual([]);
    expect(valid[0]).toEqual({
      row: 2,
      record: expect.objectContaining({
        customerNumber: null,
        email: null,
        phone: null,
        state: "FL",
        status: "active",
        currentBalance: 0,
        servicePlan: "none",
        installationDate: null,
        nextServiceDue: null,
      }),
    });
  });

  it("reports a row missing any required field with the spec's one message", () => {
    const { errors } = check(
      ",,Diaz,,,1 Main St,Miami,,33101,,,,,",
      ",Ana,,,,1 Main St,Miami,,33101,,,,,",
      ",Ana,Diaz,,,,Miami,,33101,,,,,",
      ",Ana,Diaz,,,1 Main St,  ,,33101,,,,,",
      ",Ana,Diaz,bad-email,,1 Main St,Miami,,,,,,,",
    );
    expect(errors).toEqual([2, 3, 4, 5, 6].map((row) => ({ row, kind: "missingRequired" })));
  });

  it("names each invalid field of a row with its problem and the text the file had, in column order", () => {
    const { errors, valid } = check(
      ",Ana,Diaz,ana@,,1 Main St,Miami,NY,33101,12abc,Gold,2024-02-30,13/45/2024,archived",
      GOOD,
    );
    expect(valid).toHaveLength(1);
    expect(errors).toEqual([
      {
        row: 2,
        kind: "invalid",
        problems: [
          { column: "email", key: "emailInvalid", value: "ana@" },
          { column: "state", key: "stateInvalid", value: "NY" },
          { column: "current_balance", key: "balanceInvalid", value: "12abc" },
          { column: "service_plan", key: "planInvalid", value: "Gold" },
          { column: "installation_date", key: "dateInvalid", value: "2024-02-30" },
          { column: "next_service_due", key: "dateInvalid", value: "13/45/2024" },
          { column: "status", key: "statusInvalid", value: "archived" },
        ],
      },
    ]);
  });

  it("maps the plan names of older spreadsheets to the plan codes", () => {
    const plans = [
      "basic",
      "Basic",
      "premium",
      "Premium",
      "Comprehensive",
      "Premium Care",
      "commercial",
      "Commercial Plus",
      "",
      "None",
    ];
    const { valid, errors } = check(...plans.map((plan) => `,Ana,Diaz,,,1 Main St,Miami,,33101,,${plan},,,`));
    expect(errors).toEqual([]);
    expect(valid.map((row) => row.record.servicePlan)).toEqual([
      "basic",
      "basic",
      "premium_care",
      "premium_care",
      "premium_care",
      "premium_care",
      "commercial_plus",
      "commercial_plus",
      "none",
      "none",
    ]);
  });

  it("takes the four states in any case, dates in both formats and balances with or without dollars and commas", () => {
    const { valid, errors } = check(
      ",Ana,Diaz,,,1 Main St,Miami,ga,33101,1234.5,,2021-05-14,09/15/2026,",
      ',Ana,Diaz,,,1 Main St,Miami,AL,33101,"$1,234.50",,5/4/2021,2026-9-1,',
      ",Ana,Diaz,,,1 Main St,Miami,SC,33101,20,,,,Suspended",
    );
    expect(errors).toEqual([]);
    expect(
      valid.map(({ record }) => [
        record.state,
        record.currentBalance,
        record.installationDate,
        record.nextServiceDue,
        record.status,
      ]),
    ).toEqual([
      ["GA", 1234.5, "2021-05-14", "2026-09-15", "active"],
      ["AL", 1234.5, "2021-05-04", "2026-09-01", "active"],
      ["SC", 20, null, null, "suspended"],
    ]);
  });

  it("refuses a credit as an opening balance, since it becomes an invoice and no invoice is below zero", () => {
    const { errors } = check(",Ana,Diaz,,,1 Main St,Miami,SC,33101,-20,,,,Suspended");
    expect(errors).toEqual([
      { row: 2, kind: "invalid", problems: [{ column: "current_balance", key: "balanceNegative", value: "-20" }] },
    ]);
  });

  it("stores customer numbers upper-case and e-mails lower-case, so duplicates are found whatever the case", () => {
    const { valid } = check("aw2001,Ana,Diaz,Ana.Diaz@Example.COM,,1 Main St,Miami,,33101,,,,,");
    expect(valid[0]!.record).toMatchObject({ customerNumber: "AW2001", email: "ana.diaz@example.com" });
  });

  it("shortens a long bad value in its message to one line", () => {
    const { errors } = check(`,Ana,Diaz,"${"x".repeat(100)}\nmore",,1 Main St,Miami,,33101,,,,,`);
    const [error] = errors;
    expect(error!.kind).toBe("invalid");
    if (error!.kind !== "invalid") return;
    expect(error.problems[0]!.value).toHaveLength(60);
    expect(error.problems[0]!.value.endsWith("…")).toBe(true);
  });

  it("reports an unreadable row without validating it", () => {
    const { errors, valid } = check(GOOD, `,"Luis,Gomez,,,2 Main St,Miami,,33102,,,,,`);
    expect(valid).toHaveLength(1);
    expect(errors).toEqual([{ row: 3, kind: "unreadable" }]);
  });

  it("accepts both sample rows of the template", () => {
    const parsed = parseCustomerCsv(customerTemplateCsv(new Date()));
    if (!parsed.ok) throw new Error("template refused");
    const { valid, errors } = validateCustomerCsvRows(parsed.rows);
    expect(errors).toEqual([]);
    expect(
      valid.map((row) => [row.record.servicePlan, row.record.currentBalance, row.record.installationDate]),
    ).toEqual([
      ["premium_care", 0, "2021-05-14"],
      ["basic", 125.5, "2018-03-22"],
    ]);
  });
});
