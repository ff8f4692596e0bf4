import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { requireCustomer } from "~/auth/require-user.server";
import { useFormReply } from "~/components/forms/use-form-reply";
import { CustomerQuotePanel } from "~/components/quotes/customer-quote-panel";
import { QuotePageHeading, quoteNoticeOf } from "~/components/quotes/quote-page-frame";
import { ScreenLoadError } from "~/components/screen-load-error";
import { useRootData } from "~/components/site/root-data";
import { ownQuoteAccess } from "~/domain/quotes/quote-access.server";
import { PORTAL_QUOTES_PATH } from "~/domain/quotes/quote-link-path";
import { showQuotePage } from "~/domain/quotes/show-quote-page.server";
import { formAction } from "~/form-actions/form-action.server";
import { quotePageIntents, quotePageRefusals } from "~/form-actions/quote-page-refusals.server";
import { format, type Locale } from "~/i18n/catalog";
import { QUOTE_PAGE_WORDS } from "~/i18n/quote-page-words";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: format(QUOTE_PAGE_WORDS[data?.locale ?? "en"].heading, { number: data?.page.quote.number ?? "" }) },
];

/** One of the signed-in customer's quotes (issue 38 item 4); another customer's, or a draft, is the 404 page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const url = new URL(request.url);
  const page = await showQuotePage({
    access: await ownQuoteAccess(user, params.quoteId),
    from: url.searchParams.get("from"),
  });
  return { locale: user.locale === "es" ? ("es" as const) : ("en" as const), page, notice: quoteNoticeOf(url) };
}

type Customer = Awaited<ReturnType<typeof requireCustomer>>;

/** The quote page's four forms, each for this page's one quote. */
const INTENTS = quotePageIntents<Customer>({
  access: ({ actor, params }) => ownQuoteAccess(actor, params.quoteId),
  pagePath: ({ params }) => `${PORTAL_QUOTES_PATH}/${params.quoteId ?? ""}`,
});

/** sign, decline, pay (the deposit, to Stripe) and book (the visit), for the customer's own quote. */
export const action = formAction({
  scope: "customer-quote",
  guard: requireCustomer,
  words: (_messages, locale: Locale) => QUOTE_PAGE_WORDS[locale],
  ...quotePageRefusals<Customer>(),
  intents: { sign: INTENTS.sign, decline: INTENTS.decline, pay: INTENTS.pay, book: INTENTS.book },
});

export default function CustomerQuotePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const w = QUOTE_PAGE_WORDS[locale];
  const reply = useFormReply();
  const phone = useRootData()?.business.mainPhone ?? "";
  const { page } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <Link to={PORTAL_QUOTES_PATH} className="inline-flex items-center gap-1 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" />
        {w.listTitle}
      </Link>
      <QuotePageHeading quote={page.quote} words={w} locale={locale} notice={loaderData.notice} />
      <CustomerQuotePanel
        page={page}
        words={w}
        locale={locale}
        phone={phone}
        reply={reply}
        pageHref={(from) => (from ? `?from=${from}` : "?")}
        pdfHref={`${PORTAL_QUOTES_PATH}/${page.quote.id}/pdf`}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const w = QUOTE_PAGE_WORDS[useLocale()];
  return <ScreenLoadError error={error} title={w.listTitle} description={w.toasts.failedDescription} />;
}
