import type { Route } from "./+types/subscription";
import { requireCustomer } from "~/auth/require-user.server";
import { ActivePlanCard, RefreshForm } from "~/components/portal/subscription/active-plan-card";
import { PlanYearVisits } from "~/components/portal/plan-visits/plan-year-visits";
import { MemberBenefitsCard } from "~/components/portal/subscription/member-benefits-card";
import { PlanChoiceCards } from "~/components/portal/subscription/plan-choice-cards";
import {
  CancellationNotice,
  OneTimeVisitCard,
  RecentOrders,
  WhyChoosePlan,
} from "~/components/portal/subscription/subscription-extras";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { getSubscriptionOverview } from "~/domain/billing/get-subscription-overview.server";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.subscription.metaTitle }];
}

/** Service Plans: the subscription re-read from our own table on every load, so Refresh is a reload (GET). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return getSubscriptionOverview({ user, locale: resolveLocale(request, user.locale) });
}

export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().portal.subscription;
  const { activePlan, oneTimePlan, orders, plans, benefits, planVisits } = loaderData;
  const subscribed = loaderData.subscribed && activePlan !== null;
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t.title}</h1>
          <p className="mt-1 text-muted-foreground">{subscribed ? t.intro : t.introNotSubscribed}</p>
        </div>
        {/* Subscribed, Refresh sits with the plan's buttons; before, it picks up a checkout finished in the other tab. */}
        {subscribed ? null : <RefreshForm />}
      </div>
      {subscribed ? (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <ActivePlanCard plan={activePlan} overview={loaderData} />
            <div className="flex flex-col gap-6">
              {benefits ? <MemberBenefitsCard benefits={benefits} /> : null}
              {oneTimePlan ? <OneTimeVisitCard plan={oneTimePlan} /> : null}
            </div>
          </div>
          <PlanYearVisits visits={planVisits} />
          <RecentOrders orders={orders} />
          <CancellationNotice />
        </>
      ) : (
        <>
          {/* A Basic member has no subscription, but a year of its benefits. */}
          {benefits ? (
            <div className="max-w-xl">
              <MemberBenefitsCard benefits={benefits} />
            </div>
          ) : null}
          {/* A one-time Basic visit is not a subscription, but its visit is still the customer's to book. */}
          {planVisits.length > 0 ? <PlanYearVisits visits={planVisits} /> : null}
          <section aria-labelledby="choose-plan-heading" className="flex flex-col gap-6">
            <h2 id="choose-plan-heading" className="text-xl font-bold">
              {t.choose.heading}
            </h2>
            <PlanChoiceCards plans={plans} />
          </section>
          <CancellationNotice />
          <WhyChoosePlan />
          {orders.length > 0 ? <RecentOrders orders={orders} /> : null}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useMessages().portal.subscription;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{t.loadErrorTitle}</h1>
      <AlertDescription>{t.loadError}</AlertDescription>
    </Alert>
  );
}
