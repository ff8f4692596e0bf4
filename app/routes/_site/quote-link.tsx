import { data, isRouteErrorResponse, redirect } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { CustomerQuotePanel } from "~/components/quotes/customer-quote-panel";
import { InvalidQuoteLink, QuotePageHeading, quoteNoticeOf } from "~/components/quotes/quote-page-frame";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { linkedQuoteAccess } from "~/domain/quotes/quote-access.server";
import { QUOTE_LINK_PATH } from "~/domain/quotes/quote-link-path";
import { showQuotePage } from "~/domain/quotes/show-quote-page.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { quotePageIntents, quotePageRefusals } from "~/form-actions/quote-page-refusals.server";
import { format, type Locale } from "~/i18n/catalog";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { QUOTE_PAGE_WORDS } from "~/i18n/quote-page-words";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/quote-link";

/** Never counted: the address carries the link's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

/** One person's quote, opened by a bearer link: never kept by a browser, a proxy or the public page cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** The forms post an option, a name, a drawn signature (at most 12,000 characters), a hash, a window or a reason. */
const QUOTE_FORM_MAX_BODY_BYTES = 32 * 1024;

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const company = rootDataFromMatches(matches)?.business.companyName ?? "";
  const w = QUOTE_PAGE_WORDS[pageData?.locale ?? "en"];
  return [{ title: format(w.metaTitle, { company }) }, { name: "robots", content: "noindex" }];
};

/**
 * /quote/<token> and /es/quote/<token> (issue 38 item 4): the one quote a quote e-mail's link opens, without signing
 * in (a visitor's guest record has no login): compare, sign, pay the deposit, choose the visit's time. GET only shows
 * it (mail scanners follow links). A bad, altered or expired link is one 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Public by design: the link's token is the permission, as the link in the e-mail is.
  const locale = resolveLocale(request);
  const url = new URL(request.url);
  const access = await linkedQuoteAccess(params.token);
  const page = await showQuotePage({ access, from: url.searchParams.get("from") });
  return data({ locale, page, notice: quoteNoticeOf(url), token: params.token }, { headers: NOT_STORED });
}

/** The quote page's four forms, each for this page's one quote. */
const INTENTS = quotePageIntents({
  access: ({ params }) => linkedQuoteAccess(params.token ?? ""),
  pagePath: ({ params, locale }) => localizedPath(`${QUOTE_LINK_PATH}/${params.token ?? ""}`, locale),
});

/** sign, decline, pay (the deposit, to Stripe) and book (the visit), POST only, each for the link's one quote. */
export const action = formAction({
  scope: "quote-link",
  // Public by design, like the loader: the link's token is the permission.
  guard: anyVisitor,
  words: (_messages, locale: Locale) => QUOTE_PAGE_WORDS[locale],
  ...quotePageRefusals(),
  publicForm: {
    form: "quote-link",
    maxBodyBytes: QUOTE_FORM_MAX_BODY_BYTES,
    logLabel: "[quote-link] a posted body",
    // Sent back to the page, and nothing done, so the bot learns nothing.
    botAnswer: ({ params, locale }) => redirect(localizedPath(`${QUOTE_LINK_PATH}/${params.token ?? ""}`, locale)),
  },
  intents: { sign: INTENTS.sign, decline: INTENTS.decline, pay: INTENTS.pay, book: INTENTS.book },
});

export default function QuoteLinkPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const w = QUOTE_PAGE_WORDS[locale];
  const reply = useFormReply();
  const phone = useRootData()?.business.mainPhone ?? "";
  const { page } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <QuotePageHeading quote={page.quote} words={w} locale={locale} notice={loaderData.notice} />
      <CustomerQuotePanel
        page={page}
        words={w}
        locale={locale}
        phone={phone}
        reply={reply}
        pageHref={(from) => (from ? `?from=${from}` : "?")}
        pdfHref={`${QUOTE_LINK_PATH}/${loaderData.token}/pdf`}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidQuoteLink words={QUOTE_PAGE_WORDS[locale]} phone={phone} />;
}
