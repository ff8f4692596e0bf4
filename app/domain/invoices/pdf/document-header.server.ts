import { format, type Messages } from "~/i18n/catalog";
import type { DocumentCompany, DocumentCustomer } from "./document-facts.server";
import { winAnsiText, type PdfPage } from "./pdf-page.server";

/** Label and value pairs in a right-hand block: "Invoice number  INV-2026-00042". */
export type FactRow = { label: string; value: string };

const BRAND_BLUE = "#06489c"; // the primary colour of the design tokens (app/app.css)

/**
 * The business on the left (name, address, phone, e-mail, license) and the document's title and facts on the right;
 * answers the y below both.
 */
export function drawDocumentHeader(
  page: PdfPage,
  input: { company: DocumentCompany; title: string; facts: FactRow[]; words: Messages["documents"] },
): number {
  const { company } = input;
  const half = page.width / 2;
  page.doc.fillColor(BRAND_BLUE);
  page.text(company.name, page.left, page.left, { width: half, bold: true, size: 15 });
  page.doc.fillColor("#000000");
  let leftY = page.doc.y + 4;
  for (const line of [
    company.address,
    company.phone,
    company.email,
    format(input.words.license, { number: company.licenseNumber }),
  ]) {
    page.text(line, page.left, leftY, { width: half, size: 9 });
    leftY = page.doc.y + 1;
  }
  page.text(input.title, page.left + half, page.left, { width: half, align: "right", bold: true, size: 18 });
  let rightY = page.doc.y + 6;
  for (const fact of input.facts) {
    page.text(fact.label, page.left + half, rightY, { width: half / 2 - 4, align: "right", size: 9 });
    page.text(fact.value, page.left + half + half / 2, rightY, {
      width: half / 2,
      align: "right",
      bold: true,
      size: 9,
    });
    rightY = page.doc.y + 2;
  }
  return Math.max(leftY, rightY) + 16;
}

/** "Bill to" and the customer's name, number and address; answers the y below. */
export function drawCustomerBlock(
  page: PdfPage,
  y: number,
  input: { heading: string; customer: DocumentCustomer; words: Messages["documents"] },
): number {
  page.text(input.heading, page.left, y, { bold: true, size: 9 });
  page.text(input.customer.name, page.left, page.doc.y + 2, { width: page.width / 2, size: 11, bold: true });
  let lineY = page.doc.y + 1;
  for (const line of input.customer.addressLines) {
    page.text(line, page.left, lineY, { width: page.width / 2, size: 10 });
    lineY = page.doc.y + 1;
  }
  page.text(format(input.words.invoice.customerNumber, { number: input.customer.customerNumber }), page.left, lineY, {
    size: 9,
  });
  return page.doc.y + 16;
}

/** A large coloured word across the document (PAID, VOID), with an optional line under it. */
export function drawStamp(page: PdfPage, y: number, stamp: string, note: string | null, color: string): number {
  page.doc.fillColor(color);
  page.text(stamp, page.left, y, { width: page.width, align: "center", bold: true, size: 22 });
  if (note) page.text(note, page.left, page.doc.y + 2, { width: page.width, align: "center", size: 10 });
  page.doc.fillColor("#000000");
  return page.doc.y + 12;
}

/** One table row: each cell's text at its column, the tallest cell deciding the row's height. */
export function drawRow(
  page: PdfPage,
  y: number,
  cells: { text: string; x: number; width: number; align?: "left" | "right" }[],
  options: { bold?: boolean; size?: number } = {},
): number {
  const size = options.size ?? 10;
  const height = Math.max(
    ...cells.map((cell) =>
      page.doc
        .font(options.bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(size)
        .heightOfString(winAnsiText(cell.text), { width: cell.width }),
    ),
  );
  const top = page.room(y, height + 4);
  for (const cell of cells)
    page.text(cell.text, cell.x, top, { width: cell.width, align: cell.align ?? "left", bold: options.bold, size });
  return top + height + 4;
}
