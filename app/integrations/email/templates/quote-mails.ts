import { mailCopy } from "./mail-copy";
import { centsText, receivedAtText } from "./mail-formats";
import { renderDocumentMail } from "./document-mail";
import type { MailContext, RenderedMail } from "./mail-layout";

/** A sent quote (issue 38 item 4): what it is for, each option's total, until when, and the link to compare and sign. */
export type QuoteSentMailData = {
  name: string | null;
  number: string;
  title: string;
  options: { label: string; totalCents: number }[];
  /** An instant (ISO); null when it has none. */
  expiresAt: string | null;
  url: string;
};

export function renderQuoteSentMail(data: QuoteSentMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.quoteSent;
  const values = {
    company: context.company.name,
    number: data.number,
    title: data.title,
    phone: context.company.mainPhone,
  };
  return renderDocumentMail(
    {
      name: data.name,
      words,
      values,
      rows: [
        ...data.options.map((option) => ({
          label: option.label,
          value: centsText(option.totalCents, context.locale),
        })),
        ...(data.expiresAt ? [{ label: words.validUntil, value: receivedAtText(data.expiresAt, context.locale) }] : []),
      ],
      url: data.url,
    },
    context,
  );
}

/** A signed quote's copy (issue 38 item 4): the option chosen, the deposit, and the signed PDF attached. */
export type QuoteSignedMailData = {
  name: string | null;
  number: string;
  option: string;
  totalCents: number;
  depositCents: number;
  signedAt: string;
  url: string;
};

export function renderQuoteSignedMail(data: QuoteSignedMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.quoteSigned;
  const values = { company: context.company.name, number: data.number, phone: context.company.mainPhone };
  return renderDocumentMail(
    {
      name: data.name,
      words,
      values,
      rows: [
        { label: words.option, value: data.option },
        { label: words.total, value: centsText(data.totalCents, context.locale) },
        { label: words.deposit, value: centsText(data.depositCents, context.locale) },
        { label: words.signedAt, value: receivedAtText(data.signedAt, context.locale) },
      ],
      url: data.url,
    },
    context,
  );
}
