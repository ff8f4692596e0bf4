import { createAuthMiddleware } from "better-auth/api";
import type { AuthRequestContext } from "./auth-request-checks.server";
import { answerSignUpForExistingAccount } from "./existing-account-sign-up.server";
import { revokeResetTokensAfterPasswordChange } from "./password-change-hooks.server";
import { refundSuccessfulSignIn } from "./sign-in-attempts-limit.server";

/**
 * One step run after a better-auth endpoint answered (`ctx.context.returned` holds its answer, an `APIError`
 * when it refused): return a value to answer in its place, or nothing to keep the endpoint's answer. Like the
 * request checks, the steps see calls from /api/auth/* and from our own actions (callAuthEndpoint) alike.
 */
export type AuthResponseStep = (ctx: AuthRequestContext) => Promise<unknown>;

/** The steps, in the order they run: add a new one here, in a file of its own. */
const STEPS: AuthResponseStep[] = [
  refundSuccessfulSignIn,
  answerSignUpForExistingAccount,
  revokeResetTokensAfterPasswordChange,
];

export const authResponseSteps = createAuthMiddleware(async (ctx) => {
  for (const step of STEPS) {
    const answer = await step(ctx);
    if (answer !== undefined) return answer;
  }
});
