import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from "~/auth/password-policy.server";
import { AppError } from "~/domain/app-error";
import type { ResetPassword } from "./account-schemas";
import { throwIfAuthFailed } from "./auth-service-error";

/**
 * Sets a new password from a reset (or admin set-up) link, with the same rules as sign-up. better-auth ends the
 * login's other sessions; the address counts as verified from then on (see auth.server.ts onPasswordReset).
 */
export async function resetPassword(input: { form: ResetPassword; http: AuthHttpContext }): Promise<void> {
  if (isCommonPassword(input.form.password)) {
    throw new AppError("BAD_INPUT", PASSWORD_TOO_COMMON_MESSAGE, { password: "passwordTooCommon" });
  }
  const result = await callAuthEndpoint(input.http, "/reset-password", {
    token: input.form.token,
    newPassword: input.form.password,
  });
  throwIfAuthFailed(result);
}
