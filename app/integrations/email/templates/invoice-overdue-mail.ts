import { format } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { calendarDateText, centsText } from "./mail-formats";
import { renderLayout, type MailContext, type RenderedMail } from "./mail-layout";

/** An open invoice past its due date (issue 38): what is still owed, since when, and where to pay. Sent once. */
export type InvoiceOverdueMailData = {
  name: string | null;
  number: string;
  balanceCents: number;
  dueDate: string;
  url: string;
};

export function renderInvoiceOverdueMail(data: InvoiceOverdueMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.invoiceOverdue;
  const values = { company: context.company.name, number: data.number, phone: context.company.mainPhone };
  const name = data.name?.trim();
  return renderLayout(
    {
      subject: format(words.subject, values),
      greeting: name ? format(copy.layout.greeting, { name }) : copy.layout.greetingNoName,
      blocks: [
        { kind: "paragraph", text: format(words.intro, values) },
        {
          kind: "details",
          rows: [
            { label: words.balance, value: centsText(data.balanceCents, context.locale) },
            { label: words.dueDate, value: calendarDateText(data.dueDate, context.locale) },
          ],
        },
        { kind: "action", label: words.action, url: data.url },
        { kind: "paragraph", text: format(words.outro, values) },
      ],
      closing: format(copy.layout.signature, { company: context.company.name }),
    },
    context,
  );
}
