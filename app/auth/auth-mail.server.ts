import { randomBytes } from "node:crypto";
import { env } from "~/config/env.server";
import { database } from "~/db/database.server";
import { queueTemplatedEmail } from "~/domain/notifications/queue-templated-email.server";
import { isLocale, type Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { getAuth } from "./auth.server";

export type MailRecipient = { id: string; email: string; name: string; firstName?: string | null; locale?: string | null };

/** Verification links stay valid for a day: people do not always read mail within the hour. */
export const EMAIL_VERIFICATION_EXPIRES_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_EXPIRES_SECONDS = 60 * 60;
export const ADMIN_SETUP_EXPIRES_SECONDS = 24 * 60 * 60;

/**
 * The site origin for links in mail: BASE_URL when configured, otherwise the origin better-auth resolved from
 * the request (its own link, or the request it handed us).
 */
export function mailLinkOrigin(betterAuthUrl: string, requestUrl?: string): string {
  const configured = env().BASE_URL;
  if (configured) return new URL(configured).origin;
  if (/^https?:\/\//.test(betterAuthUrl)) return new URL(betterAuthUrl).origin;
  if (requestUrl) return new URL(requestUrl).origin;
  throw new Error("Cannot build an e-mail link: set BASE_URL or call better-auth through its HTTP handler");
}

/** The link that confirms an address: better-auth's endpoint, then back to our /verify-email page. */
export async function sendVerificationMail(options: { user: MailRecipient; token: string; origin: string }): Promise<void> {
  const locale = recipientLocale(options.user);
  const callback = `${localizedPath("/verify-email", locale)}?status=ok`;
  const url = `${options.origin}/api/auth/verify-email?token=${encodeURIComponent(options.token)}&callbackURL=${encodeURIComponent(callback)}`;
  await queueAuthMail(options.user, "verify-email", { url, expiresInHours: EMAIL_VERIFICATION_EXPIRES_SECONDS / 3600 });
}

/** A reset link to our own /reset-password page (better-auth checks the token when the new password is posted). */
export async function sendPasswordResetMail(options: { user: MailRecipient; token: string; origin: string }): Promise<void> {
  const locale = recipientLocale(options.user);
  const url = `${options.origin}${localizedPath("/reset-password", locale)}?token=${encodeURIComponent(options.token)}`;
  await queueAuthMail(options.user, "reset-password", { url, expiresInHours: PASSWORD_RESET_EXPIRES_SECONDS / 3600 });
}

/**
 * The designated admin address is confirmed by choosing the password through a link sent to that mailbox
 * (DECISIONS.md §2): whoever typed a password at /admin, only the mailbox owner can finish, and the password
 * that counts is the one the owner chooses. Setting it marks the address verified (see auth.server.ts).
 */
export async function sendAdminSetupMail(options: { user: MailRecipient; origin: string }): Promise<void> {
  const auth = await getAuth();
  const context = await auth.$context;
  const token = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: options.user.id,
    expiresAt: new Date(Date.now() + ADMIN_SETUP_EXPIRES_SECONDS * 1000),
  });
  const locale = recipientLocale(options.user);
  const url = `${options.origin}${localizedPath("/reset-password", locale)}?token=${encodeURIComponent(token)}&setup=1`;
  await queueAuthMail(options.user, "admin-setup", { url, expiresInHours: ADMIN_SETUP_EXPIRES_SECONDS / 3600, adminUrl: `${options.origin}/admin` });
}

function recipientLocale(user: MailRecipient): Locale {
  return isLocale(user.locale) ? user.locale : "en";
}

async function queueAuthMail(
  user: MailRecipient,
  template: "verify-email" | "reset-password" | "admin-setup",
  data: { url: string; expiresInHours: number; adminUrl?: string },
): Promise<void> {
  const name = user.firstName || user.name || null;
  const base = { executor: await database(), to: user.email, locale: recipientLocale(user) };
  if (template === "admin-setup") {
    await queueTemplatedEmail({ ...base, template, data: { name, url: data.url, expiresInHours: data.expiresInHours, adminUrl: data.adminUrl ?? "" } });
  } else {
    await queueTemplatedEmail({ ...base, template, data: { name, url: data.url, expiresInHours: data.expiresInHours } });
  }
}
