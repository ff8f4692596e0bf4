import { inflateSync } from "node:zlib";

/**
 * The text a PDF made by the app shows, one line per text-showing operator, for tests to read. It knows only what
 * pdfkit writes with the built-in fonts: content streams (Flate-compressed or not) whose strings are hex in
 * WinAnsiEncoding (`[<48656c6c6f> 20 <...>] TJ`). Kerning gaps between a line's pieces are dropped.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streamStart = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const length = Number(/\/Length (\d+)/.exec(match[1]!)?.[1]);
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    const content = (/\/FlateDecode/.test(match[1]!) ? inflateSync(bytes) : bytes).toString("latin1");
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push([...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => winAnsi(hex[1]!)).join(""));
  }
  return lines.join("\n");
}

// Windows-1252's 0x80–0x9F; the rest of its bytes are Latin-1.
const EXTRAS = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function winAnsi(hex: string): string {
  let text = "";
  for (let index = 0; index < hex.length; index += 2) {
    const code = parseInt(hex.slice(index, index + 2), 16);
    text += code >= 0x80 && code <= 0x9f ? EXTRAS[code - 0x80] : String.fromCharCode(code);
  }
  return text;
}
