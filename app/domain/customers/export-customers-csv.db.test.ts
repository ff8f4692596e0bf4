import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { customers, serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { invoiceSeededBalances } from "../../../tests/support/invoice-test-support";
import {
  CUSTOMER_EXPORT_CHUNK_ROWS,
  CUSTOMER_EXPORT_HEADER,
  customerCsvChunks,
  exportCustomersCsv,
} from "./export-customers-csv.server";

const { db } = useTestDatabase();
const admin = { isAdmin: true };

/** The file as a spreadsheet reads it: the BOM dropped, RFC 4180 fields, one object per row. */
function parse(text: string): Record<string, string>[] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe("exportCustomersCsv", () => {
  it("writes the template's columns, the Current Balance with unpaid history in current_balance as the import reads it, and the Joined date", async () => {
    const [ana] = await db()
      .insert(customers)
      .values({
        customerNumber: "AW5001",
        firstName: "Ana",
        lastName: "Ruiz",
        email: "ana@example.com",
        phone: "305-555-0123",
        addressLine1: "1 Main St",
        addressLine2: "Apt 2",
        city: "Miami",
        state: "FL",
        zipCode: "33101",
        currentBalance: 12.5,
        servicePlan: "basic",
        equipmentType: "Central AC",
        equipmentBrand: "Carrier",
        equipmentModel: "X1",
        installationDate: "2020-05-01",
        nextServiceDue: "2026-07-01",
        notes: "Gate code 1234",
        status: "active",
        createdAt: new Date("2026-01-02T03:04:05Z"),
      })
      .returning({ id: customers.id });
    await db().insert(serviceHistory).values({
      customerId: ana!.id,
      serviceType: "AC Repair",
      serviceDate: "2026-05-01",
      amountCharged: 100,
      paymentStatus: "pending",
    });
    // As migration 0023 turned such balances into invoices: the balance is the sum of the open invoices (ADR 084).
    await invoiceSeededBalances(db());

    const text = await exportCustomersCsv({ actor: admin, params: { q: "", sort: "newest" } });
    expect(text.slice(1).split("\r\n")[0]).toBe(
      "customer_number,first_name,last_name,email,phone,address_line1,address_line2,city,state,zip_code,current_balance,service_plan," +
        "equipment_type,equipment_brand,equipment_model,installation_date,next_service_due,notes,status,created_at",
    );
    expect(CUSTOMER_EXPORT_HEADER).toHaveLength(20);
    expect(parse(text)).toEqual([
      {
        customer_number: "AW5001",
        first_name: "Ana",
        last_name: "Ruiz",
        email: "ana@example.com",
        phone: "305-555-0123",
        address_line1: "1 Main St",
        address_line2: "Apt 2",
        city: "Miami",
        state: "FL",
        zip_code: "33101",
        current_balance: "112.5",
        service_plan: "basic",
        equipment_type: "Central AC",
        equipment_brand: "Carrier",
        equipment_model: "X1",
        installation_date: "2020-05-01",
        next_service_due: "2026-07-01",
        notes: "Gate code 1234",
        status: "active",
        created_at: "2026-01-02T03:04:05.000Z",
      },
    ]);
  });

  it("neutralises a cell that a spreadsheet would run as a formula", async () => {
    await db().insert(customers).values({
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: "@SUM(A1)",
      notes: "+1 call",
      city: "-2+3",
    });
    const [row] = parse(await exportCustomersCsv({ actor: admin, params: { q: "", sort: "newest" } }));
    expect(row).toMatchObject({
      first_name: `'=HYPERLINK("http://evil.example","click")`,
      last_name: "'@SUM(A1)",
      notes: "'+1 call",
      city: "'-2+3",
    });
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", async () => {
    await db().insert(customers).values({
      firstName: "Comma, Jr.",
      lastName: 'The "Boss"',
      notes: 'Line one\r\nLine two, with comma\nand a "quote"',
    });
    const text = await exportCustomersCsv({ actor: admin, params: { q: "", sort: "newest" } });
    expect(text).toContain(`"Comma, Jr.","The ""Boss"""`);
    expect(text).toContain(`"Line one\r\nLine two, with comma\nand a ""quote"""`);
    expect(parse(text)[0]).toMatchObject({
      first_name: "Comma, Jr.",
      last_name: 'The "Boss"',
      notes: 'Line one\r\nLine two, with comma\nand a "quote"',
    });
  });

  it("covers every page of the search, in the list's order, chunk by chunk", async () => {
    const count = CUSTOMER_EXPORT_CHUNK_ROWS + 150;
    await db()
      .insert(customers)
      .values(
        Array.from({ length: count }, (_, index) => ({
          firstName: `Many${String(index).padStart(5, "0")}`,
          lastName: "Exported",
          createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
        })),
      );
    await db().insert(customers).values({ firstName: "Not", lastName: "Matching" });

    const pieces: string[] = [];
    for await (const piece of customerCsvChunks({ actor: admin, params: { q: "exported", sort: "oldest" } }))
      pieces.push(piece);
    expect(pieces).toHaveLength(3); // the header, then two chunks
    const rows = parse(pieces.join(""));
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row.first_name)).toEqual(
      Array.from({ length: count }, (_, index) => `Many${String(index).padStart(5, "0")}`),
    );

    const newest = parse(await exportCustomersCsv({ actor: admin, params: { q: "exported", sort: "newest" } }));
    expect(newest[0]!.first_name).toBe(`Many${String(count - 1).padStart(5, "0")}`);
  });

  it("is only the header when nothing matches", async () => {
    await db().insert(customers).values({ firstName: "Someone", lastName: "Else" });
    expect(parse(await exportCustomersCsv({ actor: admin, params: { q: "nobody", sort: "newest" } }))).toEqual([]);
  });

  it("refuses anyone who is not staff", async () => {
    await expect(
      exportCustomersCsv({ actor: { isAdmin: false }, params: { q: "", sort: "newest" } }),
    ).rejects.toBeInstanceOf(AppError);
  });
});
