import { Form, Link, useActionData, useNavigation } from "react-router";
import { accountFormOf, accountFormRefusals } from "~/form-actions/account-form-refusals.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { ActionNoticeToast } from "~/auth/components/action-notice";
import { AuthPage } from "~/auth/components/auth-page";
import { FormField } from "~/auth/components/form-field";
import { useClientValidation } from "~/auth/components/use-client-validation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ResetPasswordSchema, type ValidationKey } from "~/domain/accounts/account-schemas";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import type { FormReply } from "~/http/form-reply";
import { successToast } from "~/http/form-toast";
import { isAuthServiceError } from "~/domain/accounts/auth-service-error";
import { resetPassword } from "~/domain/accounts/reset-password.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/reset-password";

const EXPIRED_LINK_CODES = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED"]);
/** The reset form's toasts: the success on the next page replaces a failure shown here. */
const TOAST_ID = "reset-password";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.metaTitle ?? "Reset Password" },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const settings = await getSettings();
  const t = messagesFor(resolveLocale(request)).auth;
  return {
    metaTitle: format(t.reset.metaTitle, { company: settings.companyName }),
    companyName: settings.companyName,
    token: url.searchParams.get("token") ?? "",
    // The admin set-up link is a password link too (DECISIONS.md §2); only its wording differs.
    setup: url.searchParams.get("setup") === "1",
  };
}

/** Sets the new password; an expired or used link says so in the page, with a way to ask for a new one. */
export const action = formAction({
  scope: "reset-password",
  guard: anyVisitor,
  words: (messages) => messages.auth,
  defaultIntent: "reset",
  intents: {
    reset: {
      run: async ({ fields, request, locale, words }) => {
        const form = accountFormOf(ResetPasswordSchema, fields);
        await resetPassword({ form, http: authHttpContext(request) });
        // The admin set-up link is a password link too (DECISIONS.md §2); only its wording differs.
        return fields.setup === "1"
          ? redirectWithToast(
              "/admin",
              successToast(words.reset.setupSuccessTitle, words.reset.setupSuccessDescription, TOAST_ID),
            )
          : redirectWithToast(
              localizedPath("/auth", locale),
              successToast(words.reset.successTitle, words.reset.successDescription, TOAST_ID),
            );
      },
      refusedExtra: (_context, error) => ({
        linkExpired: isAuthServiceError(error) && EXPIRED_LINK_CODES.has(error.serviceCode),
      }),
      ...accountFormRefusals((t) => t.reset.errorTitle, TOAST_ID),
    },
  },
});

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<
    FormReply & { fieldErrors: Partial<Record<string, ValidationKey>>; linkExpired?: boolean }
  >();
  const t = useMessages().auth;
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange } = useClientValidation(ResetPasswordSchema, actionData?.fieldErrors);
  const message = (field: string) => (errors[field] ? t.validation[errors[field]!] : undefined);
  const linkExpired = Boolean(actionData?.linkExpired);
  const problem = !loaderData.token ? t.reset.missingToken : linkExpired ? t.reset.invalidToken : null;
  return (
    <AuthPage
      back={{
        to: loaderData.setup ? "/admin" : localizedPath("/auth", locale),
        label: loaderData.setup ? t.admin.title : t.forgot.backToSignIn,
      }}
      companyName={loaderData.companyName}
      title={loaderData.setup ? t.reset.setupTitle : t.reset.title}
      description={problem ? undefined : loaderData.setup ? t.reset.setupDescription : t.reset.description}
    >
      {/* An expired link is said in the page itself. */}
      <ActionNoticeToast notice={linkExpired ? null : actionData?.toast} toastId={TOAST_ID} submitting={busy} />
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{problem}</p>
            <p className="mt-2">
              <Link to={localizedPath("/forgot-password", locale)} className="font-medium underline underline-offset-4">
                {t.reset.requestNewLink}
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          {loaderData.setup ? <input type="hidden" name="setup" value="1" /> : null}
          <FormField
            formId="reset"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t.fields.newPassword}
            hint={t.welcome.passwordHint}
            error={message("password")}
          />
          <FormField
            formId="reset"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={t.fields.confirmNewPassword}
            error={message("confirmPassword")}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t.reset.submitting : t.reset.submit}
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}
