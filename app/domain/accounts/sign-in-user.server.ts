import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import { setPreferredLocale } from "~/domain/preferences/set-preferred-locale.server";
import type { Locale } from "~/i18n/catalog";
import type { SignIn } from "./account-schemas";
import { throwIfAuthFailed } from "./auth-service-error";
import { userIdOf, type SignedIn } from "./sign-up-customer.server";

/**
 * Signs a login in with e-mail and password; throws AuthServiceError with the service's message on failure. With a
 * `locale` (the language of the sign-in screen), that language becomes the account's: the portal then opens in the
 * language the person signed in with, on any device (issue 17).
 */
export async function signInUser(input: {
  form: SignIn;
  http: AuthHttpContext;
  locale?: Locale;
}): Promise<SignedIn & { sessionToken: string | null }> {
  const result = await callAuthEndpoint(input.http, "/sign-in/email", {
    email: input.form.email,
    password: input.form.password,
  });
  throwIfAuthFailed(result);
  const userId = userIdOf(result.data);
  if (input.locale) await setPreferredLocale({ userId, locale: input.locale });
  const token = result.data?.token;
  return { userId, setCookies: result.setCookies, sessionToken: typeof token === "string" ? token : null };
}
