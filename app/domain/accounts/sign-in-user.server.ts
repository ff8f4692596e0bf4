import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import type { SignIn } from "./account-schemas";
import { throwIfAuthFailed } from "./auth-service-error";
import { userIdOf, type SignedIn } from "./sign-up-customer.server";

/** Signs a login in with e-mail and password; throws AuthServiceError with the service's message on failure. */
export async function signInUser(input: { form: SignIn; http: AuthHttpContext }): Promise<SignedIn & { sessionToken: string | null }> {
  const result = await callAuthEndpoint(input.http, "/sign-in/email", { email: input.form.email, password: input.form.password });
  throwIfAuthFailed(result);
  const token = result.data?.token;
  return { userId: userIdOf(result.data), setCookies: result.setCookies, sessionToken: typeof token === "string" ? token : null };
}
