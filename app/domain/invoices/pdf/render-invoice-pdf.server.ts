import { formatBusinessDate, formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { numberFormat } from "~/i18n/intl-formats";
import { messagesFor } from "~/i18n/messages.server";
import type { InvoiceDocumentFacts } from "./document-facts.server";
import { drawCustomerBlock, drawDocumentHeader, drawRow, drawStamp, type FactRow } from "./document-header.server";
import { drawPdf, numberPages } from "./pdf-page.server";

const PAID_GREEN = "#15803d";
const VOID_RED = "#b91c1c";

/**
 * An invoice as a PDF in the invoice's language (issue 38 item 5): the business, number, dates and status, the
 * customer, the lines, the member's discount, the totals and the payments received. Amounts are formatted as every
 * screen formats them (formatUsd); every figure comes from the stored invoice, none is recomputed here.
 */
export function renderInvoicePdf(facts: InvoiceDocumentFacts): Promise<Buffer> {
  const { invoice, locale } = facts;
  const words = messagesFor(locale).documents;
  const w = words.invoice;
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  const date = (iso: string | null) => (iso ? formatCalendarDate(iso, locale) : "—");
  const quantity = (thousandths: number) =>
    numberFormat(locale === "es" ? "es-US" : "en-US", { maximumFractionDigits: 3 }).format(thousandths / 1000);
  const draft = invoice.status === "draft";
  const title = draft ? w.draftTitle : w.title;
  const facts_: FactRow[] = [
    ...(invoice.number ? [{ label: w.number, value: invoice.number }] : []),
    { label: w.issueDate, value: date(invoice.issueDate) },
    { label: w.dueDate, value: date(invoice.dueDate) },
    { label: w.status, value: w.statuses[invoice.status] },
  ];

  return drawPdf(
    {
      title: `${title} ${invoice.number ?? ""}`.trim(),
      author: facts.company.name,
      creationDate: invoice.updatedAt,
      language: locale === "es" ? "es-US" : "en-US",
    },
    (page) => {
      let y = drawDocumentHeader(page, { company: facts.company, title, facts: facts_, words });
      y = drawCustomerBlock(page, y, { heading: w.billTo, customer: facts.customer, words });
      if (invoice.status === "paid") y = drawStamp(page, y, w.paidStamp, null, PAID_GREEN);
      if (invoice.status === "void")
        y = drawStamp(page, y, w.voidStamp, format(w.voidReason, { reason: invoice.voidReason ?? "" }), VOID_RED);
      if (draft) y = drawStamp(page, y, w.statuses.draft.toUpperCase(), w.draftNote, "#6b7280");

      // Description takes what the three figure columns leave.
      const figure = 80;
      const qty = 40;
      const columns = {
        description: { x: page.left, width: page.width - qty - 2 * figure - 24 },
        quantity: { x: page.right - 2 * figure - qty - 16, width: qty },
        unit: { x: page.right - 2 * figure - 8, width: figure },
        amount: { x: page.right - figure, width: figure },
      };
      const row = (texts: [string, string, string, string], bold = false) =>
        drawRow(
          page,
          y,
          [
            { text: texts[0], ...columns.description },
            { text: texts[1], ...columns.quantity, align: "right" },
            { text: texts[2], ...columns.unit, align: "right" },
            { text: texts[3], ...columns.amount, align: "right" },
          ],
          { bold },
        );
      y = row([w.description, w.quantity, w.unitPrice, w.amount], true);
      page.rule(y - 1);
      y += 3;
      for (const line of facts.lines)
        y = row([
          line.description,
          quantity(line.quantityThousandths),
          usd(line.unitPriceCents),
          usd(line.lineTotalCents),
        ]);
      page.rule(y);
      y += 6;

      // Totals, right-aligned under the figures.
      const labelX = page.right - 2 * figure - 120;
      const total = (label: string, value: string, bold = false) =>
        drawRow(
          page,
          y,
          [
            { text: label, x: labelX, width: 120 + figure, align: "right" },
            { text: value, ...columns.amount, align: "right" },
          ],
          { bold },
        );
      y = total(w.subtotal, usd(invoice.subtotalCents));
      if (invoice.discountCents > 0)
        y = total(format(w.discount, { percent: invoice.discountPercent }), `-${usd(invoice.discountCents)}`);
      y = total(w.total, usd(invoice.totalCents), true);
      y = total(w.paid, usd(invoice.paidCents));
      y = total(w.balance, usd(invoice.balanceCents), true);

      if (facts.payments.length > 0) {
        y = page.room(y + 14, 40);
        page.text(w.paymentsHeading, page.left, y, { bold: true, size: 11 });
        y = page.doc.y + 4;
        for (const payment of facts.payments)
          y = drawRow(page, y, [
            { text: formatBusinessDate(payment.receivedAt.toISOString(), locale), x: page.left, width: 110 },
            {
              text: [words.methods[payment.method], payment.reference].filter(Boolean).join(" · "),
              x: page.left + 120,
              width: page.width - 120 - figure - 8,
            },
            { text: usd(payment.amountCents), ...columns.amount, align: "right" },
          ]);
      }

      y = page.room(y + 20, 30);
      page.text(format(w.thanks, { phone: facts.company.phone }), page.left, y, { width: page.width, size: 9 });
      numberPages(page, (number, count) => format(words.page, { page: number, pages: count }));
    },
  );
}
