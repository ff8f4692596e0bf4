import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { resolveAuthSecret } from "~/db/auth-secret.server";
import { env } from "~/config/env.server";
import { publicOrigin } from "~/config/public-origin.server";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

/** The English path of the unsubscribe page (app/routes.ts declares it and its Spanish twin under /es). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

const SubscriptionIdSchema = z.uuid();

function signingKey(): Buffer {
  // A key of its own, derived from the app secret, so an unsubscribe token can never pass for any other signed value.
  return createHmac("sha256", resolveAuthSecret(env())).update("aw-newsletter-unsubscribe-v1").digest();
}

function signature(subscriptionId: string): Buffer {
  return createHmac("sha256", signingKey()).update(subscriptionId).digest();
}

/**
 * The token of one subscription row: its id and the id's signature. It names the row, not the address, so a link
 * from an old subscription never removes a later one of the same address. It does not expire: an unsubscribe link
 * in a mail from last year must still work.
 */
export function signUnsubscribeToken(subscriptionId: string): string {
  const id = SubscriptionIdSchema.parse(subscriptionId).toLowerCase();
  return `${id}.${signature(id).toString("base64url")}`;
}

/** The subscription id a token was signed for, or null when it is forged, altered or not a token at all. */
export function readUnsubscribeToken(token: string): string | null {
  const [id, sent, ...rest] = token.split(".");
  if (!id || !sent || rest.length > 0 || !SubscriptionIdSchema.safeParse(id).success || id !== id.toLowerCase())
    return null;
  const expected = signature(id);
  const given = Buffer.from(sent, "base64url");
  // Buffer.from ignores characters outside base64url, so the text is compared back too: one token, one spelling.
  if (given.length !== expected.length || given.toString("base64url") !== sent || !timingSafeEqual(given, expected))
    return null;
  return id;
}

/** The absolute unsubscribe link of a subscription, in the subscriber's language, on the configured public origin. */
export function newsletterUnsubscribeUrl(subscriptionId: string, locale: Locale): string {
  const path = localizedPath(`${NEWSLETTER_UNSUBSCRIBE_PATH}/${signUnsubscribeToken(subscriptionId)}`, locale);
  return `${publicOrigin()}${path}`;
}
