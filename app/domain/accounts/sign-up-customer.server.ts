import { eq } from "drizzle-orm";
import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import { runWithSignUpContext } from "~/auth/auth-hook-context.server";
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from "~/auth/password-policy.server";
import type { Transaction } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordFormSmsConsent, smsConsentBoxOf } from "~/domain/messaging/record-form-sms-consent.server";
import type { Locale } from "~/i18n/catalog";
import type { SignUp } from "./account-schemas";
import { throwIfAuthFailed } from "./auth-service-error";

export type SignedIn = { userId: string; setCookies: string[] };

/**
 * The sign-up was answered like a new one but created nothing and signed nobody in: the address already has an
 * account, whose owner was mailed instead (app/domain/accounts/existing-account-sign-up.server.ts, ADR 029). The form then
 * asks the visitor to check that mailbox, which only the owner can read.
 */
export class SignUpContinuesByMail extends Error {
  constructor(public readonly email: string) {
    super("The sign-up continues by mail");
    this.name = "SignUpContinuesByMail";
  }
}

/**
 * Creates a customer login, signed in at once (DECISIONS.md §2). better-auth's sign-up hook writes the profile,
 * the `user_signup` lead and its CRM job in the same transaction as the user, and the form's phone and a ticked SMS
 * box (refused as `phone` smsPhoneInvalid before anything when the number is not a US one). Only the form's fields
 * are sent: nothing else in the browser's request (a `role`, say) reaches the account. Throws SignUpContinuesByMail when the
 * address already has an account.
 */
export async function signUpCustomer(input: {
  form: SignUp;
  locale: Locale;
  http: AuthHttpContext;
  /** The client's address as the server decided it, recorded with a ticked SMS box. */
  clientAddress?: string | null;
}): Promise<SignedIn> {
  const { form } = input;
  if (isCommonPassword(form.password)) {
    throw new AppError("BAD_INPUT", PASSWORD_TOO_COMMON_MESSAGE, { password: "passwordTooCommon" });
  }
  // Checked and worded before better-auth opens its transaction, which the hook then writes the consent in.
  const smsBox = await smsConsentBoxOf({
    ticked: form.smsConsent ?? false,
    phone: form.phone,
    request: { ipAddress: input.clientAddress ?? null, locale: input.locale },
  });
  const body = {
    name: `${form.firstName} ${form.lastName}`,
    email: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
  };
  const inSignUpTransaction = async (tx: Transaction, userId: string) => {
    if (form.phone) await tx.update(profiles).set({ phone: form.phone }).where(eq(profiles.userId, userId));
    // No customer record exists yet: the event names none, the number and the login's e-mail tie it to the person.
    await recordFormSmsConsent(tx, { box: smsBox, phone: form.phone, source: "signup_form" });
  };
  const result = await runWithSignUpContext({ locale: input.locale, inSignUpTransaction }, () =>
    callAuthEndpoint(input.http, "/sign-up/email", body),
  );
  throwIfAuthFailed(result);
  if (result.data?.token === null) throw new SignUpContinuesByMail(form.email);
  return { userId: userIdOf(result.data), setCookies: result.setCookies };
}

export function userIdOf(data: Record<string, unknown> | null): string {
  const user = data?.user as { id?: unknown } | undefined;
  if (typeof user?.id !== "string")
    throw new AppError("UNAVAILABLE", "The authentication service did not return the user");
  return user.id;
}
