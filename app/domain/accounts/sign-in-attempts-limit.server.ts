import { createHash } from "node:crypto";
import { APIError, isAPIError } from "better-auth/api";
import { SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT, SIGN_IN_ATTEMPTS_WINDOW_MINUTES } from "~/config/business-rules";
import { consumeRateLimit } from "~/domain/rate-limits/consume-rate-limit.server";
import { refundRateLimit } from "~/domain/rate-limits/refund-rate-limit.server";
import type { AuthRequestCheck } from "~/auth/auth-hook-types";
import type { AuthResponseStep } from "~/auth/auth-hook-types";

export const TOO_MANY_SIGN_IN_ATTEMPTS_CODE = "TOO_MANY_SIGN_IN_ATTEMPTS";
export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE =
  "Too many failed sign-in attempts for this account. Please wait a few minutes and try again.";

const SIGN_IN_PATH = "/sign-in/email";

/**
 * The account's key in the rate-limit table: a digest of the address as typed (trimmed, any case), so the table
 * holds no addresses and "Ana@x" and "ana@x " count together. Addresses without an account are counted just the
 * same, so the limit tells nobody which addresses have one.
 */
function accountKey(body: unknown): string | undefined {
  const email: unknown = (body as Record<string, unknown> | undefined)?.email;
  if (typeof email !== "string" || !email.trim()) return undefined;
  return `sign-in:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
}

/**
 * Counts every e-mail sign-in against its account before the password is checked, whatever address it comes
 * from (per-address limits alone let a botnet guess forever: security probe F5), and refuses it with 429 once
 * the account has used its attempts in the window, even with the right password. Counting before the check
 * means simultaneous guesses cannot slip past the limit; a success takes its own attempt back (below).
 */
export const limitSignInAttemptsPerAccount: AuthRequestCheck = async (ctx) => {
  if (ctx.path !== SIGN_IN_PATH) return;
  const key = accountKey(ctx.body);
  if (!key) return;
  const windowSeconds = SIGN_IN_ATTEMPTS_WINDOW_MINUTES * 60;
  const decision = await consumeRateLimit({ key, max: SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT, windowSeconds });
  if (decision.allowed) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: TOO_MANY_SIGN_IN_ATTEMPTS_CODE, message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE },
    { "Retry-After": String(decision.retryAfterSeconds) },
  );
};

/**
 * A sign-in that succeeded takes back the attempt it was counted as, and only that one: the owner signing in
 * does not wipe a guesser's failures (which would hand the guesser a fresh set), and nobody can lower the count
 * without the password.
 */
export const refundSuccessfulSignIn: AuthResponseStep = async (ctx) => {
  if (ctx.path !== SIGN_IN_PATH || isAPIError(ctx.context.returned)) return;
  const key = accountKey(ctx.body);
  if (key) await refundRateLimit({ key });
};
