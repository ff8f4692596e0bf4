import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableColumn, type DataTableProps } from "./data-table";

type Invoice = { id: string; customer: string; amount: number };

const INVOICES: Invoice[] = [
  { id: "a1", customer: "Ana Ruiz", amount: 120 },
  { id: "b2", customer: "Luis Pérez", amount: 0 },
];

const COLUMNS: DataTableColumn<Invoice>[] = [
  { header: "Customer", rowHeader: true, cell: (row) => row.customer },
  {
    header: "Amount",
    align: "right",
    phoneLabel: true,
    className: (row) => row.amount > 0 && "text-destructive",
    cell: (row) => `$${row.amount}`,
  },
  { header: "Open", headerHidden: true, cell: (row) => createElement("a", { href: `/invoices/${row.id}` }, "Open") },
];

function render(props: Partial<DataTableProps<Invoice>> = {}): string {
  return renderToString(
    createElement(DataTable<Invoice>, {
      rows: INVOICES,
      columns: COLUMNS,
      rowKey: (row) => row.id,
      rowTestId: "invoice-row",
      label: "Invoices",
      widthClassName: "min-w-[40rem]",
      ...props,
    }),
  );
}

/** The opening tags of one element name, in document order. */
function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}(\\s[^>]*)?>`, "g")) ?? [];
}

describe("the back office's data table", () => {
  it("marks every row with its test id and a key the rows are told apart by", () => {
    const html = render({ rowData: (row) => ({ "data-invoice-id": row.id }) });
    const rows = tags(html, "tr").filter((tag) => tag.includes('data-testid="invoice-row"'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('data-invoice-id="a1"');
    expect(rows[1]).toContain('data-invoice-id="b2"');
  });

  it("heads each column with its words in a column header, in the order the columns are declared", () => {
    const html = render();
    const heads = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((match) => match[1]);
    expect(heads).toEqual(["Customer", "Amount", '<span class="sr-only">Open</span>']);
  });

  it("makes a row-header column's cells row headers, left-aligned and in normal weight like the other cells", () => {
    const html = render();
    const rowHeaders = tags(html, "th").filter((tag) => tag.includes('scope="row"'));
    expect(rowHeaders).toHaveLength(2);
    expect(rowHeaders[0]).toContain("text-left");
    expect(rowHeaders[0]).toContain("font-normal");
    expect(html).toMatch(/<th scope="row"[^>]*>Ana Ruiz<\/th>/);
  });

  it("names the focusable scrolling region and the table with the label", () => {
    const html = render();
    const region = tags(html, "div")[0];
    expect(region).toContain('role="region"');
    expect(region).toContain('tabindex="0"');
    expect(region).toContain('aria-label="Invoices"');
    expect(html).toContain('<caption class="sr-only">Invoices</caption>');
  });

  it("leaves the caption out when the table asks for none, the region keeping its name", () => {
    const html = render({ caption: false, label: "Invoices, scrollable" });
    expect(html).not.toContain("<caption");
    expect(tags(html, "div")[0]).toContain('aria-label="Invoices, scrollable"');
  });

  it("aligns a right-aligned column's header and cells to the right and adds the classes a row chooses", () => {
    const html = render();
    expect(tags(html, "th").find((tag) => tag.includes('scope="col"') && tag.includes("text-right"))).toBeDefined();
    const amountCells = [...html.matchAll(/<td class="([^"]*)">\$(\d+)<\/td>/g)];
    expect(amountCells.map((match) => match[2])).toEqual(["120", "0"]);
    expect(amountCells[0][1]).toContain("text-right");
    expect(amountCells[0][1]).toContain("text-destructive");
    expect(amountCells[1][1]).not.toContain("text-destructive");
  });

  it("shows the empty state's words, hint and test id instead of the table when there is no row", () => {
    const html = render({ rows: [], empty: { text: "No invoices yet.", hint: "Add one.", testId: "invoices-empty" } });
    expect(html).not.toContain("<table");
    expect(html).toContain('data-testid="invoices-empty"');
    expect(html).toContain("No invoices yet.");
    expect(html).toContain("Add one.");
  });

  it("keeps the header row of a table with no rows that declares no empty state", () => {
    const html = render({ rows: [] });
    expect(html).toContain("<table");
    expect(tags(html, "tr")).toHaveLength(1);
  });

  it("labels a stacked table's cells with their header words for phones, only in the columns that ask", () => {
    const html = render({ layout: "stacked", widthClassName: "md:min-w-[40rem]" });
    // React's server render puts a comment between the words and their colon.
    const labels = [...html.matchAll(/<span class="[^"]*md:hidden[^"]*">(.*?)<\/span>/g)].map((match) =>
      match[1].replaceAll("<!-- -->", ""),
    );
    expect(labels).toEqual(["Amount:", "Amount:"]);
    expect(tags(html, "thead")[0]).toContain("max-md:sr-only");
  });

  it("prints no phone labels in a table that scrolls sideways", () => {
    expect(render()).not.toContain("md:hidden");
  });

  it("tells assistive technology while its rows are being replaced", () => {
    expect(tags(render({ busy: true }), "div")[0]).toContain('aria-busy="true"');
    expect(tags(render(), "div")[0]).not.toContain("aria-busy");
  });

  it("gives no element two utilities that fight over one property, in either layout or density", () => {
    for (const props of [{}, { dense: true }, { layout: "stacked" as const, widthClassName: "md:min-w-[40rem]" }]) {
      const classLists = [...render(props).matchAll(/class="([^"]*)"/g)].map((match) => match[1]);
      expect(classLists.length).toBeGreaterThan(0);
      const conflicts = classLists.filter((list) => twMerge(list).split(" ").length !== list.split(/\s+/).length);
      expect(conflicts).toEqual([]);
    }
  });
});
