import { Check, CircleCheck, Clock, Home, Settings } from "lucide-react";
import { Link, redirect } from "react-router";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";
import { getSessionUser } from "~/auth/require-user.server";
import { useConfirmationPolling } from "~/components/billing/use-confirmation-polling";
import { rootDataFromMatches } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getCheckoutConfirmation } from "~/domain/billing/get-checkout-confirmation.server";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { format } from "~/i18n/catalog";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import type { Route } from "./+types/subscription-success";

/** Never counted: the address carries one checkout's token. */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  const t = messagesFromMatches(matches).billing.subscriptionSuccess;
  return [
    { title: format(t.metaTitle, { company: root?.business.companyName ?? "" }) },
    { name: "robots", content: "noindex" },
  ];
};

const SessionIdSchema = singleLineText({ max: 255, label: "session_id", required: true });

/** Shows what we know about a plan checkout and the plan's benefits; it grants nothing (the verified webhook does). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = resolveLocale(request);
  const sessionId = SessionIdSchema.safeParse(url.searchParams.get("session_id"));
  if (!sessionId.success) throw redirect(localizedPath("/", locale));
  const user = await getSessionUser(request);
  const confirmation = await getCheckoutConfirmation({
    user,
    sessionId: sessionId.data,
    requestedPlan: url.searchParams.get("plan"),
  });
  const plan = confirmation.plan?.billingInterval === "month" ? confirmation.plan : null;
  return {
    locale,
    signedIn: Boolean(user),
    confirmed: confirmation.state === "confirmed",
    plan: plan
      ? {
          name: locale === "es" ? plan.nameEs : plan.name,
          priceCents: plan.priceCents,
          benefits: locale === "es" ? plan.benefitsEs : plan.benefits,
        }
      : null,
  };
}

export default function SubscriptionSuccessPage({ loaderData }: Route.ComponentProps) {
  const { locale, signedIn, confirmed, plan } = loaderData;
  const m = useMessages().billing;
  const t = m.subscriptionSuccess;
  useConfirmationPolling(!confirmed);
  const title = confirmed
    ? plan
      ? format(t.confirmedTitle, { plan: plan.name })
      : t.confirmedTitleNoPlan
    : t.confirmingTitle;
  const StatusIcon = confirmed ? CircleCheck : Clock;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <Card>
        <div className="flex flex-col gap-6 p-8">
          <div className="flex flex-col items-center gap-4 text-center">
            <span
              className={`grid size-16 place-items-center rounded-full ${confirmed ? "bg-success/15 text-success" : "bg-secondary text-primary"}`}
            >
              <StatusIcon aria-hidden className="size-8" />
            </span>
            <div aria-live="polite" className="flex flex-col gap-3">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
              <p className="text-muted-foreground">{confirmed ? t.confirmedBody : t.confirmingBody}</p>
            </div>
          </div>
          {plan ? (
            <section aria-labelledby="plan-benefits" className="rounded-lg border p-5">
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="plan-benefits" className="font-semibold">
                  {t.benefitsHeading}
                </h2>
                <p className="text-sm text-muted-foreground">
                  {plan.name} · {format(m.prices.perMonth, { price: formatUsd(plan.priceCents / 100, locale) })}
                </p>
              </div>
              <ul className="grid gap-2 sm:grid-cols-2">
                {plan.benefits.map((benefit) => (
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
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link
              to={signedIn ? "/customer/subscription" : "/customer/auth"}
              className={buttonVariants({ size: "lg" })}
            >
              <Settings aria-hidden />
              {t.manageMyPlan}
            </Link>
            <Link to={localizedPath("/", locale)} className={buttonVariants({ size: "lg", variant: "outline" })}>
              <Home aria-hidden />
              {t.backHome}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}
