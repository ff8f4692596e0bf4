import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from "~/auth/password-policy.server";
import { AppError } from "~/domain/app-error";
import { ChangePasswordSchema, fieldErrorsOf } from "./account-schemas";
import { throwIfAuthFailed } from "./auth-service-error";

/**
 * The signed-in person changes their password (the portal's Change Password screen): the current one must match, the
 * new one follows sign-up's rules. Every other session of the login ends (the before check on `/change-password`
 * insists whatever is sent); this browser gets a new session, whose cookies the caller passes on.
 */
export async function changePassword(input: {
  form: Record<string, string>;
  http: AuthHttpContext;
}): Promise<{ setCookies: string[] }> {
  const parsed = ChangePasswordSchema.safeParse(input.form);
  if (!parsed.success) throw new AppError("BAD_INPUT", "The password form is not valid", fieldErrorsOf(parsed.error));
  const { currentPassword, password } = parsed.data;
  if (isCommonPassword(password)) {
    throw new AppError("BAD_INPUT", PASSWORD_TOO_COMMON_MESSAGE, { password: "passwordTooCommon" });
  }
  const result = await callAuthEndpoint(input.http, "/change-password", {
    currentPassword,
    newPassword: password,
    revokeOtherSessions: true,
  });
  if (result.error?.code === "INVALID_PASSWORD") {
    throw new AppError("BAD_INPUT", "The current password is wrong", { currentPassword: "currentPasswordWrong" });
  }
  throwIfAuthFailed(result);
  return { setCookies: result.setCookies };
}
