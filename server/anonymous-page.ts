import { createHash } from "node:crypto";

/** An inline or external script element, its attributes and its text (React escapes `</script` inside a script). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * An anonymous public page made the same for every visitor (ADR 026, ADR 057): the page was rendered with a nonce
 * that no response ever carries; the inline scripts that carry it (React Router's, React's and ours, marked by the
 * render itself, which an injected script cannot know) are allowed by the sha256 of their text instead, and the
 * nonce is taken out of the page. The page and its policy are then the same bytes for every visitor of one content
 * version, which nginx or a CDN can keep.
 */
export function withScriptHashes(html: string, renderNonce: string): { html: string; scriptHashes: string[] } {
  const nonceAttribute = ` nonce="${renderNonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!attributes.includes(nonceAttribute) || /\ssrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { html: html.replaceAll(nonceAttribute, ""), scriptHashes: [...hashes] };
}

/**
 * A weak validator of a page's text: the same for its gzip and its plain bytes (they differ only in encoding), new
 * with every change of the text, so `If-None-Match` lets a browser, nginx or a CDN keep what it has (RFC 9110 8.8.3).
 */
export function entityTagOf(html: string): string {
  return `W/"${createHash("sha256").update(html, "utf8").digest("base64url").slice(0, 27)}"`;
}

/** Whether a request's `If-None-Match` names this entity tag (weak comparison, as RFC 9110 13.1.2 asks). */
export function isNotModified(ifNoneMatch: string | undefined | null, entityTag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = entityTag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
