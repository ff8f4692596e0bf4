import { redirect } from "react-router";
import { getSessionUser } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import { publicOrigin } from "~/config/public-origin.server";
import { isAppError } from "~/domain/app-error";
import { PortalRequestSchema } from "~/domain/billing/billing-schemas";
import { openBillingPortal } from "~/domain/billing/open-billing-portal.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readPostedFields } from "~/http/posted-fields.server";
import { wantsJson } from "~/http/wants-json";
import { messagesFor } from "~/i18n/messages.server";
import { resolveLocale } from "~/i18n/locale";
import type { Route } from "./+types/billing-portal";

/**
 * POST: Manage Billing / Manage Subscription. Opens Stripe's customer portal for the signed-in user's own
 * Stripe customer (the demo billing page without Stripe). JSON { url } for fetch callers, a redirect for forms.
 */
export async function action({ request }: Route.ActionArgs) {
  const asJson = wantsJson(request);
  const user = await getSessionUser(request);
  const parsed = PortalRequestSchema.safeParse(await readPostedFields(request));
  const returnPath = (parsed.success ? parsed.data.returnPath : undefined) ?? "/customer";
  const locale = resolveLocale(
    new Request(new URL(returnPath, request.url), { headers: request.headers }),
    user?.locale,
  );
  const t = messagesFor(locale).billing.toasts;

  if (!user) {
    if (asJson) return Response.json({ error: "Authentication Required", title: t.authRequiredTitle }, { status: 401 });
    return redirect(`/auth?redirectTo=${encodeURIComponent(safeRedirectPath(returnPath, "/customer"))}`);
  }
  try {
    const { url } = await openBillingPortal({ user, origin: publicOrigin(), returnPath });
    return asJson ? Response.json({ url }, { headers: { "Cache-Control": "no-store" } }) : redirect(url);
  } catch (error) {
    const status = isAppError(error) ? error.status : 500;
    const log = status >= 500 ? console.error : console.warn;
    log(`[billing] billing portal for user ${user.id} failed`, error);
    if (asJson) return Response.json({ error: t.portalError }, { status });
    return redirectWithToast(returnPath, { title: t.portalError, variant: "error", durationMs: FAILURE_TOAST_MS });
  }
}
