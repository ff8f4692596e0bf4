/**
 * How values from people (names, messages, addresses) are made safe before they go into a message. Every template
 * passes user text through these; nothing a visitor typed is ever trusted as markup or as a header.
 */

const HTML_SPECIAL = /[&<>"']/g;

/** Text for an HTML element or a quoted attribute: every character that could open markup becomes an entity. */
export function escapeHtml(text: string): string {
  return text.replace(HTML_SPECIAL, (char) => `&#${char.charCodeAt(0)};`);
}

/** Multi-line user text (a contact message) as HTML: escaped first, then its line breaks kept as <br>. */
export function escapeHtmlLines(text: string): string {
  return text.replace(/\r\n?/g, "\n").split("\n").map(escapeHtml).join("<br>");
}

// C0 controls (CR, LF, tab, NUL…), DEL and the Unicode line/paragraph separators some mail software splits on.
const HEADER_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * A value for a header line (the subject, a display name): line breaks and other control characters become a
 * space, so a name like "Ana\r\nBcc: all@example.com" can never start a header of its own.
 */
export function headerText(text: string, maxLength = 200): string {
  const flat = text
    .replace(HEADER_BREAKING, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1).trimEnd()}…` : flat;
}
