import type { CustomerCsvHeader } from "./customer-csv-columns";
import type { CustomerValidationKey } from "./customer-schemas";

/**
 * What a customer CSV import answers, as plain data: the screens word it in the reader's language
 * (`admin.customerImport`), and the audit entry stores it, so a report can be shown again later.
 */

/** Why a whole file was refused before any row was read; nothing is imported. */
export type CustomerImportRefusal =
  | { problem: "notCsv" }
  | { problem: "empty" }
  | { problem: "tooLarge"; maxBytes: number }
  | { problem: "tooManyRows"; rows: number; maxRows: number }
  | { problem: "missingHeader"; missing: CustomerCsvHeader[] };

/** One field of a row that `CustomerRecordSchema` refused, with the text the file had (shortened). */
export type CustomerImportFieldProblem = { column: CustomerCsvHeader; key: CustomerValidationKey; value: string };

/** One row that was not imported. `row` is the row's position in the file as a spreadsheet numbers it (header = 1). */
export type CustomerImportRowError =
  | { row: number; kind: "missingRequired" }
  | { row: number; kind: "invalid"; problems: CustomerImportFieldProblem[] }
  /** `firstRow`: the earlier row of the same file that has the number; null when a customer in the database has it. */
  | { row: number; kind: "duplicateNumber"; customerNumber: string; firstRow: number | null }
  | {
      row: number;
      kind: "duplicateEmail";
      email: string;
      existingCustomerNumber: string | null;
      firstRow: number | null;
    }
  /** A quoted field never closed: the rest of the file is inside it. */
  | { row: number; kind: "unreadable" }
  /** The database refused the row for a reason validation could not see (logged on the server). */
  | { row: number; kind: "notSaved" };

export type CustomerImportRowErrorKind = CustomerImportRowError["kind"];

export type CustomerImportReport = {
  /** The audit entry holding this report: `/admin/customers/import?report=<auditId>` shows it again. */
  auditId: number;
  fileName: string;
  importedAt: string;
  /** Files that are not UTF-8 are read as Windows-1252, which is what Excel writes on Windows. */
  encoding: "utf-8" | "windows-1252";
  /** Data rows in the file, blank rows not counted. */
  totalRows: number;
  imported: number;
  /** Rows refused by validation (missing required fields, bad values, unreadable). */
  invalid: number;
  skippedDuplicateNumbers: number;
  skippedDuplicateEmails: number;
  notSaved: number;
  /** Header cells that name no column we read, as the file wrote them. */
  ignoredColumns: string[];
  /**
   * The row errors in row order: all of them right after the import, the first `CUSTOMER_IMPORT_STORED_ERRORS_MAX`
   * when read back from the audit entry; `errorCount` counts them all.
   */
  errors: CustomerImportRowError[];
  errorCount: number;
};

/** The audit entry keeps this many row errors (a 20,000-row file of bad rows would otherwise store megabytes). */
export const CUSTOMER_IMPORT_STORED_ERRORS_MAX = 1000;

/** Progress while an import runs: rows done of the file's data rows. */
export type CustomerImportProgress = { processed: number; total: number };

/** The events of the streamed import (`application/x-ndjson`), one JSON object a line. */
export type CustomerImportEvent =
  | ({ type: "progress" } & CustomerImportProgress)
  | { type: "report"; report: CustomerImportReport }
  | { type: "refused"; refusal: CustomerImportRefusal }
  | { type: "failed" };
