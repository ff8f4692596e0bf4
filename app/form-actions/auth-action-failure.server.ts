import { isAppError } from "~/domain/app-error";
import type { ValidationKey } from "~/domain/accounts/account-schemas";
import { isAuthServiceError } from "~/domain/accounts/auth-service-error";
import { type Locale } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";

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

/** better-auth's Set-Cookie headers as response headers (each cookie its own header). */
export function setCookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
