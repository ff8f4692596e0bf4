import { describe, expect, it } from "vitest";
import { CUSTOMER_IMPORT_MAX_BYTES, CUSTOMER_IMPORT_MAX_ROWS } from "~/config/business-rules";
import { CUSTOMER_CSV_HEADERS, csvHeaderOf } from "./customer-csv-columns";
import { customerTemplateCsv } from "./customer-csv-template";
import { parseCustomerCsv, type ParsedCustomerCsv } from "./parse-customer-csv";

const HEADER = "first_name,last_name,address_line1,city,zip_code";
const utf8 = (text: string) => new TextEncoder().encode(text);

function parsedRows(input: Uint8Array | string) {
  const parsed = parseCustomerCsv(input);
  if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.refusal)}`);
  return parsed;
}

function refusalOf(input: Uint8Array | string) {
  const parsed: ParsedCustomerCsv = parseCustomerCsv(input);
  if (parsed.ok) throw new Error("expected a refusal");
  return parsed.refusal;
}

describe("parseCustomerCsv", () => {
  it("numbers data rows from 2, the header being row 1", () => {
    const { rows } = parsedRows(`${HEADER}\nAna,Diaz,1 Main St,Miami,33101\nLuis,Gomez,2 Main St,Miami,33102\n`);
    expect(rows.map((row) => row.row)).toEqual([2, 3]);
    expect(rows[0]!.values).toEqual({
      first_name: "Ana",
      last_name: "Diaz",
      address_line1: "1 Main St",
      city: "Miami",
      zip_code: "33101",
    });
  });

  it("reads CRLF, LF and CR line ends alike, and a mix of them", () => {
    for (const end of ["\r\n", "\n", "\r"]) {
      const { rows } = parsedRows(
        `${HEADER}${end}Ana,Diaz,1 Main St,Miami,33101${end}Luis,Gomez,2 Main St,Miami,33102${end}`,
      );
      expect(rows.map((row) => [row.row, row.values.first_name])).toEqual([
        [2, "Ana"],
        [3, "Luis"],
      ]);
    }
    const mixed = parsedRows(`${HEADER}\r\nAna,Diaz,1 Main St,Miami,33101\nLuis,Gomez,2 Main St,Miami,33102\r\n`);
    expect(mixed.rows.map((row) => row.values.zip_code)).toEqual(["33101", "33102"]);
  });

  it("strips a UTF-8 BOM from bytes and from text, so the first header still matches", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(`${HEADER}\nJosé,Núñez,1 Main St,Miami,33101\n`)]);
    const fromBytes = parsedRows(bytes);
    expect(fromBytes.encoding).toBe("utf-8");
    expect(fromBytes.rows[0]!.values).toMatchObject({ first_name: "José", last_name: "Núñez" });
    expect(parsedRows(`\uFEFF${HEADER}\nAna,Diaz,1 Main St,Miami,33101`).rows).toHaveLength(1);
  });

  it("reads quoted fields holding commas, doubled quotes and line breaks, and counts a multi-line record as one row", () => {
    const csv = `${HEADER},notes\n"Ana, Jr.",Diaz,"1 Main St, Apt 2",Miami,33101,"She said ""call first""\nGate code 42"\nLuis,Gomez,2 Main St,Miami,33102,\n`;
    const { rows } = parsedRows(csv);
    expect(rows[0]).toEqual({
      row: 2,
      values: {
        first_name: "Ana, Jr.",
        last_name: "Diaz",
        address_line1: "1 Main St, Apt 2",
        city: "Miami",
        zip_code: "33101",
        notes: 'She said "call first"\nGate code 42',
      },
    });
    // The second record starts on line 4 of the file but is the file's third row.
    expect(rows[1]!.row).toBe(3);
  });

  it("skips blank rows (empty lines and rows of empty cells) but keeps the numbers a spreadsheet shows", () => {
    const { rows } = parsedRows(
      `${HEADER}\n\nAna,Diaz,1 Main St,Miami,33101\n , ,,,\nLuis,Gomez,2 Main St,Miami,33102\n\n\n`,
    );
    expect(rows.map((row) => [row.row, row.values.first_name])).toEqual([
      [3, "Ana"],
      [5, "Luis"],
    ]);
  });

  it("matches header names ignoring case, surrounding spaces, and spaces or dashes for underscores", () => {
    const { columns, rows } = parsedRows(
      " First_Name ,LAST NAME,Address-Line1,City,ZIP_CODE,E-mail,Email\nAna,Diaz,1 Main St,Miami,33101,x,ana@example.com\n",
    );
    expect(columns).toEqual(["first_name", "last_name", "address_line1", "city", "zip_code", "email"]);
    expect(rows[0]!.values.email).toBe("ana@example.com");
    expect(csvHeaderOf("\uFEFFcustomer_number")).toBe("customer_number");
  });

  it("ignores unknown columns and names them, and reads a repeated column from its first occurrence", () => {
    const { ignoredColumns, rows } = parsedRows(
      `${HEADER},Referral Source,city,\nAna,Diaz,1 Main St,Miami,33101,Radio,Doral,\n`,
    );
    expect(ignoredColumns).toEqual(["Referral Source", "city"]);
    expect(rows[0]!.values).toEqual({
      first_name: "Ana",
      last_name: "Diaz",
      address_line1: "1 Main St",
      city: "Miami",
      zip_code: "33101",
    });
  });

  it("leaves the cells a short row lacks undefined and drops cells beyond the header", () => {
    const { rows } = parsedRows(`${HEADER}\nAna,Diaz\nLuis,Gomez,2 Main St,Miami,33102,extra,cells\n`);
    expect(rows[0]!.values).toEqual({ first_name: "Ana", last_name: "Diaz" });
    expect(Object.keys(rows[1]!.values)).toHaveLength(5);
  });

  it("takes back the apostrophe our exports put before a formula-like cell, and keeps any other", () => {
    const { rows } = parsedRows(`${HEADER},phone,notes\nAna,'O'Brien,1 Main St,Miami,33101,'+1 305 555 0100,'@home\n`);
    expect(rows[0]!.values).toMatchObject({ last_name: "'O'Brien", phone: "+1 305 555 0100", notes: "@home" });
  });

  it("refuses an empty file, one of blank lines, and one with only a header as Empty File", () => {
    expect(refusalOf(new Uint8Array())).toEqual({ problem: "empty" });
    expect(refusalOf(utf8("\uFEFF"))).toEqual({ problem: "empty" });
    expect(refusalOf("\n\r\n  \n")).toEqual({ problem: "empty" });
    expect(refusalOf(`${HEADER}\n`)).toEqual({ problem: "empty" });
    expect(refusalOf(`${HEADER}\n,,,,\n\n`)).toEqual({ problem: "empty" });
  });

  it("refuses a file whose first row is not the header, naming the required columns it lacks", () => {
    expect(refusalOf("Ana,Diaz,1 Main St,Miami,33101\n")).toEqual({
      problem: "missingHeader",
      missing: ["first_name", "last_name", "address_line1", "city", "zip_code"],
    });
    expect(refusalOf("first_name,last_name,city\nAna,Diaz,Miami\n")).toEqual({
      problem: "missingHeader",
      missing: ["address_line1", "zip_code"],
    });
  });

  it("refuses more than the row limit, blank rows not counted", () => {
    const row = "Ana,Diaz,1 Main St,Miami,33101\n";
    expect(parsedRows(`${HEADER}\n${row.repeat(CUSTOMER_IMPORT_MAX_ROWS)}\n\n`).rows).toHaveLength(
      CUSTOMER_IMPORT_MAX_ROWS,
    );
    expect(refusalOf(`${HEADER}\n${row.repeat(CUSTOMER_IMPORT_MAX_ROWS + 1)}`)).toEqual({
      problem: "tooManyRows",
      rows: CUSTOMER_IMPORT_MAX_ROWS + 1,
      maxRows: CUSTOMER_IMPORT_MAX_ROWS,
    });
  });

  it("refuses bytes over the size limit before reading them", () => {
    expect(refusalOf(new Uint8Array(CUSTOMER_IMPORT_MAX_BYTES + 1))).toEqual({
      problem: "tooLarge",
      maxBytes: CUSTOMER_IMPORT_MAX_BYTES,
    });
  });

  it("reads a file that is not UTF-8 as Windows-1252, as Excel on Windows writes CSV", () => {
    // "José" in Windows-1252: é is the single byte 0xE9, which is not valid UTF-8.
    const bytes = new Uint8Array([...utf8(`${HEADER}\nJos`), 0xe9, ...utf8(",Diaz,1 Main St,Miami,33101\n")]);
    const parsed = parsedRows(bytes);
    expect(parsed.encoding).toBe("windows-1252");
    expect(parsed.rows[0]!.values.first_name).toBe("José");
  });

  it("marks a row whose quoted field is never closed as unreadable and keeps the rows before it", () => {
    const { rows } = parsedRows(
      `${HEADER}\nAna,Diaz,1 Main St,Miami,33101\nLuis,"Gomez,2 Main St,Miami,33102\nEva,Ruiz,3 Main St,Miami,33103\n`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.unreadable).toBeUndefined();
    expect(rows[1]).toMatchObject({ row: 3, unreadable: true });
  });

  it("reads the downloadable template: every column and its two sample rows", () => {
    const parsed = parsedRows(customerTemplateCsv(new Date()));
    expect(parsed.columns).toEqual(CUSTOMER_CSV_HEADERS);
    expect(parsed.ignoredColumns).toEqual([]);
    expect(parsed.rows.map((row) => row.row)).toEqual([2, 3]);
  });
});
