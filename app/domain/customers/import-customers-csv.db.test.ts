import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CUSTOMER_IMPORT_MAX_BYTES, CUSTOMER_IMPORT_MAX_ROWS } from "~/config/business-rules";
import { auditLog, customers, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { CUSTOMER_IMPORT_STORED_ERRORS_MAX, type CustomerImportReport } from "./customer-import-report";
import { getCustomerImportReport } from "./get-customer-import-report.server";
import {
  CUSTOMER_IMPORT_BATCH_ROWS,
  importCustomersCsv,
  type ImportCustomersCsvResult,
} from "./import-customers-csv.server";

const { db } = useTestDatabase();
const admin = { id: "admin-olga" };
const HEADER =
  "customer_number,first_name,last_name,email,phone,address_line1,city,state,zip_code,current_balance,service_plan,next_service_due,status";

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

function upload(
  text: string,
  fileName = "customers.csv",
  onProgress?: Parameters<typeof importCustomersCsv>[0]["onProgress"],
): Promise<ImportCustomersCsvResult> {
  return importCustomersCsv({ actor: admin, fileName, bytes: new TextEncoder().encode(text), onProgress });
}

async function reportOf(text: string, fileName?: string): Promise<CustomerImportReport> {
  const result = await upload(text, fileName);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.report;
}

const csv = (...rows: string[]) => [HEADER, ...rows].join("\r\n") + "\r\n";
/** A good row in HEADER's columns: state, balance, plan, next service and status left empty. */
const row = (number: string, first: string, email = "") =>
  `${number},${first},Diaz,${email},(305) 555-0100,1 Main St,Miami,,33101,,,,`;

async function allCustomers() {
  return db().select().from(customers).orderBy(asc(customers.customerNumber));
}

describe("importCustomersCsv", () => {
  it("imports every good row with the spec's defaults and numbers from the AW sequence, and says Upload Complete's count", async () => {
    const report = await reportOf(csv(row("", "Ana"), row("", "Luis", "luis@example.com")));
    expect(report).toMatchObject({
      totalRows: 2,
      imported: 2,
      invalid: 0,
      errorCount: 0,
      errors: [],
      fileName: "customers.csv",
      encoding: "utf-8",
    });
    const rows = await allCustomers();
    expect(rows.map((customer) => customer.customerNumber)).toEqual(["AW1001", "AW1002"]);
    expect(rows[0]).toMatchObject({
      firstName: "Ana",
      state: "FL",
      status: "active",
      currentBalance: 0,
      servicePlan: "none",
      nextServiceDue: null,
      installationDate: null,
      email: null,
      source: "import",
    });
    expect(rows[1]).toMatchObject({
      firstName: "Luis",
      email: "luis@example.com",
      phone: "(305) 555-0100",
      phoneDigits: "3055550100",
    });
  });

  it("keeps the good rows when others fail, with 'Row N' errors counted from 2 and nothing of a failed row written", async () => {
    const report = await reportOf(
      csv(row("", "Ana"), ",,Diaz,,,1 Main St,Miami,,33101,,,,", row("", "Eva", "eva@"), row("", "Luis")),
    );
    expect(report).toMatchObject({ totalRows: 4, imported: 2, invalid: 2, errorCount: 2 });
    expect(report.errors).toEqual([
      { row: 3, kind: "missingRequired" },
      { row: 4, kind: "invalid", problems: [{ column: "email", key: "emailInvalid", value: "eva@" }] },
    ]);
    expect((await allCustomers()).map((customer) => customer.firstName)).toEqual(["Ana", "Luis"]);
  });

  it("stores plan aliases, states, both date formats and both balance formats as typed values", async () => {
    await reportOf(
      csv(
        `AW5001,Ana,Diaz,,,1 Main St,Miami,ga,33101,"$1,234.50",Comprehensive,09/15/2026,Inactive`,
        `AW5002,Luis,Diaz,,,1 Main St,Miami,SC,33101,1234.5,Commercial Plus,2026-09-15,`,
        `AW5003,Eva,Diaz,,,1 Main St,Miami,,33101,,Basic,,`,
      ),
    );
    const rows = await allCustomers();
    expect(
      rows.map((customer) => [
        customer.customerNumber,
        customer.state,
        customer.currentBalance,
        customer.servicePlan,
        customer.nextServiceDue,
        customer.status,
      ]),
    ).toEqual([
      ["AW5001", "GA", 1234.5, "premium_care", "2026-09-15", "inactive"],
      ["AW5002", "SC", 1234.5, "commercial_plus", "2026-09-15", "active"],
      ["AW5003", "FL", 0, "basic", null, "active"],
    ]);
  });

  it("skips a customer number already in the database or earlier in the file, with the spec's message data", async () => {
    await db().insert(customers).values({ customerNumber: "AW1234", firstName: "Old", lastName: "Timer" });
    const report = await reportOf(csv(row("AW1234", "Ana"), row("aw7000", "Luis"), row("AW7000", "Eva")));
    expect(report).toMatchObject({ imported: 1, skippedDuplicateNumbers: 2, errorCount: 2 });
    expect(report.errors).toEqual([
      { row: 2, kind: "duplicateNumber", customerNumber: "AW1234", firstRow: null },
      { row: 4, kind: "duplicateNumber", customerNumber: "AW7000", firstRow: 3 },
    ]);
    expect((await allCustomers()).map((customer) => [customer.customerNumber, customer.firstName])).toEqual([
      ["AW1234", "Old"],
      ["AW7000", "Luis"],
    ]);
  });

  it("skips a row whose e-mail a customer already has, in any case, naming that customer, and never merges into it", async () => {
    await db().insert(customers).values({
      customerNumber: "AW1042",
      firstName: "Ana",
      lastName: "Original",
      email: "Ana@Example.com",
      city: "Doral",
    });
    const report = await reportOf(
      csv(row("", "Ana", "ana@example.com"), row("", "Luis", "luis@example.com"), row("", "Lucho", "LUIS@example.com")),
    );
    expect(report).toMatchObject({ imported: 1, skippedDuplicateEmails: 2 });
    expect(report.errors).toEqual([
      { row: 2, kind: "duplicateEmail", email: "ana@example.com", existingCustomerNumber: "AW1042", firstRow: null },
      { row: 4, kind: "duplicateEmail", email: "luis@example.com", existingCustomerNumber: null, firstRow: 3 },
    ]);
    const [original] = await db().select().from(customers).where(eq(customers.customerNumber, "AW1042"));
    expect(original).toMatchObject({ lastName: "Original", city: "Doral" });
  });

  it("creates nothing when the same file is imported twice, and the second report says how many were skipped and why", async () => {
    const file = csv(row("AW3001", "Ana"), row("", "Luis", "luis@example.com"), row("", "Eva"));
    const first = await reportOf(file);
    expect(first.imported).toBe(3);
    const second = await reportOf(file);
    // The row with neither a number nor an e-mail cannot be told apart from a new customer: it is added again.
    expect(second).toMatchObject({ imported: 1, skippedDuplicateNumbers: 1, skippedDuplicateEmails: 1, errorCount: 2 });
    expect((await allCustomers()).filter((customer) => customer.firstName !== "Eva")).toHaveLength(2);
  });

  it("moves the number sequence past every AW number given, so a later customer gets a higher number", async () => {
    await reportOf(csv(row("AW9000", "Ana"), row("", "Luis"), row("LEGACY-7", "Eva")));
    const numbers = (await allCustomers()).map((customer) => customer.customerNumber);
    expect(numbers).toContain("AW9001"); // Luis: the sequence was moved before his row was written
    const [added] = await db().insert(customers).values({ firstName: "Later", lastName: "Added" }).returning();
    expect(added!.customerNumber).toBe("AW9002");
  });

  it("refuses a file that is not .csv, whatever its content, and accepts the extension in any case", async () => {
    expect(await upload(csv(row("", "Ana")), "customers.txt")).toEqual({ ok: false, refusal: { problem: "notCsv" } });
    expect(await upload(csv(row("", "Ana")), "customers.csv.xlsx")).toEqual({
      ok: false,
      refusal: { problem: "notCsv" },
    });
    expect((await upload(csv(row("", "Ana")), "CUSTOMERS.CSV")).ok).toBe(true);
  });

  it("refuses an empty file and a header-only file as Empty File", async () => {
    expect(await upload("")).toEqual({ ok: false, refusal: { problem: "empty" } });
    expect(await upload(`${HEADER}\r\n\r\n`)).toEqual({ ok: false, refusal: { problem: "empty" } });
  });

  it("refuses a file without the header row, listing what is missing", async () => {
    expect(await upload("Ana,Diaz,1 Main St,Miami,33101\n")).toMatchObject({
      ok: false,
      refusal: { problem: "missingHeader" },
    });
  });

  it("refuses more than 20,000 data rows whole, importing nothing", async () => {
    const result = await upload(
      csv(...Array.from({ length: CUSTOMER_IMPORT_MAX_ROWS + 1 }, (_, index) => row("", `Ana${index}`))),
    );
    expect(result).toEqual({
      ok: false,
      refusal: { problem: "tooManyRows", rows: CUSTOMER_IMPORT_MAX_ROWS + 1, maxRows: CUSTOMER_IMPORT_MAX_ROWS },
    });
    expect(await allCustomers()).toEqual([]);
  });

  it("refuses a file over 5 MB whole, importing nothing", async () => {
    const padding = "x".repeat(4000);
    const rows = Array.from(
      { length: Math.ceil(CUSTOMER_IMPORT_MAX_BYTES / 4000) + 1 },
      (_, index) => `,Ana${index},Diaz,,,1 Main St,Miami,,33101,,,,,"${padding}"`,
    );
    const text = `${HEADER},notes\n${rows.join("\n")}`;
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThan(CUSTOMER_IMPORT_MAX_BYTES);
    expect(await upload(text)).toEqual({
      ok: false,
      refusal: { problem: "tooLarge", maxBytes: CUSTOMER_IMPORT_MAX_BYTES },
    });
    expect(await allCustomers()).toEqual([]);
  });

  it("writes one audit entry per import with the file name, the counts and the row errors, readable as the stored report", async () => {
    const report = await reportOf(csv(row("", "Ana"), ",,,,,,,,,,,,"), "spring-leads.csv");
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, "customer.import"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: report.auditId, actorUserId: admin.id, entity: "customer" });
    expect(entries[0]!.details).toMatchObject({
      fileName: "spring-leads.csv",
      totalRows: 1,
      imported: 1,
      errorCount: 0,
    });
    expect(await getCustomerImportReport({ actor: admin, auditId: String(report.auditId) })).toEqual(report);
  });

  it("keeps only the first row errors in the audit entry of a file full of bad rows, with the full count", async () => {
    const bad = Array.from({ length: CUSTOMER_IMPORT_STORED_ERRORS_MAX + 5 }, () => ",Ana,Diaz,,,,Miami,,33101,,,,");
    const report = await reportOf(csv(...bad));
    expect(report.errors).toHaveLength(CUSTOMER_IMPORT_STORED_ERRORS_MAX + 5);
    const stored = await getCustomerImportReport({ actor: admin, auditId: String(report.auditId) });
    expect(stored.errors).toHaveLength(CUSTOMER_IMPORT_STORED_ERRORS_MAX);
    expect(stored.errorCount).toBe(CUSTOMER_IMPORT_STORED_ERRORS_MAX + 5);
  });

  it("answers NOT_FOUND for a report id that is no import's audit entry", async () => {
    await db().insert(auditLog).values({ action: "customer.delete", entity: "customer" });
    const [other] = await db().select({ id: auditLog.id }).from(auditLog);
    for (const auditId of [String(other!.id), "999999", "abc", "1; drop table audit_log"]) {
      await expect(getCustomerImportReport({ actor: admin, auditId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("reports progress after the rows are checked and after each batch of 500", async () => {
    const progress = vi.fn();
    await upload(csv(...Array.from({ length: 1200 }, (_, index) => row("", `Ana${index}`))), "big.csv", progress);
    expect(progress.mock.calls.map(([event]) => event)).toEqual([
      { processed: 0, total: 1200 },
      { processed: 500, total: 1200 },
      { processed: 1000, total: 1200 },
      { processed: 1200, total: 1200 },
    ]);
  });

  it("redoes a failing batch row by row, so one row the database refuses does not sink its neighbours", async () => {
    // A number typed into the database after the import's check (another admin, another import) loses the race.
    await db().execute(sql`
      create function pg_temp_take_number() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Racer' then
          insert into customers (customer_number, first_name, last_name) values ('AW8888', 'Other', 'Admin') on conflict do nothing;
        end if;
        return new;
      end $$`);
    await db().execute(
      sql`create trigger take_number before insert on customers for each row execute function pg_temp_take_number()`,
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const report = await reportOf(
        csv(row("", "Ana"), `AW8888,Racer,Diaz,,,1 Main St,Miami,,33101,,,,`, row("", "Luis")),
      );
      expect(report).toMatchObject({ imported: 2, skippedDuplicateNumbers: 1 });
      expect(report.errors).toEqual([{ row: 3, kind: "duplicateNumber", customerNumber: "AW8888", firstRow: null }]);
      // The racing insert went with the refused row's savepoint; the rows around it are in.
      expect((await allCustomers()).map((customer) => customer.firstName).sort()).toEqual(["Ana", "Luis"]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/redoing it row by row/));
      // The log names the constraint, never the rows' contents.
      expect(String(warn.mock.calls[0]![0])).not.toContain("Racer");
    } finally {
      warn.mockRestore();
      await db().execute(sql`drop trigger take_number on customers`);
      await db().execute(sql`drop function pg_temp_take_number()`);
    }
  });
  it("saves nothing and records nothing when an import stops after its first batch, so 'failed' means nothing was imported", async () => {
    // A progress line that cannot be sent (the browser hung up, the server is going down) stops the import midway.
    const stop = vi.fn(({ processed }: { processed: number }) => {
      if (processed === CUSTOMER_IMPORT_BATCH_ROWS) throw new Error("the upload's stream was closed");
    });
    const rows = Array.from({ length: 1200 }, (_, index) => row("", `Ana${index}`));
    await expect(upload(csv(...rows), "stopped.csv", stop)).rejects.toThrow(/stream was closed/);
    expect(stop).toHaveBeenCalledWith({ processed: CUSTOMER_IMPORT_BATCH_ROWS, total: 1200 });
    expect(await allCustomers()).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "customer.import"))).toEqual([]);
    // The same file again imports every row once.
    expect(await reportOf(csv(...rows), "stopped.csv")).toMatchObject({ imported: 1200, errorCount: 0 });
  });

  it("reports a refused cell, an ignored column and a file name with control characters without them, and stores the report", async () => {
    const text = `${HEADER},not\u0001es\r\n${[row("", "Ana"), row("", "Luis"), row("", "Eva"), row("", "a\u0000b")]
      .map((line) => `${line},x`)
      .join("\r\n")}\r\n`;
    const report = await reportOf(text, "spring\u0000\u001b[31m.csv");
    expect(report).toMatchObject({ totalRows: 4, imported: 3, invalid: 1 });
    expect(report.fileName).toBe("spring\uFFFD\uFFFD[31m.csv");
    expect(report.ignoredColumns).toEqual(["not\uFFFDes"]);
    expect(report.errors).toEqual([
      { row: 5, kind: "invalid", problems: [{ column: "first_name", key: "notAllowed", value: "a\uFFFDb" }] },
    ]);
    expect(JSON.stringify(report)).not.toMatch(/[\u0000-\u001f]/);
    expect(await getCustomerImportReport({ actor: admin, auditId: String(report.auditId) })).toEqual(report);
  });
});
