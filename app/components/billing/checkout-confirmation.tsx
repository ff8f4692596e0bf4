import { Check, CircleAlert, CircleCheck, Clock, Home, LogIn, Mail, Phone, Settings, User } from "lucide-react";
import { Link } from "react-router";
import { PhoneLink } from "~/components/site/phone-link";
import { useRootData } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/class-names";
import type { CheckoutConfirmationState } from "~/domain/billing/get-checkout-confirmation.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { format, type Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useMessages } from "~/i18n/use-messages";
import { useConfirmationPolling } from "./use-confirmation-polling";

/** What the confirmation page shows, in the reader's language: a plan's subscription or a one-time visit. */
export type CheckoutConfirmationView = {
  locale: Locale;
  signedIn: boolean;
  state: CheckoutConfirmationState;
  /** "plan": a monthly plan's subscription; "visit": the one-time Basic Maintenance payment. */
  kind: "plan" | "visit";
  plan: { name: string; priceCents: number; benefits: string[] } | null;
  amountCents: number | null;
};

/**
 * The one purchase confirmation page of both checkouts (a plan's subscription and a visit's payment). It waits for
 * the webhook while the checkout is `confirming`, then ends: confirmed, taking longer than usual, not completed,
 * not found, or shown only after signing in. No state thanks anyone for a payment nobody has seen.
 */
export function CheckoutConfirmation({ view }: { view: CheckoutConfirmationView }) {
  const m = useMessages().billing;
  const gaveUp = useConfirmationPolling(view.state === "confirming");
  const success = view.kind === "plan" ? m.subscriptionSuccess : m.paymentSuccess;
  const end = m.checkoutEnd;
  const waiting = view.state === "confirming" && !gaveUp;
  const paid = view.state === "confirmed";
  const [title, body] = paid
    ? view.kind === "plan"
      ? [
          view.plan
            ? format(m.subscriptionSuccess.confirmedTitle, { plan: view.plan.name })
            : m.subscriptionSuccess.confirmedTitleNoPlan,
          m.subscriptionSuccess.confirmedBody,
        ]
      : [m.paymentSuccess.confirmedTitle, format(m.paymentSuccess.confirmedBody, { plan: view.plan?.name ?? "" })]
    : waiting
      ? [success.confirmingTitle, success.confirmingBody]
      : view.state === "confirming"
        ? [end.slowTitle, end.slowBody]
        : view.state === "notCompleted"
          ? [end.notCompletedTitle, end.notCompletedBody]
          : view.state === "signedOut"
            ? [end.signedOutTitle, end.signedOutBody]
            : [end.unknownTitle, end.unknownBody];
  const StatusIcon = paid ? CircleCheck : waiting || view.state === "confirming" ? Clock : CircleAlert;
  const showsPurchase = paid || waiting;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <Card>
        <div className="flex flex-col gap-6 p-8">
          <div className="flex flex-col items-center gap-4 text-center">
            <span
              className={cn(
                "grid size-16 place-items-center rounded-full",
                paid ? "bg-success/15 text-success" : "bg-secondary text-primary",
              )}
            >
              <StatusIcon aria-hidden className="size-8" />
            </span>
            <div aria-live="polite" className="flex flex-col gap-3">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
              <p className="text-muted-foreground">{body}</p>
              {paid && view.kind === "visit" && view.amountCents !== null ? (
                <p className="font-semibold">
                  {format(m.paymentSuccess.amountPaid, { amount: formatUsd(view.amountCents / 100, view.locale) })}
                </p>
              ) : null}
            </div>
            {showsPurchase && view.kind === "visit" ? (
              <p className="font-medium">{m.paymentSuccess.contactPromise}</p>
            ) : null}
          </div>
          {showsPurchase && view.kind === "plan" ? <PlanDetails view={view} /> : <Support />}
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <PrimaryLink view={view} />
            <Link to={localizedPath("/", view.locale)} className={buttonVariants({ size: "lg", variant: "outline" })}>
              <Home aria-hidden />
              {success.backHome}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}

/** The way on: the plan or the account while a purchase stands, the plans after one that did not happen. */
function PrimaryLink({ view }: { view: CheckoutConfirmationView }) {
  const m = useMessages().billing;
  const className = buttonVariants({ size: "lg" });
  if (!view.signedIn) {
    return (
      <Link to="/customer/auth" className={className}>
        {view.state === "signedOut" ? <LogIn aria-hidden /> : <User aria-hidden />}
        {m.paymentSuccess.goToAccount}
      </Link>
    );
  }
  if (view.state === "notCompleted" || view.state === "unknown") {
    return (
      <Link to="/customer/subscription" className={className}>
        <Settings aria-hidden />
        {m.checkoutEnd.seePlans}
      </Link>
    );
  }
  return view.kind === "plan" ? (
    <Link to="/customer/subscription" className={className}>
      <Settings aria-hidden />
      {m.subscriptionSuccess.manageMyPlan}
    </Link>
  ) : (
    <Link to="/customer/dashboard" className={className}>
      <User aria-hidden />
      {m.paymentSuccess.goToAccount}
    </Link>
  );
}

/** A plan's benefits and the next steps after subscribing. */
function PlanDetails({ view }: { view: CheckoutConfirmationView }) {
  const m = useMessages().billing;
  const t = m.subscriptionSuccess;
  return (
    <>
      {view.plan ? (
        <section aria-labelledby="plan-benefits" className="rounded-lg border p-5">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="plan-benefits" className="font-semibold">
              {t.benefitsHeading}
            </h2>
            <p className="text-sm text-muted-foreground">
              {view.plan.name} ·{" "}
              {format(m.prices.perMonth, { price: formatUsd(view.plan.priceCents / 100, view.locale) })}
            </p>
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {view.plan.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2 text-sm">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="next-steps">
        <h2 id="next-steps" className="mb-3 font-semibold">
          {t.nextStepsHeading}
        </h2>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          {t.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** How to reach the office about a payment. */
function Support() {
  const t = useMessages().billing.paymentSuccess;
  const business = useRootData()?.business;
  if (!business) return null;
  const link = "inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline";
  return (
    <section aria-labelledby="payment-support" className="w-full rounded-lg bg-muted/60 p-4 text-center text-sm">
      <h2 id="payment-support" className="mb-2 font-semibold">
        {t.supportHeading}
      </h2>
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <span>{t.supportPhone}</span>
        <PhoneLink phone={business.mainPhone} className={link}>
          <Phone aria-hidden className="size-4" />
          {business.mainPhone}
        </PhoneLink>
        <span>{t.supportEmail}</span>
        <a href={`mailto:${business.email}`} className={link}>
          <Mail aria-hidden className="size-4" />
          {business.email}
        </a>
      </p>
    </section>
  );
}
