/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break, quotes doubled. A cell that starts with = + - @ (or a tab or carriage return) is prefixed
 * with an apostrophe, so a spreadsheet shows it as text and never runs it as a formula (DECISIONS.md §2).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text, neutralised and quoted as needed. Numbers are written as they are (a negative balance stays a number). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = typeof value === "boolean" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole file: the header row, then one line per row. A UTF-8 BOM in front lets Excel read accents right. */
export function csvDocument(
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
  options: { bom?: boolean } = {},
): string {
  let out = (options.bom === false ? "" : "\uFEFF") + csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

/** The headers of a CSV download, named `filename`; never cached, since it holds customer data. */
export function csvDownloadHeaders(filename: string): HeadersInit {
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
    "cache-control": "no-store",
  };
}
