import { format } from "~/i18n/catalog";
import { mailCopy } from "./mail-copy";
import { arrivalWindowText } from "./mail-formats";
import { renderLayout, type MailContext, type RenderedMail } from "./mail-layout";

/**
 * A plan visit's offer, or its one reminder (issue 37 item 2): the visit is due, and here are arrival windows, one
 * link each. A link opens a page that shows the window and one "Book this time" button; following it books nothing,
 * since mail scanners follow links.
 */
export type PlanVisitOfferMailData = {
  name: string | null;
  planName: string;
  windows: { start: Date | string; end: Date | string; url: string }[];
  reminder: boolean;
};

export function renderPlanVisitOfferMail(data: PlanVisitOfferMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = data.reminder ? copy.planVisitReminder : copy.planVisitOffer;
  const values = { company: context.company.name, plan: data.planName, phone: context.company.mainPhone };
  const name = data.name?.trim();
  return renderLayout(
    {
      subject: format(words.subject, values),
      greeting: name ? format(copy.layout.greeting, { name }) : copy.layout.greetingNoName,
      blocks: [
        { kind: "paragraph", text: format(words.intro, values) },
        ...data.windows.map((window) => ({
          kind: "action" as const,
          label: arrivalWindowText(window.start, window.end, context.locale),
          url: window.url,
        })),
        { kind: "paragraph", text: format(words.outro, values) },
      ],
      closing: format(copy.layout.signature, { company: context.company.name }),
    },
    context,
  );
}
