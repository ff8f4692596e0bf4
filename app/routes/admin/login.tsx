import { data, Form, redirect, useNavigation } from "react-router";
import { authErrorText, setCookieHeaders } from "~/form-actions/auth-action-failure.server";
import { accountFormRefusals } from "~/form-actions/account-form-refusals.server";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { isAppError } from "~/domain/app-error";
import { failureToast } from "~/http/form-toast";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { ActionNoticeToast, type ActionNotice } from "~/auth/components/action-notice";
import { AuthPage } from "~/auth/components/auth-page";
import { FormField } from "~/auth/components/form-field";
import { useClientValidation } from "~/auth/components/use-client-validation";
import { isTechnicianRole } from "~/auth/permissions";
import { getSessionUser, refuseNonStaff, refuseTechnician } from "~/auth/require-user.server";
import { Button } from "~/components/ui/button";
import { AdminSignInSchema, fieldErrorsOf, type ValidationKey } from "~/domain/accounts/account-schemas";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { resolveLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/use-messages";
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
  if (user) throw isTechnicianRole(user.role) ? refuseTechnician() : refuseNonStaff();
  const settings = await getSettings();
  const t = messagesFor(resolveLocale(request)).auth;
  return { metaTitle: format(t.admin.metaTitle, { company: settings.companyName }), companyName: settings.companyName };
}

/**
 * Staff sign-in. The service's refusals (wrong password, too many tries) and a failure answer in place with the
 * 'Login Failed' notice; a customer's account, a pending setup, or the first admin's account being made are answers
 * of their own.
 */
export const action = formAction({
  scope: "admin sign-in",
  guard: anyVisitor,
  words: (messages) => messages.auth,
  defaultIntent: "admin-sign-in",
  intents: {
    "admin-sign-in": {
      run: async ({ fields, request, words }) => {
        const t = words.admin;
        const values = { email: fields.email ?? "" };
        const parsed = AdminSignInSchema.safeParse(fields);
        if (!parsed.success)
          return data({ fieldErrors: fieldErrorsOf(parsed.error), values, notice: null }, { status: 400 });
        const answer = (notice: ActionNotice, status = 400) =>
          data({ fieldErrors: undefined, values, notice }, { status });
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
            const description = result.reason === "unexpected" ? result.message : words.validation[result.reason];
            return answer({ title: t.accountCreationFailed, description, variant: "error" });
          }
        }
      },
      ...accountFormRefusals((t) => t.admin.loginFailed, TOAST_ID),
      failedToast: ({ words }) => failureToast(words.admin.loginFailed, words.admin.unexpectedError, TOAST_ID),
      // The page draws its answer from `notice` (the toast, and the same words printed for a browser without JavaScript).
      refusedExtra: ({ words, locale }, error): { notice: ActionNotice } => ({
        notice: {
          title: words.admin.loginFailed,
          description: isAppError(error) ? authErrorText(error, locale) : words.admin.unexpectedError,
          variant: "error",
        },
      }),
    },
  },
});

/** The form's answers in place: the refusals (ADR 063) carry the schema's field keys, which the form words. */
type AdminSignInReply = {
  fieldErrors?: Partial<Record<string, ValidationKey>>;
  values?: { email?: string };
  notice?: ActionNotice | null;
};

export default function AdminLogin({ loaderData, actionData: answered }: Route.ComponentProps) {
  const actionData = answered as AdminSignInReply | undefined;
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
