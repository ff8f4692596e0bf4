import { isRouteErrorResponse, redirect } from "react-router";
import { DemoCheckoutCard } from "~/components/billing/demo-checkout-card";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { InvalidInvoiceLink } from "~/components/portal/invoices/invoice-link-views";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { useRootData } from "~/components/site/root-data";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import {
  completeDemoInvoiceCheckout,
  getDemoInvoiceCheckout,
} from "~/domain/invoice-payments/demo-invoice-checkout.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { format, type Locale } from "~/i18n/catalog";
import { INVOICE_PAGE_WORDS } from "~/i18n/invoice-page-words";
import { resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/demo-invoice-checkout";

/** Never counted: the address carries one checkout's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ data: pageData }) => [
  { title: INVOICE_PAGE_WORDS[pageData?.locale ?? "en"].demo.metaTitle },
  { name: "robots", content: "noindex" },
];

/**
 * The demo stand-in for Stripe's page of an invoice checkout (DECISIONS.md §3), when no Stripe key is set. Like a
 * Stripe Checkout URL, its signed address is the permission: an invoice link's payer has no session.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Public by design: the signed address is the permission, as Stripe's checkout URL is.
  return { locale: resolveLocale(request), view: await getDemoInvoiceCheckout({ token: params.token }) };
}

/** Pay: the event Stripe would send, through the webhook's own handler; then back to where the payment started. */
export const action = formAction({
  scope: "demo-invoice-checkout",
  // Public by design, like the loader.
  guard: anyVisitor,
  words: (_messages, locale: Locale) => INVOICE_PAGE_WORDS[locale],
  intents: {
    pay: {
      run: async ({ params }) => {
        const { redirectTo } = await completeDemoInvoiceCheckout({ token: params.token ?? "" });
        return redirect(redirectTo);
      },
    },
  },
  defaultIntent: "pay",
});

export default function DemoInvoiceCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { locale, view } = loaderData;
  const t = INVOICE_PAGE_WORDS[locale].demo;
  useFormReply();
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  const total = usd(view.totalCents);
  return (
    <DemoCheckoutCard
      words={{ ...t, pay: format(t.pay, { amount: total }) }}
      lines={view.items.map((item) => ({
        key: item.number,
        label: format(t.invoiceLine, { number: item.number }),
        amount: usd(item.amountCents),
      }))}
      total={total}
      cancelPath={view.cancelPath}
      paid={view.paid ? { title: t.paidTitle, body: t.paidBody } : undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidInvoiceLink locale={locale} phone={phone} words={INVOICE_PAGE_WORDS[locale]} />;
}
