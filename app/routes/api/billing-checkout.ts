import { redirect } from "react-router";
import { getCustomerSessionUser, getSessionUser } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { publicOrigin } from "~/config/public-origin.server";
import { AppError } from "~/domain/app-error";
import { CheckoutRequestSchema } from "~/domain/billing/billing-schemas";
import { planSignUpPath } from "~/domain/billing/plan-continuation";
import { checkoutModeOf, startPlanCheckout } from "~/domain/billing/start-plan-checkout.server";
import { formAction } from "~/form-actions/form-action.server";
import { backPath } from "~/http/back-path.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast } from "~/http/form-toast";
import { wantsJson } from "~/http/wants-json";
import type { Messages } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { localeOfPage } from "~/i18n/locale";
import type { Route } from "./+types/billing-checkout";

/**
 * GET: where a cancelled checkout (Stripe's or the demo's) comes back: shows the neutral 'Checkout cancelled'
 * notice on the page the customer started from. Nothing else happens on cancel.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeRedirectPath(url.searchParams.get("returnTo"), "/");
  if (url.searchParams.get("checkout") !== "cancelled") return redirect(returnTo);
  const user = await getSessionUser(request);
  const t = messagesFor(localeOfPage(request, returnTo, user?.locale)).billing.toasts;
  return redirectWithToast(returnTo, {
    title: t.checkoutCancelled,
    description: t.checkoutCancelledBody,
    variant: "info",
  });
}

/**
 * POST { plan, returnPath? }: starts Checkout for a plan, as the plan is sold (startPlanCheckout). The price is the
 * catalog's; any amount in the request is ignored. Answers JSON { url } to fetch callers (Accept: application/json)
 * and redirects a plain form post to the checkout page. Signed out, a fetch gets 401 (the page then opens the
 * sign-up itself) and a form post naming a plan goes to the sign-up that keeps it.
 */
export const action = formAction({
  scope: "billing",
  guard: getCustomerSessionUser,
  json: true,
  postedFrom: ({ request, posted, actor }) => {
    const page = returnPathOf(request, posted);
    return { page, locale: localeOfPage(request, page, actor?.locale) };
  },
  words: (messages) => messages.billing.toasts,
  signedOut: ({ request, posted, page = "/", locale, words: t }) => {
    if (wantsJson(request))
      return Response.json(
        { error: "Authentication Required", title: t.authRequiredTitle, message: t.authRequired },
        { status: 401 },
      );
    // A plan card's post: on to sign-up with the plan kept, then to its checkout (ADR 039).
    const parsed = CheckoutRequestSchema.safeParse(posted);
    if (parsed.success) return redirect(planSignUpPath(parsed.data.plan, locale));
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(page)}`, {
      title: t.authRequiredTitle,
      description: t.authRequired,
      variant: "error",
    });
  },
  defaultIntent: "checkout",
  intents: {
    checkout: {
      run: async ({ actor: user, request, posted, page = "/" }) => {
        const parsed = CheckoutRequestSchema.safeParse(posted);
        if (!parsed.success) throw new AppError("BAD_INPUT", "The checkout names no plan of the catalog");
        const started = await startPlanCheckout({
          user,
          planCode: parsed.data.plan,
          returnPath: page,
          origin: publicOrigin(),
        });
        return wantsJson(request)
          ? Response.json({ url: started.url }, { headers: { "Cache-Control": "no-store" } })
          : redirect(started.url);
      },
    },
  },
  // Every refusal, whatever its cause, is the plan's one failure: a Subscription Error, or a Payment Error for a
  // one-time payment.
  refusedToast: (_error, context) => failureOf(context),
  failedToast: (context) => failureOf(context),
  invalidToast: (_fieldMessages, context) => failureOf(context),
  refusalReply: ({ status, body }, { request, page = "/" }) =>
    wantsJson(request)
      ? Response.json({ error: body.toast.title, message: body.toast.description }, { status })
      : redirectWithToast(page, body.toast),
});

/** Where the customer started: the form's returnPath, else the page in the Referer, else the home page. */
function returnPathOf(request: Request, posted: Record<string, unknown>): string {
  const parsed = CheckoutRequestSchema.safeParse(posted);
  return backPath(request, parsed.success ? parsed.data.returnPath : undefined) ?? "/";
}

function failureOf({ posted, words: t }: { posted: Record<string, unknown>; words: Messages["billing"]["toasts"] }) {
  const parsed = CheckoutRequestSchema.safeParse(posted);
  return parsed.success && checkoutModeOf(parsed.data.plan) === "payment"
    ? failureToast(t.paymentErrorTitle, t.paymentError)
    : failureToast(t.subscriptionErrorTitle, t.subscriptionError);
}
