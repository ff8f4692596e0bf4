import type PDFKit from "pdfkit";

/**
 * The page every document of the business is drawn on (ADR 086): US Letter, PDF's built-in Helvetica (nothing to embed
 * or download; it covers Spanish: á é í ó ú ñ ü ¿ ¡), and the few drawing steps the invoice and the receipt share.
 */
export type PdfPage = {
  doc: PDFKit.PDFDocument;
  /** Left and right edges of the writing area. */
  left: number;
  right: number;
  width: number;
  /** Text in the built-in font's character set (see `winAnsiText`). */
  text: (
    value: string,
    x: number,
    y: number,
    options?: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number },
  ) => void;
  /** Starts a new page when fewer than `height` points are left; answers the y to write at. */
  room: (y: number, height: number) => number;
  rule: (y: number) => void;
};

const MARGIN_PT = 50;
const FONT = "Helvetica";
const BOLD_FONT = "Helvetica-Bold";

/**
 * The built-in fonts draw Windows-1252 only: a character outside it would come out as garbage, so it is written
 * without its accent (Nguyễn → Nguyen, Łukasz → Lukasz) or as "?". Spanish and the rest of Western Europe are kept.
 */
export function winAnsiText(value: string): string {
  let out = "";
  for (const character of value) {
    if (isWinAnsi(character)) out += character;
    else {
      const bare = character.normalize("NFKD").replace(/\p{M}/gu, "");
      out += [...bare].every(isWinAnsi) && bare ? bare : (LOOKALIKES[character] ?? "?");
    }
  }
  return out;
}

const LOOKALIKES: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ø: "O", ø: "o", "−": "-" };
// The characters Windows-1252 puts at 0x80–0x9F; everything else it holds is Latin-1 (U+0020–U+00FF).
const WIN_ANSI_EXTRAS = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  if (code === 0x0a) return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRAS.has(character);
}

/**
 * Draws a document and answers its bytes. pdfkit is loaded with the first document, not at start (like nodemailer,
 * ADR 061): most servers never make one. `creationDate` is fixed by the caller so the same record gives the same file.
 */
export async function drawPdf(
  meta: { title: string; author: string; creationDate: Date; language: string },
  draw: (page: PdfPage) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN_PT,
    bufferPages: true,
    lang: meta.language,
    displayTitle: true,
    info: {
      Title: winAnsiText(meta.title),
      Author: winAnsiText(meta.author),
      Creator: winAnsiText(meta.author),
      Producer: "pdfkit",
      CreationDate: meta.creationDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const page: PdfPage = {
    doc,
    left,
    right,
    width: right - left,
    text: (value, x, y, options = {}) => {
      const { bold, size, ...rest } = options;
      doc
        .font(bold ? BOLD_FONT : FONT)
        .fontSize(size ?? 10)
        // Always a width, so pdfkit wraps a long value and moves `doc.y` below it for whatever comes next.
        .text(winAnsiText(value), x, y, { width: right - x, ...rest });
    },
    room: (y, height) => {
      if (y + height <= doc.page.height - doc.page.margins.bottom) return y;
      doc.addPage();
      return doc.page.margins.top;
    },
    rule: (y) => {
      doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor("#9ca3af").stroke().strokeColor("#000000");
    },
  };
  draw(page);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** "Page 1 of 2" at the foot of every page, once the whole document is drawn (pages are buffered for it). */
export function numberPages(page: PdfPage, words: (index: number, count: number) => string): void {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would make pdfkit start a new page; the margin is lifted for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    page.text(words(index + 1, range.count), page.left, doc.page.height - bottom + 16, {
      width: page.width,
      align: "center",
      size: 8,
    });
    doc.page.margins.bottom = bottom;
  }
}
