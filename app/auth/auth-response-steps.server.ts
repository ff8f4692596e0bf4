import { createAuthMiddleware } from "better-auth/api";
import type { AuthResponseStep } from "./auth-hook-types";
import { answerSignUpForExistingAccount } from "~/domain/accounts/existing-account-sign-up.server";
import { revokeResetTokensAfterPasswordChange } from "~/domain/accounts/password-change-hooks.server";
import { refundSuccessfulSignIn } from "~/domain/accounts/sign-in-attempts-limit.server";

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
