import { redirect } from "react-router";
import { authErrorText, setCookieHeaders } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { isAppError } from "~/domain/app-error";
import { signOutUser } from "~/domain/accounts/sign-out-user.server";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import { redirectWithToast } from "~/http/flash-toast.server";
import { messagesFor } from "~/i18n/messages.server";
import { localeFromCookie } from "~/i18n/locale";
import { readFormData } from "~/http/read-request-body.server";
import type { Route } from "./+types/sign-out";

/** Signing out is a POST (a link or prefetch must never end a session); a GET just goes home. */
export function loader() {
  return redirect("/");
}

/** Ends the session and goes to the form's `redirectTo` (same-site only): "/" for customers, "/admin" for staff. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), "/");
  try {
    const { setCookies } = await signOutUser({ http: authHttpContext(request) });
    return redirect(redirectTo, { headers: setCookieHeaders(setCookies) });
  } catch (error) {
    if (!isAppError(error)) console.error("[accounts] sign-out failed unexpectedly", error);
    const locale = localeFromCookie(request.headers.get("cookie")) ?? "en";
    return redirectWithToast(redirectTo, {
      title: messagesFor(locale).auth.toasts.signOutError,
      description: authErrorText(error, locale),
      variant: "error",
      durationMs: FAILURE_TOAST_MS,
    });
  }
}
