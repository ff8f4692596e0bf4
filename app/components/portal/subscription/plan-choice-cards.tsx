import { CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { CHECKOUT_ENDPOINT } from "~/components/plans/plan-checkout";
import { MostPopularBadge } from "~/components/plans/plan-cards";
import { priceText } from "~/format/plan-price-text";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import type { PlanCard } from "~/domain/plans/list-plans.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { SUBSCRIPTION_PAGE_PATH, usePortalCheckout } from "./use-portal-checkout";

/**
 * The not-subscribed view's plan cards, from the catalog (spec document 1 §2): Basic Maintenance with 'Schedule
 * Visit', Premium Care marked 'Most Popular', Commercial Plus. Each button is a real form post to checkout (works
 * without JavaScript); with it, the checkout opens in a new tab and the clicked button reads 'Processing...'.
 */
export function PlanChoiceCards({ plans }: { plans: PlanCard[] }) {
  const { pending, start } = usePortalCheckout();
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.code} className="flex">
          <PlanChoice plan={plan} pending={pending} onChoose={start} />
        </li>
      ))}
    </ul>
  );
}

function PlanChoice({
  plan,
  pending,
  onChoose,
}: {
  plan: PlanCard;
  pending: string | null;
  onChoose: (code: PlanCard["code"], oneTime: boolean) => void;
}) {
  const t = useMessages().portal.subscription.cards;
  const locale = useLocale();
  const monthly = plan.billingInterval === "month";
  return (
    <article
      data-plan={plan.code}
      className={cn(
        "relative flex w-full flex-col rounded-xl bg-card p-6",
        plan.mostPopular ? "mt-3 shadow-lg ring-2 ring-primary lg:mt-0" : "shadow-sm ring-1 ring-border",
      )}
    >
      {plan.mostPopular ? <MostPopularBadge label={t.mostPopular} /> : null}
      <h3 className="text-xl font-bold">{plan.name}</h3>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight">{priceText(plan.priceCents, locale)}</span>
        <span className="text-muted-foreground">{monthly ? t.perMonth : t.perVisit}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{monthly ? t.monthly : t.oneTime}</p>
      <BenefitList benefits={plan.benefits} className="mt-5 flex-1" />
      <PlanButton plan={plan} pending={pending} onChoose={onChoose} className="mt-6" />
    </article>
  );
}

/** A plan's checkout button: a form post without JavaScript, a new-tab checkout with it. */
export function PlanButton({
  plan,
  pending,
  onChoose,
  className,
}: {
  plan: PlanCard;
  pending: string | null;
  onChoose: (code: PlanCard["code"], oneTime: boolean) => void;
  className?: string;
}) {
  const t = useMessages().portal.subscription.cards;
  const monthly = plan.billingInterval === "month";
  const busy = pending === plan.code;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChoose(plan.code, !monthly);
  };
  return (
    <form method="post" action={CHECKOUT_ENDPOINT} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="plan" value={plan.code} />
      <input type="hidden" name="returnPath" value={SUBSCRIPTION_PAGE_PATH} />
      <Button
        type="submit"
        size="lg"
        variant={plan.mostPopular ? "default" : "outlinePrimary"}
        className="w-full"
        disabled={pending !== null}
        aria-label={busy ? undefined : format(monthly ? t.subscribeLabel : t.scheduleVisitLabel, { plan: plan.name })}
      >
        {busy ? t.processing : monthly ? t.subscribe : t.scheduleVisit}
      </Button>
    </form>
  );
}

export function BenefitList({ benefits, className }: { benefits: string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {benefits.map((benefit) => (
        <li key={benefit} className="flex gap-2.5">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
