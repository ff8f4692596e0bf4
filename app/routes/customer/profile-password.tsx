import { ArrowLeft, KeyRound, LogOut } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { setCookieHeaders } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { FormField } from "~/auth/components/form-field";
import { useClientValidation } from "~/auth/components/use-client-validation";
import { useFormReply } from "~/components/forms/use-form-reply";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ChangePasswordSchema, type ValidationKey } from "~/domain/accounts/account-schemas";
import { changePassword } from "~/domain/accounts/change-password.server";
import { signOutEverywhere } from "~/domain/accounts/sign-out-everywhere.server";
import { requireCustomer } from "~/auth/require-user.server";
import { formAction } from "~/form-actions/form-action.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { failureToast, successToast } from "~/http/form-toast";
import { localizedPath } from "~/i18n/locale";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/profile-password";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.password.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return null;
}

/**
 * Two forms: change-password (every other session ends; this browser goes on with the new session better-auth
 * sets) and sign-out-everywhere (every session ends, this one too, and the browser goes to sign in).
 */
export const action = formAction({
  scope: "password",
  guard: requireCustomer,
  words: (messages) => messages.portal.password,
  intents: {
    "change-password": {
      run: async ({ request, fields, words }) => {
        const { setCookies } = await changePassword({ form: fields, http: authHttpContext(request) });
        return redirectWithToast("/customer/profile", successToast(words.toasts.changedTitle, words.toasts.changed), {
          headers: setCookieHeaders(setCookies),
        });
      },
      fieldWords: (keys, { words, messages }) =>
        Object.fromEntries(
          Object.entries(keys).map(([field, key]) => [
            field,
            words.validation[key as ValidationKey] ?? messages.formReplies.invalidField,
          ]),
        ),
      failedToast: ({ words }) => failureToast(words.toasts.errorTitle, words.toasts.changeFailed),
    },
    "sign-out-everywhere": {
      run: async ({ request, locale, words }) => {
        const { setCookies } = await signOutEverywhere({ http: authHttpContext(request) });
        return redirectWithToast(
          localizedPath("/auth", locale),
          successToast(words.toasts.signedOutTitle, words.toasts.signedOut),
          { headers: setCookieHeaders(setCookies) },
        );
      },
      failedToast: ({ words }) => failureToast(words.toasts.errorTitle, words.toasts.signOutFailed),
    },
  },
});

export default function ProfilePasswordPage() {
  const t = useMessages().portal.password;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div>
        <Link
          to="/customer/profile"
          className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t.backToProfile}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t.title}</h1>
        <p className="mt-1 text-muted-foreground">{t.intro}</p>
      </div>
      <ChangePasswordCard />
      <SignOutEverywhereCard />
    </div>
  );
}

function ChangePasswordCard() {
  const t = useMessages().portal.password;
  const navigation = useNavigation();
  const reply = useFormReply();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  const { errors, onSubmit, onChange } = useClientValidation(ChangePasswordSchema, undefined);
  const serverErrors = reply?.intent === "change-password" ? reply.fieldErrors : {};
  const message = (field: string) => {
    const key = errors[field];
    return key ? t.validation[key] : serverErrors[field];
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5" />
          {t.change.title}
        </CardTitle>
        <CardDescription>{t.change.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
          <input type="hidden" name="intent" value="change-password" />
          <FormField
            formId="change-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t.change.currentPassword}
            error={message("currentPassword")}
          />
          <FormField
            formId="change-password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t.change.newPassword}
            hint={t.change.hint}
            error={message("password")}
          />
          <FormField
            formId="change-password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={t.change.confirmNewPassword}
            error={message("confirmPassword")}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t.change.submitting : t.change.submit}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function SignOutEverywhereCard() {
  const t = useMessages().portal.password;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "sign-out-everywhere";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogOut aria-hidden className="size-5" />
          {t.everywhere.title}
        </CardTitle>
        <CardDescription>{t.everywhere.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? t.everywhere.submitting : t.everywhere.submit}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
