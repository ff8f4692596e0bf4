import Papa from "papaparse";
import { CUSTOMER_IMPORT_MAX_BYTES, CUSTOMER_IMPORT_MAX_ROWS } from "~/config/business-rules";
import { withRefusedCharactersReplaced } from "~/domain/text-fields/text-field-schemas";
import { csvHeaderOf, REQUIRED_CUSTOMER_CSV_HEADERS, type CustomerCsvHeader } from "./customer-csv-columns";
import type { CustomerImportRefusal } from "./customer-import-report";

/**
 * Reading a customer CSV (spec document 2 §5, issue 11), with papaparse: quoted fields may hold commas, quotes and
 * line breaks. Pure: bytes or text in, the header and the data rows out, or why the whole file is refused.
 *
 * Rules decided here:
 * - A row's number is its position in the file as a spreadsheet shows it, counting records, not lines: the header
 *   is row 1, the first data row row 2, and a quoted field spanning three lines is still one row. Blank rows keep
 *   their number (a spreadsheet shows them), they are just not imported.
 * - A row is blank when every cell is empty after trimming (",,,," included).
 * - Empty file: no bytes, only blank lines, or a header with no data row; all three are "Empty File" (a file
 *   with only a header holds no customer to import).
 * - The header is the first non-blank row; it must name the five required columns. Unknown columns are reported
 *   and ignored; a column named twice is read from its first occurrence.
 * - A cell our exports neutralised ('+1 305…) loses the apostrophe again, so an export imports back as it was.
 * - UTF-8 with or without a BOM; a file that is not valid UTF-8 is read as Windows-1252 (Excel's "CSV" on
 *   Windows), and the report says so. Line ends CRLF, LF or CR.
 */

export type CustomerCsvRow = {
  row: number;
  /** The cell of each column the header names; a short row leaves the rest undefined. */
  values: Partial<Record<CustomerCsvHeader, string>>;
  /** A quoted field on this row is malformed or never closed: its cells are not to be trusted. */
  unreadable?: true;
};

export type ParsedCustomerCsv =
  | {
      ok: true;
      encoding: "utf-8" | "windows-1252";
      headerRow: number;
      columns: CustomerCsvHeader[];
      ignoredColumns: string[];
      rows: CustomerCsvRow[];
    }
  | { ok: false; refusal: CustomerImportRefusal };

export function parseCustomerCsv(input: Uint8Array | string): ParsedCustomerCsv {
  if (typeof input !== "string" && input.byteLength > CUSTOMER_IMPORT_MAX_BYTES) {
    return { ok: false, refusal: { problem: "tooLarge", maxBytes: CUSTOMER_IMPORT_MAX_BYTES } };
  }
  const { text, encoding } =
    typeof input === "string" ? { text: input.replace(/^\uFEFF/, ""), encoding: "utf-8" as const } : decode(input);
  if (text.trim() === "") return { ok: false, refusal: { problem: "empty" } };

  // One line end everywhere, so a file mixing CRLF and LF splits the same way (papaparse guesses one per file).
  const parsed = Papa.parse<string[]>(text.replace(/\r\n?/g, "\n"), {
    delimiter: ",",
    newline: "\n",
    header: false,
    skipEmptyLines: false,
  });
  const records = parsed.data;
  const unreadable = new Set(
    parsed.errors
      .filter((error) => error.type === "Quotes" && error.row !== undefined)
      .map((error) => error.row as number),
  );

  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { ok: false, refusal: { problem: "empty" } };
  const headerCells = records[headerIndex]!;
  const columnAt: (CustomerCsvHeader | undefined)[] = [];
  const seen = new Set<CustomerCsvHeader>();
  const ignoredColumns: string[] = [];
  for (const cell of headerCells) {
    const column = csvHeaderOf(cell);
    if (column && !seen.has(column)) {
      seen.add(column);
      columnAt.push(column);
    } else {
      columnAt.push(undefined);
      const name = withRefusedCharactersReplaced(cell.replace(/^\uFEFF/, "").trim());
      if (name !== "") ignoredColumns.push(name);
    }
  }
  const missing = REQUIRED_CUSTOMER_CSV_HEADERS.filter((column) => !seen.has(column));
  if (missing.length > 0) return { ok: false, refusal: { problem: "missingHeader", missing } };

  const rows: CustomerCsvRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    const values: Partial<Record<CustomerCsvHeader, string>> = {};
    record.forEach((cell, position) => {
      const column = columnAt[position];
      if (column) values[column] = cell.replace(NEUTRALISED_FORMULA, "");
    });
    rows.push(unreadable.has(index) ? { row: index + 1, values, unreadable: true } : { row: index + 1, values });
  }
  if (rows.length === 0) return { ok: false, refusal: { problem: "empty" } };
  if (rows.length > CUSTOMER_IMPORT_MAX_ROWS)
    return { ok: false, refusal: { problem: "tooManyRows", rows: rows.length, maxRows: CUSTOMER_IMPORT_MAX_ROWS } };
  return { ok: true, encoding, headerRow: headerIndex + 1, columns: [...seen], ignoredColumns, rows };
}

/**
 * Our own CSV exports put an apostrophe before a cell starting with = + - @ so spreadsheets never run it
 * (csv-writing.ts); reading such a cell back takes it off, so an exported "+1 305…" phone imports as it was.
 */
const NEUTRALISED_FORMULA = /^'(?=[=+\-@\t\r])/;

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

function decode(bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } {
  try {
    // `ignoreBOM: false` (the default) drops a leading UTF-8 BOM.
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // Not UTF-8: almost always a spreadsheet saved in the Windows code page, where every byte is a character.
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}
