import { APIError } from "better-auth/api";
import type { AuthRequestCheck } from "./auth-hook-types";
import { COMMON_PASSWORDS } from "./common-passwords.server";

export const PASSWORD_TOO_COMMON_CODE = "PASSWORD_TOO_COMMON";
export const PASSWORD_TOO_COMMON_MESSAGE = "This password is too common. Please choose a different one.";

/** True for a password on the bundled list of common passwords (compared without case). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** Every better-auth endpoint that sets a password, and the body field that carries it. */
const PASSWORD_FIELD_BY_PATH: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * Refuses common passwords on better-auth's own endpoints too, so a direct POST to /api/auth/* obeys the same
 * rule as our forms (length limits are better-auth's minPasswordLength / maxPasswordLength).
 */
export const refuseCommonPasswords: AuthRequestCheck = async (ctx) => {
  const field = PASSWORD_FIELD_BY_PATH[ctx.path];
  if (!field) return;
  const value: unknown = (ctx.body as Record<string, unknown> | undefined)?.[field];
  if (typeof value === "string" && isCommonPassword(value)) {
    throw new APIError("BAD_REQUEST", { code: PASSWORD_TOO_COMMON_CODE, message: PASSWORD_TOO_COMMON_MESSAGE });
  }
};
