import { isWebAddress } from "~/config/web-address";

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
const HREF_IN_HTML = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function decodeHtmlAttribute(value: string): string {
  return value
    .replace(/&amp;/gi, "&")
    .replace(/&#38;/g, "&")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/g, "'");
}

/** The http(s) links of a message (text part first, then HTML hrefs), without duplicates, for staff to follow. */
export function extractMailLinks(text: string, html: string | null): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) found.push(match[0].replace(TRAILING_PUNCTUATION, ""));
  if (html) {
    for (const match of html.matchAll(HREF_IN_HTML))
      found.push(decodeHtmlAttribute((match[1] ?? match[2] ?? "").trim()));
  }
  return [...new Set(found.filter((link) => isWebAddress(link)))];
}

/** Splits text into plain pieces and http(s) links, so a page can render links as anchors and the rest as text. */
export function splitTextLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push(isWebAddress(href) ? { text: href, href } : { text: href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
