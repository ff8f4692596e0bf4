import { format } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { calendarDateText, centsText, receivedAtText } from "./mail-formats";
import { renderDocumentMail } from "./document-mail";
import type { MailContext, RenderedMail } from "./mail-layout";

/** A sent invoice (issue 38): its lines, the member's discount, the total, what is due and by when. */
export type InvoiceSentMailData = {
  name: string | null;
  number: string;
  lines: { description: string; quantity: number; amountCents: number }[];
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  dueDate: string;
  url: string;
};

export function renderInvoiceSentMail(data: InvoiceSentMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.invoiceSent;
  const money = (cents: number) => centsText(cents, context.locale);
  const values = { company: context.company.name, number: data.number, phone: context.company.mainPhone };
  return renderDocumentMail(
    {
      name: data.name,
      words,
      values,
      rows: [
        ...data.lines.map((line) => ({
          label: line.quantity === 1 ? line.description : `${line.description} × ${line.quantity}`,
          value: money(line.amountCents),
        })),
        ...(data.discountCents > 0
          ? [
              {
                label: format(words.discount, { percent: data.discountPercent }),
                value: `−${money(data.discountCents)}`,
              },
            ]
          : []),
        { label: words.total, value: money(data.totalCents) },
        ...(data.paidCents > 0 ? [{ label: words.paid, value: money(data.paidCents) }] : []),
        { label: words.balance, value: money(data.balanceCents) },
        { label: words.dueDate, value: calendarDateText(data.dueDate, context.locale) },
      ],
      url: data.url,
    },
    context,
  );
}

/** An online payment's receipt (issue 38 item 3): each invoice it paid, the total and when. */
export type InvoiceReceiptMailData = {
  name: string | null;
  items: { number: string; amountCents: number }[];
  totalCents: number;
  paidAt: string;
  url: string;
};

export function renderInvoiceReceiptMail(data: InvoiceReceiptMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.invoiceReceipt;
  const money = (cents: number) => centsText(cents, context.locale);
  const values = {
    company: context.company.name,
    phone: context.company.mainPhone,
    amount: money(data.totalCents),
    date: receivedAtText(data.paidAt, context.locale),
  };
  return renderDocumentMail(
    {
      name: data.name,
      words,
      values,
      rows: [
        ...data.items.map((item) => ({
          label: format(words.invoiceLine, { number: item.number }),
          value: money(item.amountCents),
        })),
        { label: words.total, value: money(data.totalCents) },
      ],
      url: data.url,
    },
    context,
  );
}
