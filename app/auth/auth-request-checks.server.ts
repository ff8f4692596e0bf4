import { createAuthMiddleware } from "better-auth/api";
import type { AuthRequestCheck } from "./auth-hook-types";
import { refuseCommonPasswords } from "./password-policy.server";
import { refuseBadProfileFields } from "~/domain/accounts/refuse-bad-profile-fields.server";
import { refuseNulBytes } from "./refuse-nul-bytes.server";
import { revokeOtherSessionsOnPasswordChange } from "./revoke-other-sessions-on-password-change.server";
import { limitSignInAttemptsPerAccount } from "~/domain/accounts/sign-in-attempts-limit.server";

/** The checks, in the order they run: add a new rule here, in a file of its own. */
const CHECKS: AuthRequestCheck[] = [
  refuseCommonPasswords,
  refuseBadProfileFields,
  refuseNulBytes,
  limitSignInAttemptsPerAccount,
  // Last: it answers with a changed body, which ends the list for /change-password.
  revokeOtherSessionsOnPasswordChange,
];

export const authRequestChecks = createAuthMiddleware(async (ctx) => {
  for (const check of CHECKS) {
    const answer = await check(ctx);
    if (answer !== undefined) return answer;
  }
});
