import { CreditCard, FlaskConical } from "lucide-react";
import { Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { useFormReply } from "~/components/forms/use-form-reply";
import { InvalidInvoiceLink } from "~/components/portal/invoices/invoice-link-views";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { useRootData } from "~/components/site/root-data";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Separator } from "~/components/ui/separator";
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
  const busy = useNavigation().state !== "idle";
  useFormReply();
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  const amount = usd(view.totalCents);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12 sm:py-16">
      <Alert variant="note" role="note">
        <FlaskConical aria-hidden className="size-4" />
        <p className="mb-1 font-semibold leading-none" data-testid="demo-payment-label">
          {t.banner}
        </p>
        <AlertDescription>{t.bannerBody}</AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{view.paid ? t.paidTitle : t.title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <ul className="flex flex-col gap-2">
            {view.items.map((item) => (
              <li key={item.number} className="flex justify-between gap-4">
                <span>{format(t.invoiceLine, { number: item.number })}</span>
                <span className="tabular-nums">{usd(item.amountCents)}</span>
              </li>
            ))}
          </ul>
          <Separator />
          <div className="flex items-center justify-between gap-4 text-lg font-semibold">
            <p>{t.total}</p>
            <p data-testid="demo-checkout-total">{amount}</p>
          </div>
          {view.paid ? (
            <p className="text-muted-foreground">{t.paidBody}</p>
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row-reverse">
              <Form method="post" className="sm:flex-1">
                <input type="hidden" name="intent" value="pay" />
                <Button type="submit" size="lg" className="w-full" disabled={busy}>
                  <CreditCard aria-hidden />
                  {busy ? t.paying : format(t.pay, { amount })}
                </Button>
              </Form>
              <Link
                to={view.cancelPath}
                reloadDocument
                className={`sm:flex-1 ${buttonVariants({ size: "lg", variant: "outline" })}`}
              >
                {t.cancel}
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const phone = useRootData()?.business.mainPhone ?? "";
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <InvalidInvoiceLink locale={locale} phone={phone} words={INVOICE_PAGE_WORDS[locale]} />;
}
