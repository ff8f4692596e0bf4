import { redirect } from "react-router";
import { getCustomerSessionUser } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { publicOrigin } from "~/config/public-origin.server";
import { PortalRequestSchema } from "~/domain/billing/billing-schemas";
import { openBillingPortal } from "~/domain/billing/open-billing-portal.server";
import { formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast } from "~/http/form-toast";
import { wantsJson } from "~/http/wants-json";
import { localeOfPage } from "~/i18n/locale";

/**
 * POST: Manage Billing / Manage Subscription. Opens Stripe's customer portal for the signed-in user's own
 * Stripe customer (the demo billing page without Stripe). JSON { url } for fetch callers, a redirect for forms.
 */
export const action = formAction({
  scope: "billing",
  guard: getCustomerSessionUser,
  json: true,
  postedFrom: ({ request, posted, actor }) => {
    const parsed = PortalRequestSchema.safeParse(posted);
    const page = (parsed.success ? parsed.data.returnPath : undefined) ?? "/customer";
    return { page, locale: localeOfPage(request, page, actor?.locale) };
  },
  words: (messages) => messages.billing.toasts,
  signedOut: ({ request, page, words: t }) => {
    if (wantsJson(request))
      return Response.json({ error: "Authentication Required", title: t.authRequiredTitle }, { status: 401 });
    return redirect(`/auth?redirectTo=${encodeURIComponent(safeRedirectPath(page, "/customer"))}`);
  },
  defaultIntent: "open-portal",
  intents: {
    "open-portal": {
      run: async ({ actor: user, request, page }) => {
        const { url } = await openBillingPortal({ user, origin: publicOrigin(), returnPath: page });
        return wantsJson(request)
          ? Response.json({ url }, { headers: { "Cache-Control": "no-store" } })
          : redirect(url);
      },
    },
  },
  // Every refusal, whatever its cause (no Stripe customer of the caller's own, Stripe away), is the one failure.
  refusedToast: (_error, { words: t }) => failureToast(t.portalError),
  failedToast: ({ words: t }) => failureToast(t.portalError),
  invalidToast: (_fieldMessages, { words: t }) => failureToast(t.portalError),
  refusalReply: ({ status, body }, { request, page = "/customer" }) =>
    wantsJson(request) ? Response.json({ error: body.toast.title }, { status }) : redirectWithToast(page, body.toast),
});
