import { Form, useActionData, useNavigation } from "react-router";
import { accountFormOf, accountFormRefusals } from "~/form-actions/account-form-refusals.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { ActionNoticeToast } from "~/auth/components/action-notice";
import { AuthPage } from "~/auth/components/auth-page";
import { FormField } from "~/auth/components/form-field";
import { useClientValidation } from "~/auth/components/use-client-validation";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ForgotPasswordSchema, type ValidationKey } from "~/domain/accounts/account-schemas";
import { anyVisitor, formAction, formSuccess } from "~/form-actions/form-action.server";
import type { FormReply } from "~/http/form-reply";
import { infoToast } from "~/http/form-toast";
import { requestPasswordReset } from "~/domain/accounts/request-password-reset.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/forgot-password";

const TOAST_ID = "forgot-password";

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

/** Sends a reset link; the same answer whether or not the address has a login (nobody learns which). */
export const action = formAction({
  scope: "forgot-password",
  guard: anyVisitor,
  words: (messages) => messages.auth,
  defaultIntent: "request",
  intents: {
    request: {
      run: async ({ intent, fields, request, words }) => {
        const form = accountFormOf(ForgotPasswordSchema, fields);
        await requestPasswordReset({ form, http: authHttpContext(request) });
        const sent = infoToast(words.forgot.sentTitle, format(words.forgot.sent, { email: form.email }), TOAST_ID);
        return formSuccess({ intent }, sent, { sentTo: form.email });
      },
      ...accountFormRefusals((t) => t.forgot.errorTitle, TOAST_ID),
    },
  },
});

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<
    FormReply & { fieldErrors: Partial<Record<string, ValidationKey>>; sentTo?: string }
  >();
  const t = useMessages().auth;
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange } = useClientValidation(ForgotPasswordSchema, actionData?.fieldErrors);
  const sentTo = actionData?.sentTo ?? null;
  return (
    <AuthPage
      back={{ to: localizedPath("/auth", locale), label: t.forgot.backToSignIn }}
      companyName={loaderData.companyName}
      title={t.forgot.title}
      description={sentTo ? undefined : t.forgot.description}
    >
      {/* The sent link is said in the page itself; only a refusal is a toast. */}
      <ActionNoticeToast notice={actionData?.code ? actionData.toast : null} toastId={TOAST_ID} submitting={busy} />
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
