import { redirect } from "react-router";
import { getSessionUser } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { env } from "~/config/env.server";
import { isAppError } from "~/domain/app-error";
import { CheckoutRequestSchema } from "~/domain/billing/billing-schemas";
import { createCheckout } from "~/domain/billing/create-checkout.server";
import { createPayment } from "~/domain/billing/create-payment.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { messagesFor } from "~/i18n/messages.server";
import { resolveLocale } from "~/i18n/locale";
import type { Route } from "./+types/billing-checkout";

/** Failure toasts of the spec (8 s, spec 1 §9). */
const FAILURE_TOAST_MS = 8000;

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
  return redirectWithToast(returnTo, { title: t.checkoutCancelled, description: t.checkoutCancelledBody, variant: "info" });
}

/**
 * POST { plan, returnPath? }: starts Checkout for a plan (basic → the one-time visit, premium/commercial → the
 * monthly plans). The price is the catalog's; any amount in the request is ignored. Answers JSON { url } to
 * fetch callers (Accept: application/json) and redirects a plain form post to the checkout page.
 */
export async function action({ request }: Route.ActionArgs) {
  const asJson = wantsJson(request);
  const user = await getSessionUser(request);
  const parsed = CheckoutRequestSchema.safeParse(await readFields(request));
  const returnPath = (parsed.success ? parsed.data.returnPath : undefined) ?? refererPath(request) ?? "/";
  const t = messagesFor(localeFor(request, returnPath, user?.locale)).billing.toasts;

  if (!user) {
    if (asJson) return Response.json({ error: "Authentication Required", title: t.authRequiredTitle, message: t.authRequired }, { status: 401 });
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(returnPath)}`, {
      title: t.authRequiredTitle,
      description: t.authRequired,
      variant: "error",
    });
  }
  const isVisit = parsed.success && parsed.data.plan === "basic";
  const failure = isVisit
    ? { title: t.paymentErrorTitle, message: t.paymentError }
    : { title: t.subscriptionErrorTitle, message: t.subscriptionError };
  if (!parsed.success) {
    if (asJson) return Response.json({ error: failure.title, message: failure.message }, { status: 400 });
    return redirectWithToast(returnPath, { title: failure.title, description: failure.message, variant: "error", durationMs: FAILURE_TOAST_MS });
  }

  const { plan } = parsed.data;
  const origin = env().BASE_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
  try {
    const started =
      plan === "basic"
        ? await createPayment({ user, returnPath, origin })
        : await createCheckout({ user, planCode: plan, returnPath, origin });
    return asJson ? Response.json({ url: started.url }, { headers: { "Cache-Control": "no-store" } }) : redirect(started.url);
  } catch (error) {
    const status = isAppError(error) ? error.status : 500;
    const log = status >= 500 ? console.error : console.warn;
    log(`[billing] checkout for plan ${plan} by user ${user.id} failed`, error);
    if (asJson) return Response.json({ error: failure.title, message: failure.message }, { status });
    return redirectWithToast(returnPath, { title: failure.title, description: failure.message, variant: "error", durationMs: FAILURE_TOAST_MS });
  }
}

function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  const contentType = request.headers.get("content-type") ?? "";
  return accept.includes("application/json") || contentType.includes("application/json");
}

/** The posted fields, from a form or a JSON body. */
async function readFields(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  }
  return Object.fromEntries(await request.formData());
}

/** The page the customer posted from, when it is on this site. */
function refererPath(request: Request): string | undefined {
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  const from = new URL(referer, request.url);
  if (from.origin !== new URL(request.url).origin) return undefined;
  return safeRedirectPath(`${from.pathname}${from.search}`, "") || undefined;
}

function localeFor(request: Request, path: string, userLocale: string | undefined) {
  return resolveLocale(new Request(new URL(path, request.url), { headers: request.headers }), userLocale);
}
