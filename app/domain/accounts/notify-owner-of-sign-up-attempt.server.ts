import { createHash } from "node:crypto";
import {
  EXISTING_ACCOUNT_NOTICE_WINDOW_MINUTES,
  EXISTING_ACCOUNT_NOTICES_MAX_PER_ADDRESS,
} from "~/config/business-rules";
import { publicOrigin } from "~/config/public-origin.server";
import { database } from "~/db/database.server";
import { queueTemplatedEmail } from "~/domain/notifications/queue-templated-email.server";
import { consumeRateLimit } from "~/domain/rate-limits/consume-rate-limit.server";
import { isLocale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

export type AccountOwner = { email: string; name: string; firstName?: string | null; locale?: string | null };

/**
 * Someone signed up with an address that already has an account: instead of telling them so (which would tell
 * anyone which addresses are customers), the owner gets a mail in their language with a sign-in and a reset link.
 * At most EXISTING_ACCOUNT_NOTICES_MAX_PER_ADDRESS per window, so repeated tries cannot flood the mailbox.
 * Returns whether a mail was queued.
 */
export async function notifyOwnerOfSignUpAttempt(input: { owner: AccountOwner }): Promise<boolean> {
  const { owner } = input;
  const addressDigest = createHash("sha256").update(owner.email.toLowerCase()).digest("hex").slice(0, 40);
  const limit = await consumeRateLimit({
    key: `account-exists-notice:${addressDigest}`,
    max: EXISTING_ACCOUNT_NOTICES_MAX_PER_ADDRESS,
    windowSeconds: EXISTING_ACCOUNT_NOTICE_WINDOW_MINUTES * 60,
  });
  if (!limit.allowed) return false;
  const locale = isLocale(owner.locale) ? owner.locale : "en";
  const origin = publicOrigin();
  await queueTemplatedEmail({
    executor: await database(),
    to: owner.email,
    locale,
    template: "account-exists",
    data: {
      name: owner.firstName || owner.name || null,
      signInUrl: `${origin}${localizedPath("/auth", locale)}`,
      resetUrl: `${origin}${localizedPath("/forgot-password", locale)}`,
    },
  });
  return true;
}
