import { MailCheck } from "lucide-react";
import { data, useLocation } from "react-router";
import { authErrorText } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { requireCustomer } from "~/auth/require-user.server";
import { AccountCard } from "~/components/portal/profile/account-card";
import { ProfileForm } from "~/components/portal/profile/profile-form";
import type { ProfileActionReply } from "~/components/portal/profile/use-profile-form";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { SUCCESS_TOAST_MS } from "~/config/toast-durations";
import { isAuthServiceError } from "~/domain/accounts/auth-service-error";
import { isAppError } from "~/domain/app-error";
import { getProfile } from "~/domain/profile/get-profile.server";
import type { ProfileFieldErrors } from "~/domain/profile/profile-schemas";
import { saveProfile } from "~/domain/profile/save-profile.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readFormData } from "~/http/read-request-body.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/profile";

const PAGE_PATH = "/customer/profile";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.profile.metaTitle }];
}

/**
 * The signed-in customer's profile. `?email=confirmed` is where a followed change-email link lands (better-auth
 * adds `error=` when the link was bad), so the page can say how it went.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const url = new URL(request.url);
  const emailLink =
    url.searchParams.get("email") === "confirmed" ? (url.searchParams.has("error") ? "failed" : "confirmed") : null;
  const profile = await getProfile({ user });
  return { profile, loginEmail: profile.values.email, emailLink };
}

/** Save Profile: the fields of the form only; a new e-mail waits for its confirmation link (saveProfile). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const locale = resolveLocale(request, user.locale);
  const t = messagesFor(locale).portal.profile;
  const formData = await readFormData(request);
  const values = Object.fromEntries(
    Array.from(formData.entries()).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const reply = (status: number, fields: Partial<ProfileActionReply>) =>
    data<ProfileActionReply>({ fieldErrors: {}, values, failure: null, ...fields }, { status });
  try {
    await saveProfile({ user, input: values, http: authHttpContext(request) });
  } catch (error) {
    if (isAuthServiceError(error)) {
      console.warn(`[profile] the e-mail change of user ${user.id} was refused: ${error.serviceCode}`);
      return reply(error.status, { failure: { title: t.toasts.errorTitle, message: authErrorText(error, locale) } });
    }
    if (isAppError(error) && error.code === "BAD_INPUT" && error.fieldErrors) {
      return reply(400, { fieldErrors: error.fieldErrors as ProfileFieldErrors, failure: null });
    }
    console.error(`[profile] saving the profile of user ${user.id} failed`, error);
    return reply(isAppError(error) ? error.status : 500, {
      failure: { title: t.toasts.errorTitle, message: t.toasts.saveError },
    });
  }
  return redirectWithToast(PAGE_PATH, {
    title: t.toasts.savedTitle,
    description: t.toasts.saved,
    variant: "success",
    durationMs: SUCCESS_TOAST_MS,
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().portal.profile;
  const location = useLocation();
  const { profile, loginEmail, emailLink } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 id="profile-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          {t.title}
        </h1>
        <p className="mt-1 text-muted-foreground">{t.intro}</p>
      </div>
      {emailLink === "confirmed" ? (
        <Alert variant="info" role="status">
          <MailCheck aria-hidden className="size-4" />
          <AlertTitle>{t.emailChange.confirmedTitle}</AlertTitle>
          <AlertDescription>{format(t.emailChange.confirmed, { email: loginEmail })}</AlertDescription>
        </Alert>
      ) : null}
      {emailLink === "failed" ? (
        <Alert variant="destructive">
          <AlertTitle>{t.emailChange.failedTitle}</AlertTitle>
          <AlertDescription>{t.emailChange.failed}</AlertDescription>
        </Alert>
      ) : null}
      {profile.pendingEmail ? (
        <Alert variant="info" role="status" data-testid="pending-email-change">
          <MailCheck aria-hidden className="size-4" />
          <AlertTitle>{t.emailChange.sentTitle}</AlertTitle>
          <AlertDescription>
            {format(t.emailChange.pending, { email: profile.pendingEmail, current: loginEmail })}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* A new key after each load (a redirect after saving) refills the fields from the saved values. */}
        <ProfileForm key={location.key} values={profile.values} reply={actionData} />
        <div className="lg:sticky lg:top-6">
          <AccountCard account={profile.account} plan={profile.plan} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useMessages().portal.profile;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{t.loadErrorTitle}</h1>
      <AlertDescription>{t.loadError}</AlertDescription>
    </Alert>
  );
}
