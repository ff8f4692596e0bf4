import { priceText } from "~/format/plan-price-text";
import { format, type Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";
import { mailCopy } from "./mail-copy";
import { renderLayout, type MailContext, type RenderedMail } from "./mail-layout";

/**
 * A monthly plan's renewal notice (issue 37 item 6): PLAN_RENEWAL_NOTICE_DAYS before the anniversary, what the next
 * plan year holds, and the cancellation terms in the billing screen's own words (passed in, already in the
 * customer's language, so the two never disagree).
 */
export type PlanRenewalNoticeMailData = {
  name: string | null;
  planName: string;
  /** The anniversary, a business date ("YYYY-MM-DD"). */
  anniversaryDate: string;
  visitsPerYear: number;
  monthlyPriceCents: number;
  repairDiscountPercent: number;
  /** The billing screen's sentence: 30 days' written notice, no refund for partial years. */
  cancelTerms: string;
  termsUrl: string;
  portalUrl: string;
};

/** Basic's next visit offered (issue 37 item 6): some months after the last one, its price and where to buy it. */
export type BasicNextVisitMailData = { name: string | null; planName: string; priceCents: number; portalUrl: string };

/** A business date as the customer reads it: "June 1, 2026" (the calendar day, whatever the server's zone). */
function businessDateText(date: string, locale: Locale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

function greetingOf(name: string | null, context: MailContext): string {
  const copy = mailCopy(context.locale).layout;
  const trimmed = name?.trim();
  return trimmed ? format(copy.greeting, { name: trimmed }) : copy.greetingNoName;
}

export function renderPlanRenewalNoticeMail(data: PlanRenewalNoticeMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.planRenewalNotice;
  const values = {
    company: context.company.name,
    plan: data.planName,
    date: businessDateText(data.anniversaryDate, context.locale),
    phone: context.company.mainPhone,
  };
  return renderLayout(
    {
      subject: format(words.subject, values),
      greeting: greetingOf(data.name, context),
      blocks: [
        { kind: "paragraph", text: format(words.intro, values) },
        {
          kind: "details",
          rows: [
            { label: words.visits, value: format(words.visitsValue, { count: data.visitsPerYear }) },
            {
              label: words.price,
              value: format(words.priceValue, { price: priceText(data.monthlyPriceCents, context.locale) }),
            },
            ...(data.repairDiscountPercent > 0
              ? [
                  {
                    label: words.discount,
                    value: format(words.discountValue, { percent: data.repairDiscountPercent }),
                  },
                ]
              : []),
          ],
        },
        { kind: "paragraph", text: words.renews },
        { kind: "action", label: words.action, url: data.portalUrl },
        { kind: "paragraph", text: data.cancelTerms },
        { kind: "action", label: words.termsAction, url: data.termsUrl },
        { kind: "paragraph", text: format(words.outro, values) },
      ],
      closing: format(copy.layout.signature, { company: context.company.name }),
    },
    context,
  );
}

export function renderBasicNextVisitMail(data: BasicNextVisitMailData, context: MailContext): RenderedMail {
  const copy = mailCopy(context.locale);
  const words = copy.basicNextVisit;
  const values = {
    company: context.company.name,
    plan: data.planName,
    price: priceText(data.priceCents, context.locale),
    phone: context.company.mainPhone,
  };
  return renderLayout(
    {
      subject: format(words.subject, values),
      greeting: greetingOf(data.name, context),
      blocks: [
        { kind: "paragraph", text: format(words.intro, values) },
        { kind: "paragraph", text: format(words.price, values) },
        { kind: "action", label: words.action, url: data.portalUrl },
        { kind: "paragraph", text: format(words.outro, values) },
      ],
      closing: format(copy.layout.signature, { company: context.company.name }),
    },
    context,
  );
}
