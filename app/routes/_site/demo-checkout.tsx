import { CreditCard, FlaskConical, Home } from "lucide-react";
import { Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { requireCustomer } from "~/auth/require-user.server";
import { ErrorScreen } from "~/components/error-screen";
import { useShellLocale } from "~/components/site/root-data";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Separator } from "~/components/ui/separator";
import { completeDemoCheckout } from "~/domain/billing/complete-demo-checkout.server";
import { getDemoCheckout } from "~/domain/billing/get-demo-checkout.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { formAction } from "~/form-actions/form-action.server";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import type { Route } from "./+types/demo-checkout";

/** Never counted: the address carries one checkout's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: messagesFromMatches(matches).billing.demoCheckout.metaTitle },
  { name: "robots", content: "noindex" },
];

/** The demo stand-in for Stripe Checkout (DECISIONS.md §3), only for the signed-in person who started it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const view = await getDemoCheckout({ user, token: params.sessionId });
  return { locale: resolveLocale(request), view };
}

/**
 * Pay: the same fulfilment a Stripe webhook runs, then the success page. A forged or someone else's checkout is the
 * not-found page; a failure comes back to this page with the failure toast (logged).
 */
export const action = formAction({
  scope: "demo-checkout",
  guard: requireCustomer,
  words: (messages) => messages.billing.demoCheckout,
  refusalRedirect: ({ url }) => url.pathname,
  intents: {
    pay: {
      run: async ({ actor, params }) => {
        const { redirectTo } = await completeDemoCheckout({ user: actor, token: params.sessionId ?? "" });
        return redirect(redirectTo);
      },
    },
  },
});

export default function DemoCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { locale, view } = loaderData;
  const m = useMessages().billing;
  const t = m.demoCheckout;
  const busy = useNavigation().state !== "idle";
  const planName = locale === "es" ? view.planNameEs : view.planName;
  const amount = formatUsd(view.amountCents / 100, locale);
  const price =
    view.mode === "subscription"
      ? format(m.prices.perMonth, { price: amount })
      : format(m.prices.perVisit, { price: amount });
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12 sm:py-16">
      <DemoBanner title={t.banner} body={t.bannerBody} />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-4">
            <p className="font-medium">
              {format(view.mode === "subscription" ? t.subscriptionSummary : t.paymentSummary, { plan: planName })}
            </p>
            <p className="shrink-0 text-muted-foreground">{price}</p>
          </div>
          <Separator />
          <div className="flex items-center justify-between gap-4 text-lg font-semibold">
            <p>{t.totalToday}</p>
            <p data-testid="demo-checkout-total">{amount}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Form method="post" className="sm:flex-1">
              <input type="hidden" name="intent" value="pay" />
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                <CreditCard aria-hidden />
                {busy ? t.paying : format(t.pay, { amount })}
              </Button>
            </Form>
            {/* Cancel goes where Stripe's cancel link goes: back to where the customer started, with a notice. */}
            <Link
              to={view.cancelPath}
              reloadDocument
              className={`sm:flex-1 ${buttonVariants({ size: "lg", variant: "outline" })}`}
            >
              {t.cancel}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function DemoBanner({ title, body }: { title: string; body: string }) {
  return (
    <Alert variant="note" role="note">
      <FlaskConical aria-hidden className="size-4" />
      <p className="mb-1 font-semibold leading-none" data-testid="demo-payment-label">
        {title}
      </p>
      <AlertDescription>{body}</AlertDescription>
    </Alert>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return <DemoCheckoutNotFound />;
}

/** An unknown or spent checkout link: its own component, so its hooks run on every render of it. */
function DemoCheckoutNotFound() {
  const locale = useShellLocale();
  const t = useMessages().billing.demoCheckout;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t.notFoundTitle}</h1>
      <p className="text-muted-foreground">{t.notFoundBody}</p>
      <Link to={localizedPath("/", locale)} className={buttonVariants({ size: "lg" })}>
        <Home aria-hidden />
        {t.backHome}
      </Link>
    </div>
  );
}
