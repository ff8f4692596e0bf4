import { randomBytes } from "node:crypto";
import { publicOrigin } from "~/config/public-origin.server";
import { database } from "~/db/database.server";
import { queueTemplatedEmail } from "~/domain/notifications/queue-templated-email.server";
import { consumeRateLimit } from "~/domain/rate-limits/consume-rate-limit.server";
import { isLocale, type Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import type { VerificationStore } from "~/auth/auth-endpoint.server";

export type MailRecipient = {
  id: string;
  email: string;
  name: string;
  firstName?: string | null;
  locale?: string | null;
};

/** Verification links stay valid for a day: people do not always read mail within the hour. */
export const EMAIL_VERIFICATION_EXPIRES_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_EXPIRES_SECONDS = 60 * 60;
/**
 * As short as a reset link: the owner asks for it at /admin and reads it at once, and a leaked link is a key to the
 * back office for as long as it lives (security probe F1). Signing in at /admin again mails a fresh one.
 */
export const ADMIN_SETUP_EXPIRES_SECONDS = 60 * 60;
/**
 * Mails of one kind (verification, reset, set-up) one address receives per window, whoever asks and from wherever:
 * enough for a person who retries, too few to flood a mailbox or to keep re-sending a link to be intercepted.
 */
export const AUTH_MAIL_MAX_PER_RECIPIENT = 3;
export const AUTH_MAIL_RECIPIENT_WINDOW_SECONDS = 60 * 60;

/** The link that confirms an address: better-auth's endpoint, then back to our /verify-email page. */
export async function sendVerificationMail(options: { user: MailRecipient; token: string }): Promise<void> {
  if (!(await withinRecipientLimit(options.user, "verify-email"))) return;
  const locale = recipientLocale(options.user);
  const callback = `${localizedPath("/verify-email", locale)}?status=ok`;
  const url = `${publicOrigin()}/api/auth/verify-email?token=${encodeURIComponent(options.token)}&callbackURL=${encodeURIComponent(callback)}`;
  await queueAuthMail(options.user, "verify-email", { url, expiresInHours: EMAIL_VERIFICATION_EXPIRES_SECONDS / 3600 });
}

/**
 * The link that confirms a new address from the profile (better-auth's change-email flow), sent to the new address.
 * `user.email` is the new address; the login keeps the old one until the link is followed.
 */
export async function sendEmailChangeMail(options: { user: MailRecipient; url: string }): Promise<void> {
  if (!(await withinRecipientLimit(options.user, "email-change"))) return;
  await queueAuthMail(options.user, "email-change", {
    url: options.url,
    expiresInHours: EMAIL_VERIFICATION_EXPIRES_SECONDS / 3600,
  });
}

/**
 * Whether a better-auth e-mail token is a change-email link: its signed payload names the request type. Only read
 * here to pick the mail's wording; better-auth checks the signature when the link is followed.
 */
export function isEmailChangeToken(token: string): boolean {
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return Boolean(
      claims && typeof claims === "object" && "updateTo" in claims && (claims as { updateTo?: unknown }).updateTo,
    );
  } catch (error) {
    console.warn("[auth] a verification token without a readable payload", error);
    return false;
  }
}

/** A reset link to our own /reset-password page (better-auth checks the token when the new password is posted). */
export async function sendPasswordResetMail(options: { user: MailRecipient; token: string }): Promise<void> {
  if (!(await withinRecipientLimit(options.user, "reset-password"))) return;
  const locale = recipientLocale(options.user);
  const url = `${publicOrigin()}${localizedPath("/reset-password", locale)}?token=${encodeURIComponent(options.token)}`;
  await queueAuthMail(options.user, "reset-password", { url, expiresInHours: PASSWORD_RESET_EXPIRES_SECONDS / 3600 });
}

/**
 * The designated admin address is confirmed by choosing the password through a link sent to that mailbox
 * (DECISIONS.md §2): whoever typed a password at /admin, only the mailbox owner can finish, and the password
 * that counts is the one the owner chooses. Setting it marks the address verified (see auth.server.ts).
 * The token is better-auth's reset-password token, so it is single-use and dies with any password change.
 */
export async function sendAdminSetupMail(options: {
  user: MailRecipient;
  verifications: VerificationStore;
}): Promise<void> {
  if (!(await withinRecipientLimit(options.user, "admin-setup"))) return;
  const token = randomBytes(24).toString("base64url");
  await options.verifications.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: options.user.id,
    expiresAt: new Date(Date.now() + ADMIN_SETUP_EXPIRES_SECONDS * 1000),
  });
  const origin = publicOrigin();
  const locale = recipientLocale(options.user);
  const url = `${origin}${localizedPath("/reset-password", locale)}?token=${encodeURIComponent(token)}&setup=1`;
  await queueAuthMail(options.user, "admin-setup", {
    url,
    expiresInHours: ADMIN_SETUP_EXPIRES_SECONDS / 3600,
    adminUrl: `${origin}/admin`,
  });
}

/**
 * Counts one mail of this kind to this address. Over the limit nothing is sent and the caller answers as if it
 * had been, so the answer does not tell whether an address has an account or how often it was mailed.
 */
async function withinRecipientLimit(user: MailRecipient, kind: AuthMailKind): Promise<boolean> {
  const address = user.email.trim().toLowerCase();
  const decision = await consumeRateLimit({
    key: `auth-mail:${kind}:${address}`,
    max: AUTH_MAIL_MAX_PER_RECIPIENT,
    windowSeconds: AUTH_MAIL_RECIPIENT_WINDOW_SECONDS,
  });
  if (!decision.allowed) {
    console.warn(
      `[auth] ${kind} mail to ${address} not sent: ${AUTH_MAIL_MAX_PER_RECIPIENT} already sent within ${AUTH_MAIL_RECIPIENT_WINDOW_SECONDS / 60} minutes`,
    );
  }
  return decision.allowed;
}

function recipientLocale(user: MailRecipient): Locale {
  return isLocale(user.locale) ? user.locale : "en";
}

type AuthMailKind = "verify-email" | "reset-password" | "admin-setup" | "email-change";

async function queueAuthMail(
  user: MailRecipient,
  template: AuthMailKind,
  data: { url: string; expiresInHours: number; adminUrl?: string },
): Promise<void> {
  const name = user.firstName || user.name || null;
  const base = { executor: await database(), to: user.email, locale: recipientLocale(user) };
  if (template === "admin-setup") {
    await queueTemplatedEmail({
      ...base,
      template,
      data: { name, url: data.url, expiresInHours: data.expiresInHours, adminUrl: data.adminUrl ?? "" },
    });
  } else {
    await queueTemplatedEmail({
      ...base,
      template,
      data: { name, url: data.url, expiresInHours: data.expiresInHours },
    });
  }
}
