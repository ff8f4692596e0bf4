import type { ProbeAnswer } from "./http-probe";

/** What docs/decisions/026-security-headers.md promises on every response of the production server. */
const REFERRER_POLICIES = new Set(["strict-origin-when-cross-origin", "no-referrer"]);

/**
 * The security headers' problems on one answer (empty when there are none): a Content-Security-Policy whose inline
 * scripts need this response's nonce or, on an anonymous public page, one of the listed sha256 hashes (never
 * 'unsafe-inline'), no framing (frame-ancestors and X-Frame-Options), nosniff, a
 * Referrer-Policy, HSTS exactly when the public origin is https; and every cookie set HttpOnly, SameSite, and Secure
 * on https. Problems are collected rather than asserted, so one sweep reports every route that lacks something.
 */
export function securityHeaderProblems(
  answer: Pick<ProbeAnswer, "headers" | "setCookies">,
  options: { https: boolean },
): string[] {
  const problems: string[] = [];
  const header = (name: string) => answer.headers.get(name) ?? "";
  const policy = header("content-security-policy");
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  const byNonce = /^'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/.test(scriptSrc);
  const byHashes = /^'self'(?: 'sha256-[A-Za-z0-9+/]{43}=')*$/.test(scriptSrc);
  if (!byNonce && !byHashes) problems.push(`script-src with neither a nonce nor only hashes: "${scriptSrc}"`);
  if (scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes("'unsafe-eval'"))
    problems.push(`script-src allows unsafe scripts: "${scriptSrc}"`);
  if (!/(?:^|;\s*)frame-ancestors 'none'/.test(policy)) problems.push("no frame-ancestors 'none'");
  if (!/(?:^|;\s*)object-src 'none'/.test(policy)) problems.push("no object-src 'none'");
  if (header("x-frame-options") !== "DENY") problems.push(`X-Frame-Options "${header("x-frame-options")}"`);
  if (header("x-content-type-options") !== "nosniff")
    problems.push(`X-Content-Type-Options "${header("x-content-type-options")}"`);
  if (!REFERRER_POLICIES.has(header("referrer-policy")))
    problems.push(`Referrer-Policy "${header("referrer-policy")}"`);
  const hsts = header("strict-transport-security");
  if (options.https && !/max-age=(\d{8,})/.test(hsts)) problems.push(`HSTS "${hsts}" on https`);
  if (!options.https && hsts) problems.push(`HSTS "${hsts}" on plain http`);
  for (const cookie of answer.setCookies) {
    const name = cookie.split("=")[0];
    if (!/;\s*HttpOnly/i.test(cookie)) problems.push(`cookie ${name} without HttpOnly`);
    if (!/;\s*SameSite=(?:Lax|Strict)/i.test(cookie)) problems.push(`cookie ${name} without SameSite=Lax or Strict`);
    if (options.https && !/;\s*Secure/i.test(cookie)) problems.push(`cookie ${name} without Secure on https`);
    if (!options.https && /;\s*Secure/i.test(cookie))
      problems.push(`cookie ${name} Secure on plain http (the browser would drop it)`);
  }
  return problems;
}
