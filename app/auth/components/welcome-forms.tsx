/** The Welcome screen's two forms (sign in, sign up) and what they share; the route (routes/_auth/welcome.tsx) holds the tabs. */
import { BadgeCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/auth/components/form-field";
import { SmsConsentField } from "~/components/forms/sms-consent-field";
import { useClientValidation } from "~/auth/components/use-client-validation";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { SignInSchema, SignUpSchema, type ValidationKey } from "~/domain/accounts/account-schemas";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

export type ServerErrors = Partial<Record<string, ValidationKey>>;
/** The forms' refusals (ADR 063) carry the schema's field keys, which the forms word in the browser. */
export type WelcomeReply = FormReply & { fieldErrors: ServerErrors };

export function SignInForm(props: {
  redirectTo: string | null;
  plan: string | null;
  serverErrors: ServerErrors | undefined;
  email?: string;
}) {
  const t = useMessages().auth;
  const busy = useBusyIntent() === "sign-in";
  const { errors, onSubmit, onChange } = useClientValidation(SignInSchema, props.serverErrors);
  const message = (field: string) => (errors[field] ? t.validation[errors[field]!] : undefined);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      <ContinuationFields redirectTo={props.redirectTo} plan={props.plan} />
      <FormField
        formId="sign-in"
        name="email"
        type="email"
        autoComplete="email"
        label={t.fields.email}
        defaultValue={props.email}
        error={message("email")}
      />
      <FormField
        formId="sign-in"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t.fields.password}
        error={message("password")}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t.welcome.signingIn : t.welcome.signInButton}
      </Button>
    </Form>
  );
}

export function SignUpForm(props: {
  redirectTo: string | null;
  plan: string | null;
  serverErrors: ServerErrors | undefined;
  values?: Record<string, string>;
}) {
  const messages = useMessages();
  const t = messages.auth;
  const sms = messages.smsConsent;
  const busy = useBusyIntent() === "sign-up";
  const { errors, onSubmit, onChange } = useClientValidation(SignUpSchema, props.serverErrors);
  const message = (field: string) => (errors[field] ? t.validation[errors[field]!] : undefined);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      <ContinuationFields redirectTo={props.redirectTo} plan={props.plan} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          formId="sign-up"
          name="firstName"
          autoComplete="given-name"
          label={t.fields.firstName}
          defaultValue={props.values?.firstName}
          error={message("firstName")}
        />
        <FormField
          formId="sign-up"
          name="lastName"
          autoComplete="family-name"
          label={t.fields.lastName}
          defaultValue={props.values?.lastName}
          error={message("lastName")}
        />
      </div>
      <FormField
        formId="sign-up"
        name="email"
        type="email"
        autoComplete="email"
        label={t.fields.email}
        defaultValue={props.values?.email}
        error={message("email")}
      />
      <FormField
        formId="sign-up"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t.fields.password}
        hint={t.welcome.passwordHint}
        error={message("password")}
      />
      <FormField
        formId="sign-up"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t.fields.confirmPassword}
        error={message("confirmPassword")}
      />
      <FormField
        formId="sign-up"
        name="phone"
        type="tel"
        optional
        autoComplete="tel"
        label={sms.phoneField}
        hint={sms.phoneHint}
        defaultValue={props.values?.phone}
        error={message("phone")}
      />
      <SmsConsentField formId="sign-up" defaultChecked={props.values?.smsConsent === "yes"} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t.welcome.signingUp : t.welcome.signUpButton}
      </Button>
    </Form>
  );
}

/** Where the forms continue to: the guard's page, or the plan chosen before signing in (which wins). */
function ContinuationFields({ redirectTo, plan }: { redirectTo: string | null; plan: string | null }) {
  return (
    <>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {plan ? <input type="hidden" name="plan" value={plan} /> : null}
    </>
  );
}

/** Says which plan the visitor chose and what happens after signing in, so the detour through an account is clear. */
export function ChosenPlanNotice({ plan }: { plan: { name: string; monthly: boolean } }) {
  const t = useMessages().auth.welcome;
  return (
    <Alert variant="info" role="status" className="mb-6" data-testid="chosen-plan">
      <BadgeCheck aria-hidden className="size-4" />
      <AlertDescription>
        {format(plan.monthly ? t.chosenPlanSubscription : t.chosenPlanVisit, { plan: plan.name })}
      </AlertDescription>
    </Alert>
  );
}

/** Which of this page's forms is being submitted, for its busy label. */
export function useBusyIntent(): string | null {
  const navigation = useNavigation();
  return navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
}
