import { CheckCircle2, Star } from "lucide-react";
import type * as React from "react";
import { priceText } from "~/format/plan-price-text";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { PhoneScroller, SCROLLER_ITEM } from "~/components/ui/phone-scroller";
import type { PlanCard } from "~/domain/plans/list-plans.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { CHECKOUT_ENDPOINT } from "./plan-checkout";
import { usePlanCheckout } from "./use-plan-checkout";

export type { PlanCard };

/**
 * The plan catalog as cards with a subscribe button each (home page #plans and /comfort-club). Each button is a
 * real form post to checkout, so it works before JavaScript loads; with JavaScript the checkout opens in a new
 * tab and failures show as toasts (see usePlanCheckout). `swipeOnPhone` (the home page) lays the cards in one row
 * the visitor swipes through on a phone, where stacked they would be three screens high.
 */
export function PlanCards({
  plans,
  headingLevel = 3,
  swipeOnPhone = false,
}: {
  plans: PlanCard[];
  headingLevel?: 2 | 3;
  swipeOnPhone?: boolean;
}) {
  const { pending, start } = usePlanCheckout();
  const cards = plans.map((plan) => (
    <li key={plan.code} className={cn("flex", swipeOnPhone && SCROLLER_ITEM)}>
      <PlanCardView plan={plan} headingLevel={headingLevel} pending={pending} onSubscribe={start} />
    </li>
  ));
  if (!swipeOnPhone) return <ul className="grid items-stretch gap-6 lg:grid-cols-3">{cards}</ul>;
  return (
    <PhoneScroller grid="sm:grid sm:items-stretch sm:gap-6 lg:grid-cols-3" badgeRoom>
      {cards}
    </PhoneScroller>
  );
}

function PlanCardView({
  plan,
  headingLevel,
  pending,
  onSubscribe,
}: {
  plan: PlanCard;
  headingLevel: 2 | 3;
  pending: string | null;
  onSubscribe: (plan: PlanCard["code"]) => void;
}) {
  const t = useMessages().home.plans;
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const monthly = plan.billingInterval === "month";
  const busy = pending === plan.code;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubscribe(plan.code);
  };
  return (
    <article
      data-plan={plan.code}
      className={cn(
        "relative flex w-full flex-col rounded-2xl bg-card p-5 sm:p-8",
        plan.mostPopular ? "shadow-xl ring-2 ring-primary lg:-my-3 lg:py-11" : "shadow-md ring-1 ring-border",
      )}
    >
      {plan.mostPopular ? <MostPopularBadge label={t.mostPopular} /> : null}
      <Heading className="text-xl font-bold">{plan.name}</Heading>
      <p className="mt-2 flex items-baseline gap-1.5 sm:mt-4">
        <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">{priceText(plan.priceCents, locale)}</span>
        <span className="text-muted-foreground">{monthly ? t.perMonth : t.perVisit}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{monthly ? t.monthly : t.oneTime}</p>
      <ul className="mt-4 flex-1 space-y-1.5 text-[0.9375rem] sm:mt-6 sm:space-y-3 sm:text-base">
        {plan.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <form method="post" action={CHECKOUT_ENDPOINT} onSubmit={onSubmit} className="mt-5 sm:mt-8">
        <input type="hidden" name="plan" value={plan.code} />
        <Button
          type="submit"
          size="lg"
          variant={plan.mostPopular ? "default" : "outlinePrimary"}
          className="w-full"
          disabled={pending !== null}
          aria-label={busy ? undefined : format(monthly ? t.subscribeLabel : t.bookVisitLabel, { plan: plan.name })}
        >
          {busy ? t.processing : monthly ? t.subscribe : t.bookVisit}
        </Button>
      </form>
    </article>
  );
}

/** The 'Most Popular' ribbon over a plan card, on the home page and in the portal alike. */
export function MostPopularBadge({ label }: { label: string }) {
  return (
    <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-primary px-4 py-1 text-sm font-semibold text-primary-foreground shadow">
      <Star aria-hidden className="size-4" fill="currentColor" />
      {label}
    </p>
  );
}
