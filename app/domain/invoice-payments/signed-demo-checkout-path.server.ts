import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "~/config/env.server";
import { resolveAuthSecret } from "~/db/auth-secret.server";

/**
 * The address of a demo stand-in for a Stripe Checkout page (DECISIONS.md §3): one checkout record and the page it
 * returns to, signed. Like a Stripe Checkout URL, whoever holds it may pay it: the signature only proves the server made
 * it (the amounts are the checkout record's). The return path travels in the token, not the database, because a
 * link's page (an invoice's, a quote's) carries that link's token. Each kind has its own key (`keyLabel`), derived from
 * the app secret, so one kind's token never passes for another's or for any other signed value.
 */
export function signedDemoCheckoutPaths(basePath: string, keyLabel: string) {
  function signature(body: string): Buffer {
    const key = createHmac("sha256", resolveAuthSecret(env())).update(keyLabel).digest();
    return createHmac("sha256", key).update(body).digest();
  }
  return {
    path(checkoutId: string, returnPath: string): string {
      const body = `${checkoutId}.${Buffer.from(returnPath).toString("base64url")}`;
      return `${basePath}/${body}.${signature(body).toString("base64url")}`;
    },
    /** The checkout and return path a token names, or null when it is malformed or altered. */
    read(token: string): { checkoutId: string; returnPath: string } | null {
      const [checkoutId, path, sent, ...rest] = token.split(".");
      if (!checkoutId || !path || !sent || rest.length > 0 || !z.uuid().safeParse(checkoutId).success) return null;
      const expected = signature(`${checkoutId}.${path}`);
      const given = Buffer.from(sent, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const returnPath = Buffer.from(path, "base64url").toString("utf8");
      return returnPath.startsWith("/") && !returnPath.startsWith("//") ? { checkoutId, returnPath } : null;
    },
  };
}
