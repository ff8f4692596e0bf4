import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { es } from "~/i18n/es";
import type { CustomerImportReport } from "~/domain/customers/customer-import-report";
import { errorReportCsv, refusalToast, resultToast, rowErrorText } from "./customer-import-text";

const m = en.admin.customerImport;

const report = (over: Partial<CustomerImportReport>): CustomerImportReport => ({
  auditId: 1,
  fileName: "customers.csv",
  importedAt: "2026-06-01T14:00:00.000Z",
  encoding: "utf-8",
  totalRows: 3,
  imported: 3,
  invalid: 0,
  skippedDuplicateNumbers: 0,
  skippedDuplicateEmails: 0,
  notSaved: 0,
  ignoredColumns: [],
  errors: [],
  errorCount: 0,
  ...over,
});

describe("the customer import's words", () => {
  it("word the spec's row errors exactly", () => {
    expect(rowErrorText({ row: 4, kind: "missingRequired" }, m)).toBe(
      "Row 4: Missing required fields (first_name, last_name, address_line1, city, zip_code)",
    );
    expect(rowErrorText({ row: 5, kind: "duplicateNumber", customerNumber: "AW1234", firstRow: null }, m)).toBe(
      "Row 5: Customer number AW1234 already exists",
    );
    expect(
      rowErrorText(
        { row: 6, kind: "duplicateEmail", email: "ana@example.com", existingCustomerNumber: "AW1042", firstRow: null },
        m,
      ),
    ).toBe("Row 6: E-mail ana@example.com already belongs to customer AW1042");
    expect(
      rowErrorText(
        {
          row: 7,
          kind: "invalid",
          problems: [
            { column: "email", key: "emailInvalid", value: "ana@" },
            { column: "state", key: "stateInvalid", value: "NY" },
          ],
        },
        m,
      ),
    ).toBe('Row 7: email: "ana@" is not a valid e-mail address; state: "NY" is not one of FL, GA, AL, SC');
  });

  it("word the spec's toasts: Upload Complete, Some Errors Occurred, Invalid File, Empty File", () => {
    expect(resultToast(report({ imported: 1200 }), m, "en")).toEqual({
      title: "Upload Complete",
      description: "Successfully imported 1,200 customers",
      variant: "success",
    });
    expect(resultToast(report({ imported: 1, invalid: 2, errorCount: 2 }), m, "en")).toEqual({
      title: "Some Errors Occurred",
      description: "2 rows had errors",
      variant: "error",
    });
    expect(refusalToast({ problem: "notCsv" }, m, "en")).toMatchObject({
      title: "Invalid File",
      description: "Please upload a CSV file",
    });
    expect(refusalToast({ problem: "empty" }, m, "en")).toMatchObject({
      title: "Empty File",
      description: "The CSV file appears to be empty",
    });
  });

  it("word a re-upload whose rows were all already there as nothing new, not as errors", () => {
    const skipped = report({
      totalRows: 2,
      imported: 0,
      skippedDuplicateEmails: 1,
      skippedDuplicateNumbers: 1,
      errorCount: 2,
      errors: [
        { row: 2, kind: "duplicateNumber", customerNumber: "AW1027", firstRow: null },
        { row: 3, kind: "duplicateEmail", email: "ana@example.com", existingCustomerNumber: "AW1028", firstRow: null },
      ],
    });
    expect(resultToast(skipped, m, "en")).toEqual({
      title: "Nothing New to Import",
      description: "Every row is already in your customer list (skipped: 2), so nothing was added twice.",
      variant: "info",
    });
    expect(resultToast(skipped, es.admin.customerImport, "es")).toEqual({
      title: "Nada nuevo que importar",
      description:
        "Todas las filas ya están en su lista de clientes (omitidas: 2), así que no se añadió nada dos veces.",
      variant: "info",
    });
  });

  it("word an upload that imported some rows and skipped the rest as complete, naming the skipped rows", () => {
    expect(resultToast(report({ imported: 3, skippedDuplicateEmails: 2, errorCount: 2 }), m, "en")).toEqual({
      title: "Upload Complete",
      description: "Successfully imported 3 customers. Skipped as already in your customer list: 2.",
      variant: "success",
    });
  });

  it("count only the rows with problems, not the skipped ones, in Some Errors Occurred", () => {
    expect(
      resultToast(report({ imported: 1, invalid: 1, notSaved: 1, skippedDuplicateNumbers: 4, errorCount: 6 }), m, "en"),
    ).toEqual({ title: "Some Errors Occurred", description: "2 rows had errors", variant: "error" });
  });

  it("name the limits and the expected header in the refusals", () => {
    expect(refusalToast({ problem: "tooLarge", maxBytes: 5 * 1024 * 1024 }, m, "en").description).toContain("5 MB");
    expect(refusalToast({ problem: "tooManyRows", rows: 20_001, maxRows: 20_000 }, m, "en").description).toContain(
      "at most 20,000",
    );
    const header = refusalToast({ problem: "missingHeader", missing: ["zip_code"] }, m, "en").description;
    expect(header).toContain("Missing: zip_code");
    expect(header).toContain("customer_number, first_name, last_name, email");
  });

  it("word the same in Spanish", () => {
    expect(rowErrorText({ row: 4, kind: "missingRequired" }, es.admin.customerImport)).toBe(
      "Fila 4: Faltan campos obligatorios (first_name, last_name, address_line1, city, zip_code)",
    );
    expect(resultToast(report({ imported: 2 }), es.admin.customerImport, "es").title).toBe("Carga completada");
  });

  it("write the error report as a CSV of row numbers and messages, neutralising formulas", () => {
    const csv = errorReportCsv(
      [{ row: 3, kind: "duplicateEmail", email: "=cmd@example.com", existingCustomerNumber: "AW1", firstRow: null }],
      m,
    );
    expect(csv).toBe("\uFEFFrow,message\r\n3,E-mail =cmd@example.com already belongs to customer AW1\r\n");
  });
});
