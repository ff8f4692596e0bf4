import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32OfFilledSlots } from "./crc32-combine";

/**
 * A page kept by the HTML cache, ready to be served with another response's CSP nonce in place of the one it was
 * rendered with (a nonce must never be seen twice, ARCHITECTURE.md convention 9), as text or gzipped.
 *
 * The gzip is not redone per response: each run of text between two nonces is deflated once, ending in a full flush
 * (which ends it on a byte boundary without ending the stream), and a response's gzip is those runs with its nonce as
 * an uncompressed block between them, a final empty block, and the checksum of its text, combined from each run's
 * checksum (computed once) and the nonce's. Those bytes are laid out once per nonce length; a response's copy of
 * them gets its nonce and checksum written in.
 *
 * A run may refer back to the text before it, as one gzip of the whole page would (the page data at the end repeats
 * much of the page: ADR 058): it is deflated with the preceding 32 KB as its dictionary, the nonces in it written as
 * 0xFF bytes. UTF-8 text never holds a 0xFF byte, so no match can cover a nonce, whose bytes differ per response.
 */
export type StoredPage = {
  text(nonce: string | undefined): string;
  gzip(nonce: string | undefined): Uint8Array<ArrayBuffer>;
  /**
   * The same gzip in a buffer lent from the page's own few, for a response that gives it back (`release`) once the
   * socket has taken the bytes. Copying the page for every response halved the rate a server answers hits at.
   */
  lendGzip(nonce: string | undefined): { bytes: Buffer; release: () => void };
};

/** Buffers a page keeps for lending, per nonce length: about the connections a server serves at once. */
const LENDABLE_BUFFERS = 16;

/** Gzip's member header: deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final fixed-Huffman block holding only its end code: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export function storePage(body: string, renderedNonce: string | undefined): StoredPage {
  const textRuns = renderedNonce ? body.split(renderedNonce) : [body];
  const runs = textRuns.map((run) => Buffer.from(run, "utf8"));
  const textLength = runs.reduce((total, run) => total + run.length, 0);
  // Nonces of one length (all of a server's) share one template: the whole gzip with room for the nonce.
  const templates = new Map<number, GzipTemplate>();
  const templateFor = (nonceLength: number) => {
    let template = templates.get(nonceLength);
    if (!template) templates.set(nonceLength, (template = gzipTemplate(runs, nonceLength)));
    return template;
  };

  return {
    text: (nonce) => textRuns.join(nonce ?? ""),
    gzip(nonce) {
      const template = templateFor(byteLength(nonce));
      const copy = new Uint8Array(template.bytes);
      fillIn(Buffer.from(copy.buffer, copy.byteOffset, copy.length), nonce, template);
      return copy;
    },
    lendGzip(nonce) {
      const template = templateFor(byteLength(nonce));
      const bytes = template.free.pop() ?? Buffer.from(template.bytes);
      let lent = true;
      const release = () => {
        if (lent && template.free.length < LENDABLE_BUFFERS) template.free.push(bytes);
        lent = false;
      };
      return { bytes: fillIn(bytes, nonce, template), release };
    },
  };

  /** Writes the nonce at its places in a copy of the template, and the trailer (checksum and length of the text). */
  function fillIn(bytes: Buffer, nonce: string | undefined, { nonceOffsets, checksumWith }: GzipTemplate): Buffer {
    // Without a nonce of its own, a response gets an empty one rather than the stored page's.
    const filler = Buffer.from(nonce ?? "", "utf8");
    for (const offset of nonceOffsets) filler.copy(bytes, offset);
    bytes.writeUInt32LE(checksumWith(crc32(filler)), bytes.length - 8);
    bytes.writeUInt32LE((textLength + filler.length * nonceOffsets.length) % 2 ** 32, bytes.length - 4);
    return bytes;
  }
}

function byteLength(nonce: string | undefined): number {
  return Buffer.byteLength(nonce ?? "", "utf8");
}

/**
 * A response's gzip with zeros where the nonce goes (at `nonceOffsets`) and in the trailer, the checksum of the text
 * given the nonce's own, and the copies not lent out.
 */
type GzipTemplate = {
  bytes: Buffer;
  nonceOffsets: number[];
  checksumWith: (nonceCrc: number) => number;
  free: Buffer[];
};

function gzipTemplate(runs: Buffer[], nonceLength: number): GzipTemplate {
  const deflatedRuns = deflateWithHistory(runs, nonceLength);
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceOffsets: number[] = [];
  let length = GZIP_HEADER.length;
  deflatedRuns.forEach((run, index) => {
    if (index > 0) {
      const block = storedBlock(Buffer.alloc(nonceLength));
      parts.push(block);
      nonceOffsets.push(length + STORED_BLOCK_HEADER_LENGTH);
      length += block.length;
    }
    parts.push(run);
    length += run.length;
  });
  parts.push(FINAL_EMPTY_BLOCK, Buffer.alloc(8));
  // The text with zeros for the nonces, and how many of its bytes follow each nonce.
  const zeroFilled = Buffer.concat(
    runs.flatMap((run, index) => (index > 0 ? [Buffer.alloc(nonceLength), run] : [run])),
  );
  const bytesAfterEachNonce = runs.slice(1).map((_, index) => {
    const later = runs.slice(index + 1);
    return later.reduce((total, run) => total + run.length, 0) + (later.length - 1) * nonceLength;
  });
  return {
    bytes: Buffer.concat(parts),
    nonceOffsets,
    checksumWith: crc32OfFilledSlots(crc32(zeroFilled), nonceLength, bytesAfterEachNonce),
    free: [],
  };
}

/** How far back deflate may refer: the window of gzip's decoders. */
const DEFLATE_WINDOW_BYTES = 32 * 1024;

/** Each run deflated with the text before it (nonces as 0xFF bytes) as its dictionary, ending in a full flush. */
function deflateWithHistory(runs: Buffer[], nonceLength: number): Buffer[] {
  const unmatchableNonce = Buffer.alloc(nonceLength, 0xff);
  let history = Buffer.alloc(0);
  return runs.map((run, index) => {
    if (index > 0) history = Buffer.concat([history, unmatchableNonce]);
    // The best compression: a page is deflated once and served many times (about 100 bytes less than the default on /).
    const options = {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_FULL_FLUSH,
      ...(history.length > 0 ? { dictionary: history } : {}),
    };
    const deflated = deflateRawSync(run, options);
    history = Buffer.concat([history, run]).subarray(-DEFLATE_WINDOW_BYTES);
    return deflated;
  });
}

const STORED_BLOCK_HEADER_LENGTH = 5;

/** An uncompressed deflate block (not final); the runs before it end on a byte boundary after their full flush. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(STORED_BLOCK_HEADER_LENGTH);
  header.writeUInt8(0x00, 0);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
