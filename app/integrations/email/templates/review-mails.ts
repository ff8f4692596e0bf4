import { format } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { appointmentDateText, receivedAtText } from "./mail-formats";
import { renderLayout, type MailContext, type RenderedMail } from "./mail-layout";

/**
 * A review request or its one reminder by e-mail (issue 36 item 5), for someone without a texting consent. The review
 * link (ours, which records the click and sends on to the one review page) and the private "tell the owner" link sit
 * side by side: everyone gets both, whatever the visit, and nothing is offered for a review.
 */
export type ReviewRequestMailData = {
  name: string | null;
  serviceType: string;
  reviewUrl: string;
  ownerUrl: string;
  reminder: boolean;
};

export function renderReviewRequestMail(data: ReviewRequestMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = data.reminder ? copy.reviewReminder : copy.reviewRequest;
  const values = { company: context.company.name, service: data.serviceType };
  const name = data.name?.trim();
  return renderLayout(
    {
      subject: format(words.subject, values),
      greeting: name ? format(copy.layout.greeting, { name }) : copy.layout.greetingNoName,
      blocks: [
        { kind: "paragraph", text: format(words.intro, values) },
        { kind: "action", label: words.reviewAction, url: data.reviewUrl },
        { kind: "paragraph", text: words.ownerIntro },
        { kind: "action", label: words.ownerAction, url: data.ownerUrl },
      ],
      closing: format(copy.layout.signature, { company: context.company.name }),
    },
    context,
  );
}

/** To the company: a customer's private note from the "tell the owner" link. Every value here was typed by a person. */
export type OwnerFeedbackMailData = {
  name: string;
  email: string | null;
  phone: string | null;
  serviceType: string;
  visitDate: Date | string;
  message: string;
  receivedAt: Date | string;
};

export function renderOwnerFeedbackMail(data: OwnerFeedbackMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const { labels } = copy;
  return renderLayout(
    {
      subject: format(copy.ownerFeedback.subject, { name: data.name }),
      greeting: null,
      blocks: [
        { kind: "paragraph", text: copy.ownerFeedback.intro },
        {
          kind: "details",
          rows: [
            { label: labels.name, value: data.name },
            { label: labels.email, value: data.email },
            { label: labels.phone, value: data.phone },
            { label: labels.service, value: data.serviceType },
            { label: labels.date, value: appointmentDateText(data.visitDate, context.locale) },
            { label: labels.received, value: receivedAtText(data.receivedAt, context.locale) },
          ],
        },
        { kind: "quote", label: labels.message, text: data.message },
        { kind: "paragraph", text: copy.ownerFeedback.outro },
      ],
      closing: null,
    },
    context,
  );
}
