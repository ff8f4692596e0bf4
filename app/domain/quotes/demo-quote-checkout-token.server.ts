import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "~/config/env.server";
import { resolveAuthSecret } from "~/db/auth-secret.server";

/** The demo stand-in for a quote deposit's Stripe page (DECISIONS.md §3), at this path plus its token. */
export const DEMO_QUOTE_CHECKOUT_PATH = "/demo-quote-checkout";

function signature(body: string): Buffer {
  // A key of its own, derived from the app secret, so this token can never pass for any other signed value.
  const key = createHmac("sha256", resolveAuthSecret(env())).update("aw-demo-quote-checkout-v1").digest();
  return createHmac("sha256", key).update(body).digest();
}

/**
 * The demo page's address for one deposit checkout and the page it returns to, as the invoice's demo checkout does:
 * whoever holds it may pay it (the amount is the checkout record's); the return path may hold the quote link's token,
 * so it travels in this signed token, never in the database.
 */
export function demoQuoteCheckoutPath(checkoutId: string, returnPath: string): string {
  const body = `${checkoutId}.${Buffer.from(returnPath).toString("base64url")}`;
  return `${DEMO_QUOTE_CHECKOUT_PATH}/${body}.${signature(body).toString("base64url")}`;
}

/** The checkout and return path a demo token names, or null when it is malformed or altered. */
export function readDemoQuoteCheckoutToken(token: string): { checkoutId: string; returnPath: string } | null {
  const [checkoutId, path, sent, ...rest] = token.split(".");
  if (!checkoutId || !path || !sent || rest.length > 0 || !z.uuid().safeParse(checkoutId).success) return null;
  const expected = signature(`${checkoutId}.${path}`);
  const given = Buffer.from(sent, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const returnPath = Buffer.from(path, "base64url").toString("utf8");
  return returnPath.startsWith("/") && !returnPath.startsWith("//") ? { checkoutId, returnPath } : null;
}
