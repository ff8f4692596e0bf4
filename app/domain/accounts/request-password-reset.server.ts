import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import type { ForgotPassword } from "./account-schemas";
import { throwIfAuthFailed } from "./auth-service-error";

/**
 * Sends a reset link when the address has a login. The answer is the same either way, so the form cannot be
 * used to find out who has an account; only a rate-limit refusal is reported.
 */
export async function requestPasswordReset(input: { form: ForgotPassword; http: AuthHttpContext }): Promise<void> {
  const result = await callAuthEndpoint(input.http, "/request-password-reset", { email: input.form.email });
  throwIfAuthFailed(result);
}
