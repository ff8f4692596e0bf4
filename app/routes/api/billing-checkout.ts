import { redirect } from "react-router";
import { getSessionUser } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import { publicOrigin } from "~/config/public-origin.server";
import { isAppError } from "~/domain/app-error";
import { CheckoutRequestSchema } from "~/domain/billing/billing-schemas";
import { planSignUpPath } from "~/domain/billing/plan-continuation";
import { checkoutModeOf, startPlanCheckout } from "~/domain/billing/start-plan-checkout.server";
import { backPath } from "~/http/back-path.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readPostedFields } from "~/http/posted-fields.server";
import { wantsJson } from "~/http/wants-json";
import { messagesFor } from "~/i18n/messages.server";
import { resolveLocale } from "~/i18n/locale";
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
  const t = messagesFor(localeFor(request, returnTo, user?.locale)).billing.toasts;
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
export async function action({ request }: Route.ActionArgs) {
  const asJson = wantsJson(request);
  const user = await getSessionUser(request);
  const parsed = CheckoutRequestSchema.safeParse(await readPostedFields(request));
  const returnPath = backPath(request, parsed.success ? parsed.data.returnPath : undefined) ?? "/";
  const t = messagesFor(localeFor(request, returnPath, user?.locale)).billing.toasts;

  if (!user) {
    if (asJson)
      return Response.json(
        { error: "Authentication Required", title: t.authRequiredTitle, message: t.authRequired },
        { status: 401 },
      );
    // A plan card's post: on to sign-up with the plan kept, then to its checkout (ADR 039).
    if (parsed.success) return redirect(planSignUpPath(parsed.data.plan, localeFor(request, returnPath, undefined)));
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(returnPath)}`, {
      title: t.authRequiredTitle,
      description: t.authRequired,
      variant: "error",
    });
  }
  const failure =
    parsed.success && checkoutModeOf(parsed.data.plan) === "payment"
      ? { title: t.paymentErrorTitle, message: t.paymentError }
      : { title: t.subscriptionErrorTitle, message: t.subscriptionError };
  const refuse = (status: number) =>
    asJson
      ? Response.json({ error: failure.title, message: failure.message }, { status })
      : redirectWithToast(returnPath, {
          title: failure.title,
          description: failure.message,
          variant: "error",
          durationMs: FAILURE_TOAST_MS,
        });
  if (!parsed.success) return refuse(400);

  try {
    const started = await startPlanCheckout({ user, planCode: parsed.data.plan, returnPath, origin: publicOrigin() });
    return asJson
      ? Response.json({ url: started.url }, { headers: { "Cache-Control": "no-store" } })
      : redirect(started.url);
  } catch (error) {
    const status = isAppError(error) ? error.status : 500;
    const log = status >= 500 ? console.error : console.warn;
    log(`[billing] checkout for plan ${parsed.data.plan} by user ${user.id} failed`, error);
    return refuse(status);
  }
}

function localeFor(request: Request, path: string, userLocale: string | undefined) {
  return resolveLocale(new Request(new URL(path, request.url), { headers: request.headers }), userLocale);
}
