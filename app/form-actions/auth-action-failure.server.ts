import { data } from "react-router";
import { isAppError } from "~/domain/app-error";
import type { ValidationKey } from "~/domain/accounts/account-schemas";
import { isAuthServiceError } from "~/domain/accounts/auth-service-error";
import { type Locale } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import type { ActionNotice } from "~/auth/components/action-notice";

export type AccountActionFailure<Intent extends string = string> = {
  intent: Intent;
  fieldErrors?: Partial<Record<string, ValidationKey>>;
  notice: ActionNotice;
  values?: Record<string, string>;
};

/** The text the authentication service's refusal shows in the visitor's language (English: its own words). */
export function authErrorText(error: unknown, locale: Locale): string {
  const t = messagesFor(locale).auth;
  if (isAuthServiceError(error)) {
    const known = t.serviceErrors[error.serviceCode as keyof typeof t.serviceErrors];
    return known ?? (error.status >= 500 ? t.serviceErrors.unexpected : error.message);
  }
  if (isAppError(error)) {
    const firstField = Object.values(error.fieldErrors ?? {})[0] as ValidationKey | undefined;
    if (firstField && firstField in t.validation) return t.validation[firstField];
    if (error.code === "RATE_LIMITED") return t.serviceErrors.RATE_LIMITED;
    return error.message;
  }
  return t.serviceErrors.unexpected;
}

/**
 * An account form's failed submission as action data: a toast titled as the spec says ('Sign In Error', …) with
 * the service's message, and field errors when the failure belongs to a field. Unexpected errors are logged.
 */
export function accountActionFailure<Intent extends string>(
  error: unknown,
  options: {
    intent: Intent;
    title: string;
    locale: Locale;
    values?: Record<string, string>;
    logContext: string;
    /** The text for a failure that is not the service's answer (admin sign-in: 'An unexpected error occurred'). */
    unexpectedText?: string;
  },
) {
  if (!isAppError(error)) console.error(`[accounts] ${options.logContext} failed unexpectedly`, error);
  const status = isAppError(error) ? error.status : 500;
  const fieldErrors =
    isAppError(error) && !isAuthServiceError(error)
      ? (error.fieldErrors as AccountActionFailure["fieldErrors"])
      : undefined;
  const body: AccountActionFailure<Intent> = {
    intent: options.intent,
    fieldErrors,
    notice: {
      title: options.title,
      description:
        !isAppError(error) && options.unexpectedText ? options.unexpectedText : authErrorText(error, options.locale),
      variant: "error",
    },
    values: options.values,
  };
  return data(body, { status });
}

/** better-auth's Set-Cookie headers as response headers (each cookie its own header). */
export function setCookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
