import { randomUUID } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { buildSyntheticUserOutput, parseUserInput, parseUserOutput } from "better-auth/db";
import { notifyOwnerOfSignUpAttempt } from "~/domain/accounts/notify-owner-of-sign-up-attempt.server";
import { currentSignUpContext } from "~/auth/auth-hook-context.server";
import type { AuthResponseStep } from "~/auth/auth-hook-types";

const SIGN_UP_PATH = "/sign-up/email";
const ALREADY_EXISTS_CODE = "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";

/**
 * Sign-up with an address that already has an account (security probe F10): better-auth refuses it with "User
 * already exists", which tells anyone which addresses are customers. Its own way out (a made-up user in a 200)
 * only applies when sign-up does not sign in, and ours does (DECISIONS.md §2). So this step replaces that one
 * refusal, after better-auth has run every other check, with the answer a new sign-up gets: 200, a made-up user of
 * the same shape, after hashing the password as a new sign-up would. It has no session: nobody is signed in to
 * someone else's account; the owner is mailed instead (ADR 029 says what this still gives away).
 */
export const answerSignUpForExistingAccount: AuthResponseStep = async (ctx) => {
  if (ctx.path !== SIGN_UP_PATH) return;
  const refusal = ctx.context.returned;
  if (!isAPIError(refusal) || refusal.body?.code !== ALREADY_EXISTS_CODE) return;
  const {
    name,
    email,
    password,
    image,
    callbackURL: _callbackURL,
    rememberMe: _rememberMe,
    ...rest
  } = ctx.body as Record<string, unknown>;
  const normalizedEmail = String(email).toLowerCase();
  await ctx.context.password.hash(String(password));

  const found = await ctx.context.internalAdapter.findUserByEmail(normalizedEmail);
  if (found?.user) {
    const owner = found.user as typeof found.user & { firstName?: string | null; locale?: string | null };
    try {
      await notifyOwnerOfSignUpAttempt({
        owner: { email: owner.email, name: owner.name, firstName: owner.firstName, locale: owner.locale },
      });
    } catch (error) {
      // The visitor's answer must not differ when the mail cannot be queued, or it would tell the address has an account.
      console.error(
        "[accounts] could not queue the mail to the owner of an address someone signed up with again",
        error,
      );
    }
  }

  const options = ctx.context.options;
  const now = new Date();
  const made = buildSyntheticUserOutput(options, {
    name,
    email: normalizedEmail,
    emailVerified: false,
    image: image ?? null,
    createdAt: now,
    updatedAt: now,
    ...parseUserInput(options, rest, "create"),
    // What a new sign-up gets from the user-create hook in auth.server.ts and the role column's default.
    locale: currentSignUpContext()?.locale ?? "en",
    role: "user",
    id: ctx.context.generateId({ model: "user" }) || randomUUID(),
  });
  const user = parseUserOutput(options, made as Parameters<typeof parseUserOutput>[1]);
  // A Response, not ctx.json: the endpoint's 422 status would otherwise stay on the replaced answer.
  return Response.json({ token: null, user }, { status: 200 });
};
