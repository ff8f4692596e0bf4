import { formatBusinessDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import type { ReceiptDocumentFacts } from "./document-facts.server";
import { drawCustomerBlock, drawDocumentHeader, drawRow } from "./document-header.server";
import { drawPdf, numberPages } from "./pdf-page.server";

/**
 * A payment's receipt as a PDF in the customer's language (issue 38 item 5): the business, when and how it was paid,
 * the amount, and each invoice it went to with what that invoice still owed right after.
 */
export function renderReceiptPdf(facts: ReceiptDocumentFacts): Promise<Buffer> {
  const { locale } = facts;
  const words = messagesFor(locale).documents;
  const w = words.receipt;
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  return drawPdf(
    {
      title: `${w.title} ${facts.applied.map((row) => row.number ?? "").join(" ")}`.trim(),
      author: facts.company.name,
      creationDate: facts.receivedAt,
      language: locale === "es" ? "es-US" : "en-US",
    },
    (page) => {
      let y = drawDocumentHeader(page, {
        company: facts.company,
        title: w.title,
        facts: [
          { label: w.date, value: formatBusinessDate(facts.receivedAt.toISOString(), locale) },
          { label: w.method, value: words.methods[facts.method] },
          ...(facts.reference ? [{ label: w.reference, value: facts.reference }] : []),
          { label: w.amountPaid, value: usd(facts.amountCents) },
        ],
        words,
      });
      y = drawCustomerBlock(page, y, { heading: w.receivedFrom, customer: facts.customer, words });

      page.text(w.appliedHeading, page.left, y, { bold: true, size: 11 });
      y = page.doc.y + 4;
      const figure = 100;
      const row = (texts: [string, string, string], bold = false) =>
        drawRow(
          page,
          y,
          [
            { text: texts[0], x: page.left, width: page.width - 2 * figure - 16 },
            { text: texts[1], x: page.right - 2 * figure - 8, width: figure, align: "right" },
            { text: texts[2], x: page.right - figure, width: figure, align: "right" },
          ],
          { bold },
        );
      y = row([w.invoice, w.applied, w.balanceAfter], true);
      page.rule(y - 1);
      y += 3;
      for (const applied of facts.applied)
        y = row([applied.number ?? "—", usd(applied.appliedCents), usd(applied.balanceAfterCents)]);
      page.rule(y);
      y += 6;
      y = row([w.amountPaid, usd(facts.amountCents), ""], true);

      y = page.room(y + 20, 30);
      page.text(w.thanks, page.left, y, { width: page.width, size: 9 });
      numberPages(page, (number, count) => format(words.page, { page: number, pages: count }));
    },
  );
}
