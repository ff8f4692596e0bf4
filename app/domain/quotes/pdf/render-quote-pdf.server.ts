import type { QuoteStatus } from "~/config/quote-rules";
import { formatBusinessDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { DocumentCompany, DocumentCustomer } from "~/domain/invoices/pdf/document-facts.server";
import { drawCustomerBlock, drawDocumentHeader, drawRow } from "~/domain/invoices/pdf/document-header.server";
import { drawPdf, numberPages, type PdfPage } from "~/domain/invoices/pdf/pdf-page.server";
import { format, type Locale } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { signaturePoints } from "../signature-path";
import type { QuoteDocument } from "../quote-document.server";

export type QuotePdfFacts = {
  locale: Locale;
  company: DocumentCompany;
  customer: DocumentCustomer;
  status: QuoteStatus;
  document: QuoteDocument;
  chosenOptionId: string | null;
  signature: { name: string; path: string; signedAt: Date; ip: string | null; hash: string } | null;
  depositPaidAt: Date | null;
  updatedAt: Date;
};

/** The drawn signature again, scaled into a box at (x, y): the path's points are whole pixels of the 320×120 pad. */
function drawSignature(page: PdfPage, path: string, x: number, y: number, scale: number): void {
  const { doc } = page;
  doc.save().lineWidth(1.2).strokeColor("#0f172a").lineCap("round").lineJoin("round");
  let open = false;
  for (const point of signaturePoints(path)) {
    const px = x + point.x * scale;
    const py = y + point.y * scale;
    if (point.move) {
      if (open) doc.stroke();
      doc.moveTo(px, py);
      open = true;
    } else doc.lineTo(px, py);
  }
  if (open) doc.stroke();
  doc.restore();
}

/**
 * A quote as a PDF in the customer's language (issue 38 item 4, ADR 087): the business, the customer, each option with
 * its lines, total and deposit (the chosen one marked), and once signed the signature record: the drawn signature,
 * the typed name, when, from which address, and the SHA-256 of the document that was signed.
 */
export function renderQuotePdf(facts: QuotePdfFacts): Promise<Buffer> {
  const { locale, document } = facts;
  const words = messagesFor(locale).documents;
  const w = words.quote;
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  const title = facts.signature ? w.signedTitle : w.title;
  return drawPdf(
    {
      title: `${title} ${document.number}`.trim(),
      author: facts.company.name,
      creationDate: facts.signature?.signedAt ?? facts.updatedAt,
      language: locale === "es" ? "es-US" : "en-US",
    },
    (page) => {
      let y = drawDocumentHeader(page, {
        company: facts.company,
        title,
        facts: [
          { label: w.number, value: document.number || "—" },
          ...(document.expiresAt
            ? [
                {
                  label: w.validUntil,
                  value: formatBusinessDate(new Date(Date.parse(document.expiresAt) - 1).toISOString(), locale),
                },
              ]
            : []),
          { label: w.status, value: w.statuses[facts.status] },
        ],
        words,
      });
      y = drawCustomerBlock(page, y, { heading: w.preparedFor, customer: facts.customer, words });
      page.text(document.title, page.left, y, { bold: true, size: 13, width: page.width });
      y = page.doc.y + 10;
      const figure = 90;
      for (const option of document.options) {
        y = page.room(y, 60);
        const chosen = option.id === facts.chosenOptionId;
        page.text(`${w.tiers[option.tier]}${chosen ? `  —  ${w.chosen}` : ""}`, page.left, y, { bold: true, size: 12 });
        page.text(option.description, page.left, page.doc.y + 2, { width: page.width, size: 9 });
        y = page.doc.y + 6;
        for (const line of option.lines)
          y = drawRow(page, y, [
            {
              text:
                line.quantityThousandths === 1000
                  ? line.description
                  : `${line.description} × ${line.quantityThousandths / 1000}`,
              x: page.left,
              width: page.width - figure - 8,
            },
            { text: usd(line.lineTotalCents), x: page.right - figure, width: figure, align: "right" },
          ]);
        page.rule(y);
        y += 4;
        y = drawRow(
          page,
          y,
          [
            { text: w.total, x: page.left, width: page.width - figure - 8 },
            { text: usd(option.totalCents), x: page.right - figure, width: figure, align: "right" },
          ],
          { bold: true },
        );
        y = drawRow(page, y, [
          {
            text: format(w.deposit, { percent: document.depositPercent }),
            x: page.left,
            width: page.width - figure - 8,
          },
          { text: usd(option.depositCents), x: page.right - figure, width: figure, align: "right" },
        ]);
        y += 12;
      }
      if (facts.signature) {
        const { signature } = facts;
        y = page.room(y, 150);
        page.text(w.signatureHeading, page.left, y, { bold: true, size: 12 });
        y = page.doc.y + 4;
        drawSignature(page, signature.path, page.left, y, 0.75);
        y += 96;
        page.rule(y);
        const when = `${formatBusinessDate(signature.signedAt.toISOString(), locale)} ${signature.signedAt.toISOString().slice(11, 16)} UTC`;
        page.text(format(w.signedBy, { name: signature.name }), page.left, y + 4, { size: 10, bold: true });
        page.text(format(w.signedAt, { date: when }), page.left, page.doc.y + 2, { size: 9 });
        if (signature.ip) page.text(format(w.signedFrom, { ip: signature.ip }), page.left, page.doc.y + 2, { size: 9 });
        page.text(format(w.hash, { hash: signature.hash }), page.left, page.doc.y + 2, { size: 8, width: page.width });
        if (facts.depositPaidAt)
          page.text(
            format(w.depositPaid, { date: formatBusinessDate(facts.depositPaidAt.toISOString(), locale) }),
            page.left,
            page.doc.y + 2,
            { size: 9 },
          );
        y = page.doc.y + 16;
      }
      y = page.room(y, 30);
      page.text(format(w.thanks, { phone: facts.company.phone }), page.left, y, { width: page.width, size: 9 });
      numberPages(page, (number, count) => format(words.page, { page: number, pages: count }));
    },
  );
}
