import { Form, Link, useNavigation } from "react-router";
import { authErrorText } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { AuthPage } from "~/auth/components/auth-page";
import { getSessionUser, requireCustomer } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { resendVerificationEmail } from "~/domain/accounts/resend-verification-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { formAction } from "~/form-actions/form-action.server";
import { failureToast, successToast } from "~/http/form-toast";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format, type Locale } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/verify-email";

type Result = "verified" | "failed" | "pending";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Email Verification" }, { name: "robots", content: "noindex" }];
}

/** Where better-auth's verification link lands: `?status=ok`, with `&error=CODE` when the link was refused. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  const settings = await getSettings();
  const t = messagesFor(resolveLocale(request, user?.locale)).auth;
  const result: Result = url.searchParams.has("error")
    ? "failed"
    : url.searchParams.get("status") === "ok"
      ? "verified"
      : "pending";
  return {
    metaTitle: format(t.verify.metaTitle, { company: settings.companyName }),
    companyName: settings.companyName,
    result,
    user: user ? { emailVerified: user.emailVerified, isAdmin: user.isAdmin } : null,
  };
}

/**
 * intent "resend": mails the signed-in user a new link. The portal's verification banner posts here too, so the
 * answer, success or refusal, goes back to the page the form names.
 */
export const action = formAction({
  scope: "verify-email",
  guard: requireCustomer,
  words: (messages) => messages.auth,
  refusalRedirect: ({ fields, locale }) => backTo(fields, locale),
  refusedToast: (error, { words, locale }) => failureToast(words.verify.resendFailed, authErrorText(error, locale)),
  failedToast: ({ words }) => failureToast(words.verify.resendFailed, words.serviceErrors.unexpected),
  intents: {
    resend: {
      run: async ({ actor, fields, locale, request, words }) => {
        const { email } = await resendVerificationEmail({ user: actor, http: authHttpContext(request) });
        const sent = successToast(words.verify.resentTitle, format(words.verify.resentDescription, { email }));
        return redirectWithToast(backTo(fields, locale), sent);
      },
    },
  },
});

function backTo(fields: Record<string, string>, locale: Locale): string {
  return safeRedirectPath(fields.redirectTo, localizedPath("/verify-email", locale));
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const t = useMessages().auth;
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { result, user } = loaderData;
  const text =
    result === "verified"
      ? t.verify.verified
      : result === "failed"
        ? t.verify.failed
        : user?.emailVerified
          ? t.verify.alreadyVerified
          : t.verify.pending;
  const canResend = user && !user.emailVerified && result !== "verified";
  const home = user?.isAdmin
    ? { to: "/admin/dashboard", label: t.verify.goToAdmin }
    : user
      ? { to: "/customer", label: t.verify.goToPortal }
      : null;
  return (
    <AuthPage
      back={{ to: locale === "es" ? "/es" : "/", label: t.welcome.backToHome }}
      companyName={loaderData.companyName}
      title={t.verify.title}
    >
      <div className="space-y-4">
        <Alert variant={result === "failed" ? "destructive" : "info"} role="status">
          <AlertDescription>{text}</AlertDescription>
        </Alert>
        {!user ? (
          <p className="text-sm text-muted-foreground">{result === "verified" ? null : t.verify.signInToResend}</p>
        ) : null}
        {canResend ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <Button type="submit" variant="outline" className="w-full" disabled={busy}>
              {busy ? t.verify.resending : t.verify.resend}
            </Button>
          </Form>
        ) : null}
        {home ? (
          <Link to={home.to} className={buttonVariants({ className: "w-full" })}>
            {home.label}
          </Link>
        ) : (
          <Link to={localizedPath("/auth", locale)} className={buttonVariants({ className: "w-full" })}>
            {t.verify.signIn}
          </Link>
        )}
      </div>
    </AuthPage>
  );
}
