import { CalendarClock, CalendarX, CreditCard, ExternalLink, RefreshCw, Settings2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { priceText } from "~/format/plan-price-text";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { SubscriptionOverview } from "~/domain/billing/get-subscription-overview.server";
import type { PlanCard } from "~/domain/plans/list-plans.server";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { BenefitList } from "./plan-choice-cards";
import { subscriptionDate } from "./subscription-dates";
import { BILLING_PORTAL_ENDPOINT, SUBSCRIPTION_PAGE_PATH, useBillingPortal } from "./use-portal-checkout";

/**
 * The subscribed view's plan card (spec document 1 §2): the catalog's plan, its price, next billing date, the day
 * a scheduled cancellation ends it, its benefits, with Manage Subscription and Manage Billing (the billing portal
 * in a new tab) and Refresh.
 */
export function ActivePlanCard({
  plan,
  overview,
}: {
  plan: PlanCard;
  overview: Pick<SubscriptionOverview, "nextBillingDate" | "endsAt">;
}) {
  const t = useMessages().portal.subscription;
  const locale = useLocale();
  const monthly = plan.billingInterval === "month";
  return (
    <Card data-testid="active-plan" className="ring-2 ring-primary">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-muted-foreground">{t.active.heading}</p>
          <CardTitle className="text-2xl">{plan.name}</CardTitle>
          <p className="flex items-baseline gap-1">
            <span className="text-3xl font-extrabold tracking-tight">{priceText(plan.priceCents, locale)}</span>
            <span className="text-muted-foreground">{monthly ? t.active.perMonth : t.active.perVisit}</span>
          </p>
        </div>
        <Badge variant="success" size="md">
          {t.active.badge}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {overview.nextBillingDate ? (
          <p className="flex items-center gap-2" data-testid="next-billing-date">
            <CalendarClock aria-hidden className="size-5 text-muted-foreground" />
            <span>
              {t.active.nextBilling}: <strong>{subscriptionDate(overview.nextBillingDate, locale)}</strong>
            </span>
          </p>
        ) : null}
        {overview.endsAt ? (
          <div data-testid="pending-cancellation" className="flex flex-col gap-1">
            <p className="flex items-center gap-2">
              <CalendarX aria-hidden className="size-5 text-muted-foreground" />
              <span>
                {t.active.endsOn}: <strong>{subscriptionDate(overview.endsAt, locale)}</strong>
              </span>
            </p>
            <p className="text-sm text-muted-foreground">{t.active.notRenewing}</p>
          </div>
        ) : null}
        <div>
          <h3 className="mb-2 font-semibold">{t.active.benefits}</h3>
          <BenefitList benefits={plan.benefits} className="grid gap-x-6 sm:grid-cols-2 sm:space-y-0 sm:gap-y-2.5" />
        </div>
        <PlanActions />
      </CardContent>
    </Card>
  );
}

/** Manage Subscription, Manage Billing and Refresh. Each works without JavaScript (form posts and a GET). */
function PlanActions() {
  const t = useMessages().portal.subscription;
  const { opening, open } = useBillingPortal();
  const portalButton = (label: string, Icon: typeof Settings2) => (
    <form
      method="post"
      action={BILLING_PORTAL_ENDPOINT}
      target="_blank"
      onSubmit={(event) => {
        event.preventDefault();
        void open();
      }}
    >
      <input type="hidden" name="returnPath" value={SUBSCRIPTION_PAGE_PATH} />
      <Button type="submit" variant="outline" className="w-full sm:w-auto" disabled={opening}>
        <Icon aria-hidden />
        {label}
        <ExternalLink aria-hidden />
        <span className="sr-only">{t.opensInNewTab}</span>
      </Button>
    </form>
  );
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {portalButton(t.manageSubscription, Settings2)}
      {portalButton(t.manageBilling, CreditCard)}
      <RefreshForm />
    </div>
  );
}

/**
 * Refresh re-reads the subscription (after paying in the checkout tab, say): a GET of this page runs the loader
 * again, with or without JavaScript.
 */
export function RefreshForm() {
  const t = useMessages().portal.subscription;
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname === SUBSCRIPTION_PAGE_PATH;
  return (
    <Form method="get" action={SUBSCRIPTION_PAGE_PATH}>
      <Button
        type="submit"
        variant="outline"
        className="w-full sm:w-auto"
        disabled={refreshing}
        aria-label={refreshing ? undefined : t.refreshLabel}
      >
        <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} />
        {refreshing ? t.refreshing : t.refresh}
      </Button>
    </Form>
  );
}
