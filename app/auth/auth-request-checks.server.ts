import { createAuthMiddleware } from "better-auth/api";
import { refuseCommonPasswords } from "./password-policy.server";
import { refuseBadProfileFields } from "./refuse-bad-profile-fields.server";
import { refuseNulBytes } from "./refuse-nul-bytes.server";
import { revokeOtherSessionsOnPasswordChange } from "./revoke-other-sessions-on-password-change.server";
import { limitSignInAttemptsPerAccount } from "./sign-in-attempts-limit.server";

/** better-auth's endpoint context, as its `hooks.before` middleware receives it. */
export type AuthRequestContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * One check run before a better-auth endpoint: throw an `APIError` to refuse the request, return an answer
 * (e.g. `ctx.json(...)`) to answer in the endpoint's place, or return nothing to let it through. The checks see every call, from /api/auth/* and from our own actions (callAuthEndpoint) alike.
 */
export type AuthRequestCheck = (ctx: AuthRequestContext) => Promise<unknown>;

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
