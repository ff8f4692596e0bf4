import { revokePasswordResetTokens } from "~/domain/accounts/revoke-password-reset-tokens.server";
import type { AuthResponseStep } from "~/auth/auth-hook-types";

/**
 * When one of better-auth's endpoints has changed a password, the login's outstanding reset and set-up links die
 * (a reset by link does the same in `onPasswordReset`, see auth.server.ts): a link mailed earlier, perhaps to an
 * attacker's host, must not change the password again (security probe F1).
 */
export const revokeResetTokensAfterPasswordChange: AuthResponseStep = async (ctx) => {
  const returned: unknown = ctx.context.returned;
  if (returned === undefined || returned instanceof Error) return; // refused: nothing changed
  // /change-password answers with the signed-in user.
  const userId = ctx.path === "/change-password" ? stringField(fieldOf(returned, "user"), "id") : undefined;
  if (userId) await revokePasswordResetTokens({ userId });
};

function fieldOf(value: unknown, name: string): unknown {
  return value && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;
}

function stringField(value: unknown, name: string): string | undefined {
  const field = fieldOf(value, name);
  return typeof field === "string" && field ? field : undefined;
}
