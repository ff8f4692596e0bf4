import { useEffect, useState } from "react";
import { Link, redirect, useActionData } from "react-router";
import { accountFormOf, accountFormRefusals } from "~/form-actions/account-form-refusals.server";
import { setCookieHeaders } from "~/form-actions/auth-action-failure.server";
import { authHttpContext } from "~/auth/auth-endpoint.server";
import { ActionNoticeToast } from "~/auth/components/action-notice";
import { AuthPage } from "~/auth/components/auth-page";
import { getSessionUser } from "~/auth/require-user.server";
import { safeRedirectPath } from "~/auth/safe-redirect";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { SignInSchema, SignUpSchema } from "~/domain/accounts/account-schemas";
import { signInUser } from "~/domain/accounts/sign-in-user.server";
import { signUpCustomer, SignUpContinuesByMail } from "~/domain/accounts/sign-up-customer.server";
import { chosenPlanOf, planContinuationPath } from "~/domain/billing/plan-continuation";
import { listPlans } from "~/domain/plans/list-plans.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { clientAddress } from "~/http/client-ip.server";
import { localeCookieHeader } from "~/http/locale-cookie.server";
import { anyVisitor, formAction, formSuccess } from "~/form-actions/form-action.server";
import { infoToast, successToast } from "~/http/form-toast";
import { redirectWithToast } from "~/http/flash-toast.server";
import { format, type Locale } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import {
  ChosenPlanNotice,
  SignInForm,
  SignUpForm,
  useBusyIntent,
  type WelcomeReply,
} from "~/auth/components/welcome-forms";
import type { Route } from "./+types/welcome";

const PORTAL_HOME = "/customer";
type Tab = "signin" | "signup";
/** Both forms' toasts: a newer answer on this page (the sign-up that worked) replaces the failure before it. */
const TOAST_ID = "account-welcome";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Welcome" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), PORTAL_HOME);
  // A plan chosen on a plan card while signed out (ADR 039): kept as its code, and continued to after signing in.
  const plan = chosenPlanOf(url.searchParams.get("plan"));
  if (await getSessionUser(request)) throw redirect(plan ? planContinuationPath(plan) : redirectTo);
  const locale = resolveLocale(request);
  const [settings, plans] = await Promise.all([getSettings(), plan ? listPlans({ locale }) : []]);
  const t = messagesFor(locale).auth;
  const chosen = plans.find((card) => card.code === plan);
  return {
    metaTitle: format(t.welcome.metaTitle, { company: settings.companyName }),
    companyName: settings.companyName,
    tab: (url.searchParams.get("tab") === "signup" ? "signup" : "signin") as Tab,
    // Kept only when it came from a guard, so the forms send the visitor back where they were going.
    redirectTo: redirectTo === PORTAL_HOME ? null : redirectTo,
    plan: chosen ? { code: chosen.code, name: chosen.name, monthly: chosen.billingInterval === "month" } : null,
  };
}

/**
 * The two forms (intent sign-in, the default, and sign-up). Both continue to the plan chosen before signing in, or
 * the guard's page; the portal opens in the language of the screen (issue 17). A sign-up for an address that has an
 * account answers like a sent link (the owner was mailed instead, ADR 029).
 */
export const action = formAction({
  scope: "welcome",
  guard: anyVisitor,
  words: (messages) => messages.auth,
  defaultIntent: "sign-in",
  intents: {
    "sign-in": {
      run: async ({ fields, request, locale }) => {
        const form = accountFormOf(SignInSchema, fields);
        const { setCookies } = await signInUser({ form, http: authHttpContext(request), locale });
        return redirect(continuationOf(fields), { headers: inThisLanguage(setCookies, locale) });
      },
      ...accountFormRefusals((t) => t.toasts.signInError, TOAST_ID),
    },
    "sign-up": {
      run: async ({ intent, fields, request, locale, words }) => {
        const form = accountFormOf(SignUpSchema, fields);
        const signedUp = await signUpCustomer({
          form,
          locale,
          http: authHttpContext(request),
          clientAddress: clientAddress(request),
        }).catch(mailedInstead);
        if ("mailedTo" in signedUp) {
          const description = format(words.toasts.signUpCheckEmailDescription, { email: signedUp.mailedTo });
          return formSuccess({ intent }, infoToast(words.toasts.signUpCheckEmail, description, TOAST_ID));
        }
        const welcome = successToast(words.toasts.signUpSuccess, words.toasts.signUpSuccessDescription, TOAST_ID);
        return redirectWithToast(continuationOf(fields), welcome, {
          headers: inThisLanguage(signedUp.setCookies, locale),
        });
      },
      ...accountFormRefusals((t) => t.toasts.signUpError, TOAST_ID),
    },
  },
});

