import { format } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { renderLayout, type MailContext, type RenderedMail } from "./mail-layout";

export type DocumentMailWords = { subject: string; intro: string; action: string; outro: string };

export type DocumentMailRow = { label: string; value: string | null | undefined };

/**
 * A customer's message about one of their documents (an invoice, a receipt, a quote): greeted by name, the intro, the
 * document's rows, its button and the outro, signed by the company. `values` fill the words' {placeholders}.
 */
export function renderDocumentMail(
  input: {
    name: string | null;
    words: DocumentMailWords;
    values: Record<string, string | number>;
    rows: DocumentMailRow[];
    url: string;
  },
  context: MailContext,
): RenderedMail {
  const copy = mailCopy(context.locale);
  const { words, values } = input;
  const name = input.name?.trim();
  return renderLayout(
    {
      subject: format(words.subject, values),
      greeting: name ? format(copy.layout.greeting, { name }) : copy.layout.greetingNoName,
      blocks: [
        { kind: "paragraph", text: format(words.intro, values) },
        { kind: "details", rows: input.rows },
        { kind: "action", label: words.action, url: input.url },
        { kind: "paragraph", text: format(words.outro, values) },
      ],
      closing: format(copy.layout.signature, { company: context.company.name }),
    },
    context,
  );
}
