import { data, Form, redirect, useNavigation } from "react-router";
import { accountActionFailure, setCookieHeaders } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { ActionNoticeToast, type ActionNotice } from "~/auth/components/action-notice";
import { AuthPage } from "~/auth/components/auth-page";
import { FormField } from "~/auth/components/form-field";
import { useClientValidation } from "~/auth/components/use-client-validation";
import { getSessionUser, refuseNonStaff } from "~/auth/require-user.server";
import { Button } from "~/components/ui/button";
import { AdminSignInSchema, fieldErrorsOf } from "~/domain/accounts/account-schemas";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { resolveLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/use-messages";
import { readFormData } from "~/http/read-request-body.server";
import type { Route } from "./+types/login";

const ADMIN_HOME = "/admin/dashboard";
/** The sign-in form's toasts: "Login Successful" replaces the "Login Failed" it follows. */
const TOAST_ID = "admin-sign-in";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Admin Login" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user?.isAdmin) throw redirect(ADMIN_HOME);
  // A customer who opens a staff address is told so (ADR 039); the screen offers to sign out and sign in as staff.
  if (user) throw refuseNonStaff();
  const settings = await getSettings();
  const t = messagesFor(resolveLocale(request)).auth;
  return { metaTitle: format(t.admin.metaTitle, { company: settings.companyName }), companyName: settings.companyName };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const locale = resolveLocale(request);
  const t = messagesFor(locale).auth.admin;
  const email = String(formData.get("email") ?? "");
  const parsed = AdminSignInSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return data({ fieldErrors: fieldErrorsOf(parsed.error), values: { email }, notice: null }, { status: 400 });
  const answer = (notice: ActionNotice, status = 400) =>
    data({ fieldErrors: undefined, values: { email }, notice }, { status });
  try {
    const result = await signInAdmin({ form: parsed.data, http: authHttpContext(request) });
    switch (result.outcome) {
      case "signed-in":
        return redirectWithToast(
          ADMIN_HOME,
          { title: t.loginSuccessful, description: t.welcome, variant: "success", id: TOAST_ID },
          { headers: setCookieHeaders(result.setCookies) },
        );
      case "not-admin":
        return answer({ title: t.loginFailed, description: t.notAdmin, variant: "error" }, 403);
      case "setup-pending":
        return answer(
          { title: t.loginFailed, description: format(t.setupPending, { email: result.email }), variant: "error" },
          403,
        );
      case "admin-account-created":
        return answer(
          {
            title: t.accountCreated,
            description: format(t.accountCreatedDescription, { email: result.email }),
            variant: "info",
          },
          200,
        );
      case "account-creation-failed": {
        const v = messagesFor(locale).auth.validation;
        const description = result.reason === "unexpected" ? result.message : v[result.reason];
        return answer({ title: t.accountCreationFailed, description, variant: "error" });
      }
    }
  } catch (error) {
    return accountActionFailure(error, {
      intent: "admin-sign-in",
      title: t.loginFailed,
      locale,
      values: { email },
      logContext: "admin sign-in",
      unexpectedText: t.unexpectedError,
    });
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().auth;
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange } = useClientValidation(AdminSignInSchema, actionData?.fieldErrors);
  const message = (field: string) => (errors[field] ? t.validation[errors[field]!] : undefined);
  return (
    <AuthPage
      back={{ to: "/", label: t.admin.backToWebsite }}
      companyName={loaderData.companyName}
      title={t.admin.title}
      description={t.admin.description}
    >
      <ActionNoticeToast notice={actionData?.notice} toastId={TOAST_ID} submitting={busy} />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        <FormField
          formId="admin"
          name="email"
          type="email"
          autoComplete="username"
          label={t.fields.email}
          defaultValue={actionData?.values?.email}
          error={message("email")}
        />
        <FormField
          formId="admin"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t.fields.password}
          error={message("password")}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t.admin.signingIn : t.admin.signIn}
        </Button>
      </Form>
    </AuthPage>
  );
}
