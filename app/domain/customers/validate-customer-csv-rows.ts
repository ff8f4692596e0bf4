import { withRefusedCharactersReplaced } from "~/domain/text-fields/text-field-schemas";
import { CUSTOMER_CSV_COLUMNS, csvHeaderOfField } from "./customer-csv-columns";
import type { CustomerImportFieldProblem, CustomerImportRowError } from "./customer-import-report";
import {
  CustomerRecordSchema,
  customerFieldErrors,
  type CustomerRecord,
  type CustomerRecordInput,
  type CustomerValidationKey,
} from "./customer-schemas";
import type { CustomerCsvRow } from "./parse-customer-csv";

/** A row that passed `CustomerRecordSchema`, with its position in the file. */
export type ValidCustomerCsvRow = { row: number; record: CustomerRecord };

/** The schema's "required" keys: any of them on a row gives the spec's one "Missing required fields (…)" message. */
const MISSING_REQUIRED_KEYS = new Set<CustomerValidationKey>([
  "firstNameRequired",
  "lastNameRequired",
  "addressLine1Required",
  "cityRequired",
  "zipCodeRequired",
]);

/** A cell's text as a row error quotes it: one line, at most this many characters. */
const QUOTED_VALUE_MAX_LENGTH = 60;

/**
 * Parses every row with the one customer schema (the Add and Edit forms use it too), so a CSV cell accepts
 * exactly what the forms accept: `YYYY-MM-DD` or `MM/DD/YYYY`, `1234.5` or `$1,234.50`, plan names and aliases,
 * and gets the same defaults (state FL, status active, balance 0, empty dates null). Pure, so the whole file is
 * checked before the database is asked anything.
 */
export function validateCustomerCsvRows(rows: readonly CustomerCsvRow[]): {
  valid: ValidCustomerCsvRow[];
  errors: CustomerImportRowError[];
} {
  const valid: ValidCustomerCsvRow[] = [];
  const errors: CustomerImportRowError[] = [];
  for (const row of rows) {
    if (row.unreadable) {
      errors.push({ row: row.row, kind: "unreadable" });
      continue;
    }
    // Partial: a missing required cell is the schema's to report.
    const input: Partial<Record<keyof CustomerRecordInput, string>> = {};
    for (const { header, field } of CUSTOMER_CSV_COLUMNS) {
      const cell = row.values[header];
      if (cell !== undefined) input[field] = cell;
    }
    const parsed = CustomerRecordSchema.safeParse(input);
    if (parsed.success) {
      valid.push({ row: row.row, record: parsed.data });
      continue;
    }
    const fieldErrors = Object.entries(customerFieldErrors(parsed.error)) as [
      keyof CustomerRecordInput,
      CustomerValidationKey,
    ][];
    if (fieldErrors.some(([, key]) => MISSING_REQUIRED_KEYS.has(key))) {
      errors.push({ row: row.row, kind: "missingRequired" });
      continue;
    }
    const problems: CustomerImportFieldProblem[] = fieldErrors.map(([field, key]) => ({
      column: csvHeaderOfField(field),
      key,
      value: quoted(input[field]),
    }));
    errors.push({ row: row.row, kind: "invalid", problems: orderedAsColumns(problems) });
  }
  return { valid, errors };
}

function quoted(value: string | undefined): string {
  const oneLine = withRefusedCharactersReplaced((value ?? "").replace(/\s+/g, " ").trim());
  return oneLine.length > QUOTED_VALUE_MAX_LENGTH ? `${oneLine.slice(0, QUOTED_VALUE_MAX_LENGTH - 1)}…` : oneLine;
}

const COLUMN_ORDER = new Map<string, number>(CUSTOMER_CSV_COLUMNS.map((column, index) => [column.header, index]));

function orderedAsColumns(problems: CustomerImportFieldProblem[]): CustomerImportFieldProblem[] {
  return problems.sort((a, b) => (COLUMN_ORDER.get(a.column) ?? 0) - (COLUMN_ORDER.get(b.column) ?? 0));
}
