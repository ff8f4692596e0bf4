import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/config/business-rules";
import { SmsConsentBoxSchema } from "~/domain/messaging/sms-consent-disclosure";
import { PROFILE_FIELD_MAX_LENGTH } from "~/domain/profile/profile-field-limits";
import { leftOutWhenEmpty, PERSON_NAME_MAX_LENGTH, singleLineText } from "~/domain/text-fields/text-field-schemas";

const SIGN_UP_PHONE_MAX_LENGTH = PROFILE_FIELD_MAX_LENGTH.phone;

/**
 * The account forms' schemas, shared by the browser (inline errors) and the server (the authority).
 * Messages are keys of `auth.validation` in the message catalogue, so each side shows them in its language.
 */
export type ValidationKey =
  | "firstNameRequired"
  | "lastNameRequired"
  | "nameTooLong"
  | "nameNotAllowed"
  | "emailRequired"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordTooShort"
  | "passwordTooLong"
  | "passwordTooCommon"
  | "confirmPasswordRequired"
  | "passwordsDontMatch"
  | "currentPasswordRequired"
  | "currentPasswordWrong"
  | "phoneInvalid"
  | "smsPhoneInvalid";

const message = (key: ValidationKey) => ({ error: key });

const EmailField = z
  .string(message("emailRequired"))
  .trim()
  .min(1, message("emailRequired"))
  .max(254, message("emailInvalid"))
  .pipe(z.email(message("emailInvalid")));

/** A password being chosen: the length rules of DECISIONS.md §2 (the common-password list is checked on the server). */
const NewPasswordField = z
  .string(message("passwordRequired"))
  .min(1, message("passwordRequired"))
  .min(PASSWORD_MIN_LENGTH, message("passwordTooShort"))
  .max(PASSWORD_MAX_LENGTH, message("passwordTooLong"));

/** A password being typed to sign in: only required (and bounded, so nobody hashes a megabyte). */
const CurrentPasswordField = z
  .string(message("passwordRequired"))
  .min(1, message("passwordRequired"))
  .max(PASSWORD_MAX_LENGTH, message("passwordTooLong"));

const NameField = (requiredKey: ValidationKey) =>
  singleLineText({
    max: PERSON_NAME_MAX_LENGTH,
    messages: { required: requiredKey, tooLong: "nameTooLong", notAllowed: "nameNotAllowed" } satisfies Record<
      string,
      ValidationKey
    >,
  });

/** Optional: digits with the usual separators, at least 7 of them (the profile's rule); a US number if texts are asked. */
const SignUpPhoneField = leftOutWhenEmpty(
  singleLineText({
    max: SIGN_UP_PHONE_MAX_LENGTH,
    messages: { tooLong: "phoneInvalid", notAllowed: "phoneInvalid" } satisfies Record<string, ValidationKey>,
  }),
).refine(
  (phone) => phone === undefined || (/^\+?[\d\s().-]*$/.test(phone) && phone.replace(/\D/g, "").length >= 7),
  message("phoneInvalid"),
);

const ConfirmPasswordField = z.string(message("confirmPasswordRequired")).min(1, message("confirmPasswordRequired"));

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const PASSWORDS_MATCH = { path: ["confirmPassword"], error: "passwordsDontMatch" satisfies ValidationKey };

export const SignUpSchema = z
  .object({
    firstName: NameField("firstNameRequired"),
    lastName: NameField("lastNameRequired"),
    email: EmailField,
    password: NewPasswordField,
    confirmPassword: ConfirmPasswordField,
    // Asked only for texts: a mobile number and the optional SMS consent box (issue 36), kept on the profile.
    phone: SignUpPhoneField.optional(),
    smsConsent: SmsConsentBoxSchema.optional(),
  })
  .refine(passwordsMatch, { ...PASSWORDS_MATCH, when: whenBothPasswordsPresent });
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({ email: EmailField, password: CurrentPasswordField });
export type SignIn = z.infer<typeof SignInSchema>;

export const AdminSignInSchema = SignInSchema;
export type AdminSignIn = SignIn;

export const ForgotPasswordSchema = z.object({ email: EmailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    token: singleLineText({ max: 200, label: "token", required: true }),
    password: NewPasswordField,
    confirmPassword: ConfirmPasswordField,
  })
  .refine(passwordsMatch, { ...PASSWORDS_MATCH, when: whenBothPasswordsPresent });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The portal's Change Password form: the current password, then a new one under sign-up's rules, typed twice. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string(message("currentPasswordRequired"))
      .min(1, message("currentPasswordRequired"))
      .max(PASSWORD_MAX_LENGTH, message("passwordTooLong")),
    password: NewPasswordField,
    confirmPassword: ConfirmPasswordField,
  })
  .refine(passwordsMatch, { ...PASSWORDS_MATCH, when: whenBothPasswordsPresent });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/**
 * Zod skips an object refinement once any field failed; "Passwords don't match" should still show while, say,
 * the e-mail is missing, so the check runs whenever both password fields hold text.
 */
function whenBothPasswordsPresent(payload: { value: unknown }): boolean {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return (
    typeof value?.password === "string" && typeof value.confirmPassword === "string" && value.confirmPassword !== ""
  );
}

/** Field name → the first validation key reported for it (what a form shows next to each field). */
export function fieldErrorsOf(error: z.ZodError): Record<string, ValidationKey> {
  const errors: Record<string, ValidationKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message as ValidationKey;
  }
  return errors;
}
