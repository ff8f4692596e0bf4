import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv-writing";

describe("csv writing", () => {
  it("quotes a cell with a comma, a quote or a line break and doubles its quotes", () => {
    expect(csvCell("Miami, FL")).toBe('"Miami, FL"');
    expect(csvCell('the "big" unit')).toBe('"the ""big"" unit"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it.each(['=HYPERLINK("http://x")', "+1+2", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"])(
    "neutralises %j so a spreadsheet shows it as text",
    (value) => {
      expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("writes numbers as numbers, negative ones too, and empty cells for null", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("starts the document with a BOM and ends every row with CRLF", () => {
    expect(csvDocument(["a", "b"], [["1", "2"]])).toBe("\uFEFFa,b\r\n1,2\r\n");
    expect(csvDocument(["a"], [], { bom: false })).toBe("a\r\n");
  });
});
