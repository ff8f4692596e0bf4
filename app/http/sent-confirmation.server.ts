import type { LeadFormKind } from "./lead-form-reply";
import { isHttpsOrigin } from "~/config/public-origin.server";

/**
 * A plain form post (no JavaScript) that sent a lead is redirected back to its page; this one-shot cookie tells
 * that page to draw the form's confirmation where the form was. It names only the form, never what was sent or
 * who sent it, and lives a minute. It is not signed: a forged one shows its own browser a confirmation and nothing
 * else. Its `flash_` name keeps the page out of the public HTML cache, as the flash toast does (ADR 017, 036).
 */
const COOKIE = "flash_sent";
const KINDS: readonly LeadFormKind[] = ["estimate", "contact"];

function attributes(maxAgeSeconds: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${isHttpsOrigin() ? "; Secure" : ""}`;
}

/** The Set-Cookie value that asks the next page for `kind`'s confirmation. */
export function sentConfirmationCookie(kind: LeadFormKind): string {
  return `${COOKIE}=${kind}; ${attributes(60)}`;
}

/** Which form's confirmation the page should draw, if any, and the header that clears the cookie (the root loader calls this). */
export function readSentConfirmation(request: Request): { sent: LeadFormKind | null; clearHeader: string | null } {
  const match = request.headers.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`));
  if (!match) return { sent: null, clearHeader: null };
  const value = match[1] as LeadFormKind;
  return { sent: KINDS.includes(value) ? value : null, clearHeader: `${COOKIE}=; ${attributes(0)}` };
}
