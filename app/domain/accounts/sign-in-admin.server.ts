import { eq, sql } from "drizzle-orm";
import type { AuthHttpContext } from "~/auth/auth-endpoint.server";
import { sendAdminSetupMail } from "~/domain/accounts/auth-mail.server";
import { authVerifications } from "~/auth/auth-endpoint.server";
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from "~/auth/password-policy.server";
import { isAdminUser, isDesignatedAdminEmail } from "~/auth/permissions";
import { PASSWORD_MIN_LENGTH } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { session, user } from "~/db/schema";
import { getSettings } from "~/domain/settings/get-settings.server";
import type { AdminSignIn } from "./account-schemas";
import { isAuthServiceError } from "./auth-service-error";
import { createCredentialUser } from "./create-credential-user.server";
import { signInUser } from "./sign-in-user.server";

export type AdminSignInResult =
  | { outcome: "signed-in"; setCookies: string[] }
  /** Right password, but the login is not an admin: no session is kept. */
  | { outcome: "not-admin" }
  /** The designated address's login exists but is not confirmed yet: a new set-up link went to the mailbox. */
  | { outcome: "setup-pending"; email: string }
  /** The designated address had no login: one was made and a set-up link went to the mailbox. */
  | { outcome: "admin-account-created"; email: string }
  | {
      outcome: "account-creation-failed";
      reason: "passwordTooShort" | "passwordTooCommon" | "unexpected";
      message: string;
    };

/**
 * The /admin sign-in (spec document 2 with DECISIONS.md §2). Wrong credentials throw AuthServiceError with the
 * service's message. Admin rights are decided from our user table after the password check, never from the request.
 */
export async function signInAdmin(input: { form: AdminSignIn; http: AuthHttpContext }): Promise<AdminSignInResult> {
  const settings = await getSettings();
  const email = input.form.email.toLowerCase();
  let signedIn: Awaited<ReturnType<typeof signInUser>>;
  try {
    signedIn = await signInUser({ form: input.form, http: input.http });
  } catch (error) {
    const designated = isDesignatedAdminEmail(email, settings.adminEmail);
    if (
      designated &&
      isAuthServiceError(error) &&
      error.serviceCode === "INVALID_EMAIL_OR_PASSWORD" &&
      !(await loginExists(email))
    ) {
      return createDesignatedAdmin(input.form);
    }
    throw error;
  }

  const db = await database();
  const [login] = await db.select().from(user).where(eq(user.id, signedIn.userId));
  if (login && isAdminUser(login, settings.adminEmail))
    return { outcome: "signed-in", setCookies: signedIn.setCookies };

  // Not an admin: drop the session just made, so signing in here never leaves a new session behind.
  if (signedIn.sessionToken) await db.delete(session).where(eq(session.token, signedIn.sessionToken));
  if (login && isDesignatedAdminEmail(login.email, settings.adminEmail)) {
    await sendAdminSetupMail({ user: login, verifications: await authVerifications() });
    return { outcome: "setup-pending", email: login.email };
  }
  return { outcome: "not-admin" };
}

async function loginExists(email: string): Promise<boolean> {
  const db = await database();
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  return Boolean(found);
}

/**
 * The designated address has no login yet: make one with the typed password (role "user": admin rights come
 * from the address once confirmed) and mail the set-up link, with which the mailbox owner confirms the address
 * and chooses the password that counts.
 */
async function createDesignatedAdmin(form: AdminSignIn): Promise<AdminSignInResult> {
  if (form.password.length < PASSWORD_MIN_LENGTH) {
    return {
      outcome: "account-creation-failed",
      reason: "passwordTooShort",
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  }
  if (isCommonPassword(form.password)) {
    return { outcome: "account-creation-failed", reason: "passwordTooCommon", message: PASSWORD_TOO_COMMON_MESSAGE };
  }
  try {
    const email = form.email.toLowerCase();
    const created = await createCredentialUser({
      email,
      password: form.password,
      name: email.split("@")[0]!,
      emailVerified: false,
    });
    await sendAdminSetupMail({
      user: { id: created.id, email, name: email.split("@")[0]!, locale: "en" },
      verifications: await authVerifications(),
    });
    return { outcome: "admin-account-created", email };
  } catch (error) {
    console.error(`[accounts] could not create the designated admin login ${form.email}`, error);
    return {
      outcome: "account-creation-failed",
      reason: "unexpected",
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
