import { mailCopy } from "./mail-copy";
import { calendarDateText, centsText } from "./mail-formats";
import { renderDocumentMail } from "./document-mail";
import type { MailContext, RenderedMail } from "./mail-layout";

/** An open invoice past its due date (issue 38): what is still owed, since when, and where to pay. Sent once. */
export type InvoiceOverdueMailData = {
  name: string | null;
  number: string;
  balanceCents: number;
  dueDate: string;
  url: string;
};

export function renderInvoiceOverdueMail(data: InvoiceOverdueMailData, context: MailContext): RenderedMail {
  const words = mailCopy(context.locale).invoiceOverdue;
  return renderDocumentMail(
    {
      name: data.name,
      words,
      values: { company: context.company.name, number: data.number, phone: context.company.mainPhone },
      rows: [
        { label: words.balance, value: centsText(data.balanceCents, context.locale) },
        { label: words.dueDate, value: calendarDateText(data.dueDate, context.locale) },
      ],
      url: data.url,
    },
    context,
  );
}
