import { data, Form, useNavigation } from "react-router";
import { accountActionFailure } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { ActionNoticeToast } from "~/auth/components/action-notice";
import { AuthPage } from "~/auth/components/auth-page";
import { FormField } from "~/auth/components/form-field";
import { useClientValidation } from "~/auth/components/use-client-validation";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { fieldErrorsOf, ForgotPasswordSchema } from "~/domain/accounts/account-schemas";
import { requestPasswordReset } from "~/domain/accounts/request-password-reset.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { readFormData } from "~/http/read-request-body.server";
import type { Route } from "./+types/forgot-password";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Forgot Password" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSettings();
  const t = messagesFor(resolveLocale(request)).auth;
  return {
    metaTitle: format(t.forgot.metaTitle, { company: settings.companyName }),
    companyName: settings.companyName,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const locale = resolveLocale(request);
  const email = String(formData.get("email") ?? "");
  const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data(
      { intent: "request", fieldErrors: fieldErrorsOf(parsed.error), values: { email }, notice: null, sentTo: null },
      { status: 400 },
    );
  try {
    await requestPasswordReset({ form: parsed.data, http: authHttpContext(request) });
    // The same answer whether or not the address has a login.
    return { intent: "request", fieldErrors: undefined, values: { email }, notice: null, sentTo: parsed.data.email };
  } catch (error) {
    const title = messagesFor(locale).auth.forgot.errorTitle;
    return accountActionFailure(error, {
      intent: "request",
      title,
      locale,
      values: { email },
      logContext: "password reset request",
    });
  }
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().auth;
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange } = useClientValidation(ForgotPasswordSchema, actionData?.fieldErrors);
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : null;
  return (
    <AuthPage
      back={{ to: localizedPath("/auth", locale), label: t.forgot.backToSignIn }}
      companyName={loaderData.companyName}
      title={t.forgot.title}
      description={sentTo ? undefined : t.forgot.description}
    >
      <ActionNoticeToast notice={actionData?.notice} toastId="forgot-password" submitting={busy} />
      {sentTo ? (
        <Alert variant="info" role="status">
          <AlertTitle>{t.forgot.sentTitle}</AlertTitle>
          <AlertDescription>{format(t.forgot.sent, { email: sentTo })}</AlertDescription>
        </Alert>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
          <FormField
            formId="forgot"
            name="email"
            type="email"
            autoComplete="email"
            label={t.fields.email}
            defaultValue={actionData?.values?.email}
            error={errors.email ? t.validation[errors.email] : undefined}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t.forgot.submitting : t.forgot.submit}
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}
