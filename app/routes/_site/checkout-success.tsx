import { redirect } from "react-router";
import { getSessionUser } from "~/auth/require-user.server";
import { CheckoutConfirmation } from "~/components/billing/checkout-confirmation";
import { NOT_COUNTED_AS_PAGE_VIEW } from "~/components/site/page-view-beacon";
import { rootDataFromMatches } from "~/components/site/root-data";
import { getCheckoutConfirmation } from "~/domain/billing/get-checkout-confirmation.server";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";
import { format } from "~/i18n/catalog";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { messagesFromMatches } from "~/i18n/use-messages";
import type { Route } from "./+types/checkout-success";

/**
 * The purchase confirmation page of both checkouts, at both addresses Stripe returns to: /subscription-success for a
 * plan's subscription and /payment-success for a visit's payment (and their Spanish twins). Never counted: the
 * address carries one checkout's token.
 */
export const handle = NOT_COUNTED_AS_PAGE_VIEW;

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const root = rootDataFromMatches(matches);
  const billing = messagesFromMatches(matches).billing;
  const t = pageData?.kind === "plan" ? billing.subscriptionSuccess : billing.paymentSuccess;
  return [
    { title: format(t.metaTitle, { company: root?.business.companyName ?? "" }) },
    { name: "robots", content: "noindex" },
  ];
};

const SessionIdSchema = singleLineText({ max: 255, label: "session_id", required: true });

/** Shows what we know about the caller's checkout; it grants nothing (the verified webhook does). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = resolveLocale(request);
  const sessionId = SessionIdSchema.safeParse(url.searchParams.get("session_id"));
  if (!sessionId.success) throw redirect(localizedPath("/", locale));
  const user = await getSessionUser(request);
  const subscriptionAddress = url.pathname.endsWith("/subscription-success");
  const confirmation = await getCheckoutConfirmation({
    user,
    sessionId: sessionId.data,
    requestedPlan: url.searchParams.get("plan") ?? (subscriptionAddress ? null : "basic"),
  });
  const plan = confirmation.plan;
  return {
    locale,
    signedIn: Boolean(user),
    state: confirmation.state,
    kind: (plan ? plan.billingInterval === "month" : subscriptionAddress) ? ("plan" as const) : ("visit" as const),
    plan: plan
      ? {
          name: locale === "es" ? plan.nameEs : plan.name,
          priceCents: plan.priceCents,
          benefits: locale === "es" ? plan.benefitsEs : plan.benefits,
        }
      : null,
    amountCents: confirmation.amountCents,
  };
}

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  return <CheckoutConfirmation view={loaderData} />;
}
