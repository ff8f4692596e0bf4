import { data, isRouteErrorResponse, redirect } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { InvalidInvoiceLink, LinkedInvoiceView } from "~/components/portal/invoices/invoice-link-views";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { publicOrigin } from "~/config/public-origin.server";
import { payLinkedInvoice } from "~/domain/invoice-payments/pay-linked-invoice.server";
import { showLinkedInvoice, type LinkedInvoicePage } from "~/domain/invoice-payments/show-linked-invoice.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { invoicePayFieldWords, invoicePayToast } from "~/form-actions/invoice-pay-refusals.server";
import type { FormReply } from "~/http/form-reply";
import { format, type Locale } from "~/i18n/catalog";
import { INVOICE_PAGE_WORDS } from "~/i18n/invoice-page-words";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/invoice-link";

/** Never counted: the address carries the link's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

/** One person's invoice, opened by a bearer link: never kept by a browser, a proxy or the public page cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

/** The unlock and pay forms are an intent, four digits and the honeypot. */
const LINK_FORM_MAX_BODY_BYTES = 4 * 1024;

export const headers: Route.HeadersFunction = () => NOT_STORED;

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const company = rootDataFromMatches(matches)?.business.companyName ?? "";
  const m = INVOICE_PAGE_WORDS[pageData?.locale ?? "en"].link;
  return [{ title: format(m.metaTitle, { company }) }, { name: "robots", content: "noindex" }];
};

/**
 * /invoice/<token> and /es/invoice/<token> (issue 38 item 3): the one invoice an invoice e-mail's link opens, to view
 * and pay without signing in. GET only shows it (mail scanners follow links) or, 14 days after the issue date, asks
 * for the phone's last four digits. A bad, altered or expired link is one 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Public by design: the link's token is the permission, as the link in the e-mail is.
  const locale = resolveLocale(request);
  const page = await showLinkedInvoice({ token: params.token });
  const justPaid = new URL(request.url).searchParams.has("paid");
  return data({ locale, page, justPaid }, { headers: NOT_STORED });
}

/** "Open the invoice" (the phone's digits, checked and counted per link) and "Pay" (to Stripe), POST only. */
export const action = formAction({
  scope: "invoice-link",
  // Public by design, like the loader: the link's token is the permission.
  guard: anyVisitor,
  words: (_messages, locale: Locale) => INVOICE_PAGE_WORDS[locale],
  fieldWords: (keys, { words }) => invoicePayFieldWords(keys, words),
  invalidToast: (_messages, { words }, keys) => invoicePayToast(keys, words, ""),
  publicForm: {
    form: "invoice-link",
    maxBodyBytes: LINK_FORM_MAX_BODY_BYTES,
    logLabel: "[invoice-link] a posted body",
    // Sent back to the page, and nothing done, so the bot learns nothing.
    botAnswer: ({ params, locale }) => redirect(localizedPath(`/invoice/${params.token ?? ""}`, locale)),
  },
  intents: {
    unlock: {
      run: async ({ params, fields }) => {
        const page = await showLinkedInvoice({ token: params.token ?? "", phoneLast4: fields.phoneLast4 ?? "" });
        return data({ unlocked: page }, { headers: NOT_STORED });
      },
    },
    pay: {
      run: async ({ params, fields, locale }) => {
        const started = await payLinkedInvoice({
          token: params.token ?? "",
          phoneLast4: fields.phoneLast4 ?? null,
          locale,
          origin: publicOrigin(),
        });
        return redirect(started.url);
      },
    },
  },
});

type LinkReply = Partial<FormReply> & { unlocked?: LinkedInvoicePage };

export default function InvoiceLinkPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = INVOICE_PAGE_WORDS[locale];
  const reply = useFormReply() as LinkReply | undefined;
  const phone = useRootData()?.business.mainPhone ?? "";
  const page = reply?.unlocked ?? loaderData.page;
  const phoneError = reply?.fieldErrors?.phoneLast4?.replace("{phone}", phone);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      {loaderData.justPaid ? (
        <Alert role="status">
          <AlertDescription>{m.paidNotice}</AlertDescription>
        </Alert>
      ) : null}
      <LinkedInvoiceView page={page} locale={locale} phone={phone} phoneError={phoneError} words={m} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidInvoiceLink locale={locale} phone={phone} words={INVOICE_PAGE_WORDS[locale]} />;
}
