import { CreditCard } from "lucide-react";
import { useEffect, useRef } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { requireCustomer } from "~/auth/require-user.server";
import { CHECKOUT_ENDPOINT } from "~/components/plans/plan-checkout";
import { planPriceText } from "~/format/plan-price-text";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { chosenPlanOf } from "~/domain/billing/plan-continuation";
import { listPlans } from "~/domain/plans/list-plans.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";

/** Where a cancelled checkout comes back to: the portal's plans. */
const RETURN_PATH = "/customer/subscription";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.checkout.metaTitle }];
}

/**
 * `?plan=<code>`: the plan a visitor chose on a plan card before signing in (ADR 039). Anything but a paid plan's
 * code goes to the portal's plans instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const code = chosenPlanOf(new URL(request.url).searchParams.get("plan"));
  if (!code) throw redirect(RETURN_PATH);
  const plan = (await listPlans({ locale: resolveLocale(request, user.locale) })).find((card) => card.code === code);
  if (!plan) throw redirect(RETURN_PATH);
  return {
    plan: { code: plan.code, name: plan.name, priceCents: plan.priceCents, billingInterval: plan.billingInterval },
  };
}

/**
 * Goes on to the chosen plan's checkout through the same form post as the plan cards use without JavaScript (the
 * checkout endpoint then redirects there): submitted by itself once the page runs, and a button before that or
 * without JavaScript. Nothing is charged here; the checkout page asks for the payment.
 */
export default function ContinueToCheckoutPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().portal.checkout;
  const prices = useMessages().billing.prices;
  const locale = useLocale();
  const { plan } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    form.current?.requestSubmit();
  }, []);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        <CardDescription>
          {format(t.body, { plan: plan.name, price: planPriceText(plan, locale, prices) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={form} method="post" action={CHECKOUT_ENDPOINT}>
          <input type="hidden" name="plan" value={plan.code} />
          <input type="hidden" name="returnPath" value={RETURN_PATH} />
          <Button type="submit" size="lg">
            <CreditCard aria-hidden />
            {t.continue}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
