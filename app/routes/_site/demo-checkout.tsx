import { Home } from "lucide-react";
import { isRouteErrorResponse, Link, redirect } from "react-router";
import { requireCustomer } from "~/auth/require-user.server";
import { DemoCheckoutCard } from "~/components/billing/demo-checkout-card";
import { ErrorScreen } from "~/components/error-screen";
import { useShellLocale } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
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
  const planName = locale === "es" ? view.planNameEs : view.planName;
  const amount = formatUsd(view.amountCents / 100, locale);
  const price =
    view.mode === "subscription"
      ? format(m.prices.perMonth, { price: amount })
      : format(m.prices.perVisit, { price: amount });
  const summary = view.mode === "subscription" ? t.subscriptionSummary : t.paymentSummary;
  return (
    <DemoCheckoutCard
      words={{ ...t, total: t.totalToday, pay: format(t.pay, { amount }) }}
      lines={[{ key: "plan", label: format(summary, { plan: planName }), amount: price }]}
      total={amount}
      cancelPath={view.cancelPath}
    />
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
