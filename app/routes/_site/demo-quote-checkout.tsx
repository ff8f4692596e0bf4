import { isRouteErrorResponse, redirect } from "react-router";
import { DemoCheckoutCard } from "~/components/billing/demo-checkout-card";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { InvalidQuoteLink } from "~/components/quotes/quote-page-frame";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { useRootData } from "~/components/site/root-data";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { completeDemoQuoteCheckout, getDemoQuoteCheckout } from "~/domain/quotes/demo-quote-checkout.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { format, type Locale } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { QUOTE_PAGE_WORDS } from "~/i18n/quote-page-words";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/demo-quote-checkout";

/** Never counted: the address carries one checkout's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ data: pageData }) => [
  { title: QUOTE_PAGE_WORDS[pageData?.locale ?? "en"].demo.metaTitle },
  { name: "robots", content: "noindex" },
];

/**
 * The demo stand-in for Stripe's page of a quote's deposit (DECISIONS.md §3), when no Stripe key is set. Like a
 * Stripe Checkout URL, its signed address is the permission: a quote link's signer has no session.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Public by design: the signed address is the permission, as Stripe's checkout URL is.
  return { locale: resolveLocale(request), view: await getDemoQuoteCheckout({ token: params.token }) };
}

/** Pay: the event Stripe would send, through the webhook's own handler; then back to the quote's page. */
export const action = formAction({
  scope: "demo-quote-checkout",
  // Public by design, like the loader.
  guard: anyVisitor,
  words: (_messages, locale: Locale) => QUOTE_PAGE_WORDS[locale],
  intents: {
    pay: {
      run: async ({ params }) => {
        const { redirectTo } = await completeDemoQuoteCheckout({ token: params.token ?? "" });
        return redirect(redirectTo);
      },
    },
  },
  defaultIntent: "pay",
});

export default function DemoQuoteCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { locale, view } = loaderData;
  const t = QUOTE_PAGE_WORDS[locale].demo;
  useFormReply();
  const amount = formatUsd(view.amountCents / 100, locale);
  return (
    <DemoCheckoutCard
      words={{ ...t, pay: format(t.pay, { amount }) }}
      lines={[{ key: view.number, label: format(t.item, { number: view.number }), amount }]}
      total={amount}
      cancelPath={view.cancelPath}
      paid={view.paid ? { title: t.paidTitle, body: t.paidBody } : undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidQuoteLink words={QUOTE_PAGE_WORDS[locale]} phone={phone} />;
}
