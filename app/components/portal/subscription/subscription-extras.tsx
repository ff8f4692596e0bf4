import { BadgeDollarSign, Clock, ShieldCheck, Zap } from "lucide-react";
import { Link } from "react-router";
import { priceText } from "~/format/plan-price-text";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { PLAN_CANCEL_NOTICE_DAYS } from "~/config/business-rules";
import type { SubscriptionOrder } from "~/domain/billing/get-subscription-overview.server";
import { isPaidOrder, orderAmountText } from "~/domain/billing/order-amount";
import type { PlanCard } from "~/domain/plans/list-plans.server";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PlanButton } from "./plan-choice-cards";
import { subscriptionDate } from "./subscription-dates";
import { usePortalCheckout } from "./use-portal-checkout";

/** The one-time Basic Maintenance visit beside an active plan, priced from the catalog. */
export function OneTimeVisitCard({ plan }: { plan: PlanCard }) {
  const t = useMessages().portal.subscription;
  const locale = useLocale();
  const { pending, start } = usePortalCheckout();
  return (
    <Card data-testid="one-time-visit">
      <CardHeader>
        <CardTitle>{t.oneTime.heading}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground">{t.oneTime.body}</p>
        <p className="flex items-baseline gap-1.5">
          <span className="font-semibold">{plan.name}</span>
          <span className="text-2xl font-extrabold">{priceText(plan.priceCents, locale)}</span>
          <span className="text-muted-foreground">{t.cards.perVisit}</span>
        </p>
        <PlanButton plan={plan} pending={pending} onChoose={start} />
      </CardContent>
    </Card>
  );
}

/** The latest orders (SUBSCRIPTION_RECENT_ORDERS_LIMIT), cents shown as dollars, with the paid-or-other badge. */
export function RecentOrders({ orders }: { orders: SubscriptionOrder[] }) {
  const t = useMessages().portal.subscription.orders;
  const locale = useLocale();
  const statuses = t.statuses as Record<string, string>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <p className="text-muted-foreground">{t.none}</p>
        ) : (
          // On a phone the table may scroll sideways: the region takes focus so a keyboard can scroll it too.
          <div
            className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            tabIndex={0}
            role="region"
            aria-label={t.heading}
          >
            <table className="w-full text-left text-sm" data-testid="recent-orders">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.date}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.columns.item}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t.columns.amount}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.columns.status}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id} className="border-t">
                    <td className="whitespace-nowrap py-2 pr-3">{subscriptionDate(order.createdAt, locale)}</td>
                    <td className="py-2 pr-3">{order.serviceType}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{orderAmountText(order.amountCents, locale)}</td>
                    <td className="py-2">
                      <Badge variant={isPaidOrder(order.status) ? "success" : "secondary"}>
                        {statuses[order.status] ?? order.status}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The terms' 30-day written notice for ending a plan (PLAN_CANCEL_NOTICE_DAYS). */
export function CancellationNotice() {
  const t = useMessages().portal.subscription;
  const locale = useLocale();
  return (
    <p className="text-sm text-muted-foreground" data-testid="cancellation-notice">
      {format(t.cancelNotice, { days: PLAN_CANCEL_NOTICE_DAYS })}{" "}
      <Link to={localizedPath("/terms", locale)} className="font-medium text-primary underline underline-offset-4">
        {t.termsLink}
      </Link>
      .
    </p>
  );
}

const WHY_ICONS = [BadgeDollarSign, Clock, ShieldCheck, Zap] as const;

/** 'Why Choose a Service Plan?' with its four points (spec document 1 §2). */
export function WhyChoosePlan() {
  const t = useMessages().portal.subscription.why;
  return (
    <section aria-labelledby="why-plan-heading" className="rounded-xl bg-secondary p-6 text-secondary-foreground">
      <h2 id="why-plan-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2">
        {t.points.map((point, index) => {
          const Icon = WHY_ICONS[index] ?? ShieldCheck;
          return (
            <li key={point.title} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{point.title}</h3>
                <p className="text-sm">{point.body}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
