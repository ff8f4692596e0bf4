import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/config/business-rules";
import { env } from "~/config/env.server";
import { acceptedOrigins, isHttpsOrigin, publicOrigin } from "~/config/public-origin.server";
import type { Database } from "~/db/client.server";
import { database } from "~/db/database.server";
import * as schema from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { completeEmailVerification } from "~/domain/accounts/complete-email-verification.server";
import { createSignupRecords } from "~/domain/accounts/create-signup-records.server";
import { completeEmailChange } from "~/domain/profile/complete-email-change.server";
import { revokePasswordResetTokens } from "~/domain/accounts/revoke-password-reset-tokens.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { capturingTransactions, currentAuthTransaction, currentSignUpContext } from "./auth-hook-context.server";
import {
  EMAIL_VERIFICATION_EXPIRES_SECONDS,
  PASSWORD_RESET_EXPIRES_SECONDS,
  isEmailChangeToken,
  sendAdminSetupMail,
  sendEmailChangeMail,
  sendPasswordResetMail,
  sendVerificationMail,
} from "~/domain/accounts/auth-mail.server";
import { resolveAuthSecret } from "~/db/auth-secret.server";
import { authRequestChecks } from "./auth-request-checks.server";
import { authResponseSteps } from "./auth-response-steps.server";
import { isDesignatedAdminEmail } from "./permissions";

const SIGN_UP_PATH = "/sign-up/email";

function createAuth(db: Database) {
  const config = env();
  const authRule = { window: config.RATE_LIMIT_AUTH_WINDOW_SECONDS, max: config.RATE_LIMIT_AUTH_MAX };
  return betterAuth({
    appName: "AW Air Conditioning",
    // Configured, never taken from a request's Host header (docs/decisions/025-one-public-origin.md).
    baseURL: publicOrigin(),
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    trustedOrigins: acceptedOrigins(),
    telemetry: { enabled: false },
    database: drizzleAdapter(capturingTransactions(db), { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // DECISIONS.md §2: a new customer goes straight into the portal; a banner asks them to verify.
      requireEmailVerification: false,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        await sendPasswordResetMail({ user, token });
      },
      onPasswordReset: async ({ user }) => {
        // Following a link sent to the mailbox proves the address, and is how the admin address is set up.
        await completeEmailVerification({ userId: user.id });
        // The other links mailed before (set-up or reset, perhaps to someone else) must not change it again.
        await revokePasswordResetTokens({ userId: user.id });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, token, url }) => {
        const settings = await getSettings();
        // A change-email link (the profile's new address; `user.email` is already the new one here).
        if (isEmailChangeToken(token)) {
          // Never to the designated admin address: following it would make this login the administrator.
          if (isDesignatedAdminEmail(user.email, settings.adminEmail)) {
            console.warn(
              `[auth] refused to send an e-mail change link for user ${user.id} to the designated admin address`,
            );
            return;
          }
          await sendEmailChangeMail({ user, url });
          return;
        }
        if (isDesignatedAdminEmail(user.email, settings.adminEmail)) {
          await sendAdminSetupMail({ user, verifications: (await (await getAuth()).$context).internalAdapter });
          return;
        }
        await sendVerificationMail({ user, token });
      },
      afterEmailVerification: async (user) => {
        await completeEmailVerification({ userId: user.id, alreadyMarked: true });
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        locale: { type: "string", required: false, defaultValue: "en", input: false },
        // Our own role column, never an input: written only by `npm run admin:create` and the seed (and read with
        // the designated admin address, app/auth/permissions.ts). No better-auth endpoint can set it: the admin
        // plugin, whose endpoints could (set-role, create-user, impersonation, bans, passwords), is not installed
        // (docs/decisions/062-no-account-powers-outside-the-back-office.md). No defaultValue here on purpose: with
        // one, better-auth silently replaces a posted role with it; without, it refuses the body with a 400, and
        // the column's own default ('user') fills new rows.
        role: { type: "string", required: false, input: false },
      },
      // The profile's e-mail change: a link to the new address; the login changes only when it is followed, even
      // for an unverified login (updateEmailWithoutVerification stays off).
      changeEmail: { enabled: true },
    },
    verification: { storeIdentifier: "hashed" },
    hooks: { before: authRequestChecks, after: authResponseSteps },
    databaseHooks: {
      user: {
        update: {
          // The followed change-email link changed the login's e-mail: the customer record follows it.
          after: async (user, context) => {
            if (context?.path !== "/verify-email") return;
            try {
              await completeEmailChange({ userId: user.id, email: user.email });
            } catch (error) {
              console.error(`[auth] could not complete the e-mail change of user ${user.id}`, error);
            }
          },
        },
        create: {
          before: async (user, context) => {
            if (context?.path !== SIGN_UP_PATH) return;
            const locale = currentSignUpContext()?.locale ?? "en";
            return { data: { ...user, locale } };
          },
        },
      },
      account: {
        create: {
          // Runs inside sign-up's transaction once the user row exists: the profile, the lead and its CRM job, and
          // the form's phone and SMS consent, commit or roll back together with the account (DECISIONS.md §2, §3).
          before: async (account, context) => {
            if (context?.path !== SIGN_UP_PATH) return;
            const tx = currentAuthTransaction();
            if (!tx) throw new Error("Sign-up must run inside a database transaction");
            await createSignupRecords({ executor: tx, userId: account.userId });
            await currentSignUpContext()?.inSignUpTransaction?.(tx, account.userId);
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": authRule,
        "/sign-up/email": authRule,
        "/request-password-reset": authRule,
        "/reset-password": authRule,
        "/send-verification-email": authRule,
        "/change-password": authRule,
        "/change-email": authRule,
      },
    },
    advanced: {
      cookiePrefix: "aw",
      useSecureCookies: isHttpsOrigin(),
      // The address the server decided and wrote on every request (server/client-address-header.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Also in tests, so they see production's origin checks.
      disableOriginCheck: false,
      // A session and its user in one read (the relations in app/db/schema/auth.ts), not two per signed-in request.
      database: { joins: true },
    },
    logger: { log: logAuthEvent },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let current: { db: Database; auth: Auth } | undefined;

/**
 * The better-auth instance on the app's database, made on first use. It follows the installed database, so each
 * test file's fresh database gets its own instance.
 */
export async function getAuth(): Promise<Auth> {
  const db = await database();
  if (current?.db !== db) current = { db, auth: createAuth(db) };
  return current.auth;
}

const LOG_RANK = { debug: 0, info: 1, warn: 2, error: 3 } as const;

function logAuthEvent(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]): void {
  if (LOG_RANK[level] < LOG_RANK[env().LOG_LEVEL]) return;
  const line = `[auth] ${message}`;
  if (level === "error") console.error(line, ...args);
  else if (level === "warn") console.warn(line, ...args);
  else console.log(line, ...args);
}