/** The plan chosen before signing in wins over the guard's page. */
function continuationOf(fields: Record<string, string>): string {
  const plan = chosenPlanOf(fields.plan ?? null);
  return plan ? planContinuationPath(plan) : safeRedirectPath(fields.redirectTo, PORTAL_HOME);
}

function inThisLanguage(setCookies: string[], locale: Locale): Headers {
  const headers = setCookieHeaders(setCookies);
  headers.append("Set-Cookie", localeCookieHeader(locale));
  return headers;
}

/** The address already has an account: its owner was mailed, and the form says to check that mailbox. */
function mailedInstead(error: unknown): { mailedTo: string } {
  if (error instanceof SignUpContinuesByMail) return { mailedTo: error.email };
  throw error;
}

export default function Welcome({ loaderData }: Route.ComponentProps) {
  const t = useMessages().auth;
  const actionData = useActionData<WelcomeReply>();
  const locale = useLocale();
  const answeredTab: Tab | undefined = actionData ? (actionData.intent === "sign-up" ? "signup" : "signin") : undefined;
  const [tab, setTab] = useState<Tab>(answeredTab ?? loaderData.tab);
  const submitting = useBusyIntent() !== null;
  useEffect(() => {
    if (answeredTab) setTab(answeredTab);
  }, [actionData, answeredTab]);

  // Without JavaScript the tabs are links that reload the page on the other tab.
  const tabHref = (value: Tab) =>
    `?${new URLSearchParams({
      tab: value,
      ...(loaderData.redirectTo ? { redirectTo: loaderData.redirectTo } : {}),
      ...(loaderData.plan ? { plan: loaderData.plan.code } : {}),
    })}`;
  const keepOnPage = (event: React.MouseEvent) => event.preventDefault();

  return (
    <AuthPage
      back={{ to: locale === "es" ? "/es" : "/", label: t.welcome.backToHome }}
      companyName={loaderData.companyName}
      title={t.welcome.title}
      description={t.welcome.description}
    >
      <ActionNoticeToast notice={actionData?.toast} toastId={TOAST_ID} submitting={submitting} />
      {loaderData.plan ? <ChosenPlanNotice plan={loaderData.plan} /> : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        {/* Radix's trigger gives its child type="button", invalid on a link: the link's own `type={undefined}` wins. */}
        <TabsList className="w-full" aria-label={t.welcome.tabsLabel}>
          <TabsTrigger value="signin" asChild>
            <Link to={tabHref("signin")} type={undefined} replace preventScrollReset onClick={keepOnPage}>
              {t.welcome.signInTab}
            </Link>
          </TabsTrigger>
          <TabsTrigger value="signup" asChild>
            <Link to={tabHref("signup")} type={undefined} replace preventScrollReset onClick={keepOnPage}>
              {t.welcome.signUpTab}
            </Link>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm
            redirectTo={loaderData.redirectTo}
            plan={loaderData.plan?.code ?? null}
            serverErrors={actionData?.intent === "sign-in" ? actionData.fieldErrors : undefined}
            email={actionData?.values?.email}
          />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm
            redirectTo={loaderData.redirectTo}
            plan={loaderData.plan?.code ?? null}
            serverErrors={actionData?.intent === "sign-up" ? actionData.fieldErrors : undefined}
            values={actionData?.intent === "sign-up" ? actionData.values : undefined}
          />
        </TabsContent>
      </Tabs>
      <p className="mt-6 text-center text-sm">
        <Link
          to={localizedPath("/forgot-password", locale)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.welcome.forgotPassword}
        </Link>
      </p>
    </AuthPage>
  );
}
