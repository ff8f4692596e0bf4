import { MailCheck } from "lucide-react";
import { useActionData, useLocation } from "react-router";
import { authErrorText } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { requireCustomer } from "~/auth/require-user.server";
import { AccountCard } from "~/components/portal/profile/account-card";
import { ProfileForm } from "~/components/portal/profile/profile-form";
import type { ProfileActionReply } from "~/components/portal/profile/use-profile-form";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { isAuthServiceError } from "~/domain/accounts/auth-service-error";
import { getProfile } from "~/domain/profile/get-profile.server";
import { saveProfile } from "~/domain/profile/save-profile.server";
import { clientAddress } from "~/http/client-ip.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { formAction } from "~/form-actions/form-action.server";
import { failureToast, successToast, validationToast } from "~/http/form-toast";
import { format } from "~/i18n/catalog";
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

/**
 * Save Profile: the fields of the form only; a new e-mail waits for its confirmation link (saveProfile). The form
 * words its field keys itself, as its own check in the browser does.
 */
export const action = formAction({
  scope: "profile",
  guard: requireCustomer,
  words: (messages) => messages.portal.profile,
  fieldWords: (keys) => keys,
  invalidToast: (_keys, { words }) => validationToast(words.toasts.invalidTitle, { form: words.toasts.invalid }),
  // The sign-in service refused the new e-mail (taken, say): its words, in the customer's language.
  refusedToast: (error, { words, locale }) =>
    isAuthServiceError(error) ? failureToast(words.toasts.errorTitle, authErrorText(error, locale)) : undefined,
  failedToast: ({ words }) => failureToast(words.toasts.errorTitle, words.toasts.saveError),
  defaultIntent: "save",
  intents: {
    save: {
      run: async ({ actor, fields, request, words, locale }) => {
        await saveProfile({
          user: actor,
          input: fields,
          http: authHttpContext(request),
          consent: { locale, clientAddress: clientAddress(request) },
        });
        return redirectWithToast(PAGE_PATH, successToast(words.toasts.savedTitle, words.toasts.saved));
      },
    },
  },
});

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
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
        <ProfileForm
          key={location.key}
          values={profile.values}
          smsConsent={profile.smsConsent}
          reply={useActionData<ProfileActionReply>()}
        />
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
