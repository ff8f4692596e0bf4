import { redirect } from "react-router";
import { authErrorText, setCookieHeaders } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { signOutUser } from "~/domain/accounts/sign-out-user.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { failureToast } from "~/http/form-toast";

/** Signing out is a POST (a link or prefetch must never end a session); a GET just goes home. */
export function loader() {
  return redirect("/");
}

/**
 * Ends the session and goes to the form's `redirectTo` (same-site only): "/" for customers, "/admin" for staff. A
 * failure goes there too, with the toast (this route has no page of its own).
 */
export const action = formAction({
  scope: "sign-out",
  guard: anyVisitor,
  words: (messages) => messages.auth,
  defaultIntent: "sign-out",
  refusalRedirect: ({ fields }) => safeRedirectPath(fields.redirectTo, "/"),
  refusedToast: (error, { words, locale }) => failureToast(words.toasts.signOutError, authErrorText(error, locale)),
  failedToast: ({ words }) => failureToast(words.toasts.signOutError, words.serviceErrors.unexpected),
  intents: {
    "sign-out": {
      run: async ({ fields, request }) => {
        const { setCookies } = await signOutUser({ http: authHttpContext(request) });
        return redirect(safeRedirectPath(fields.redirectTo, "/"), { headers: setCookieHeaders(setCookies) });
      },
    },
  },
});
