import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Appender } from "./crc32-combine";

/**
 * A page kept by the HTML cache, ready to be served with another response's CSP nonce in place of the one it was
 * rendered with (a nonce must never be seen twice, ARCHITECTURE.md convention 9), as text or gzipped.
 *
 * The gzip is not redone per response: each run of text between two nonces is deflated once, on its own
 * (a full flush, so it neither refers back to earlier bytes nor ends the stream), and a response's gzip is those
 * runs with its nonce as an uncompressed block between them, a final empty block, and the checksum of its text,
 * combined from each run's checksum (computed once) and the nonce's.
 */
export type StoredPage = {
  text(nonce: string | undefined): string;
  gzip(nonce: string | undefined): Uint8Array<ArrayBuffer>;
};

/** Gzip's member header: deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final fixed-Huffman block holding only its end code: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export function storePage(body: string, renderedNonce: string | undefined): StoredPage {
  const textRuns = renderedNonce ? body.split(renderedNonce) : [body];
  const runs = textRuns.map((run) => Buffer.from(run, "utf8"));
  const deflatedRuns = runs.map((run) => deflateRawSync(run, { finishFlush: constants.Z_FULL_FLUSH }));
  const runChecksums = runs.map((run) => crc32(run));
  const appendRun = runs.map((run) => crc32Appender(run.length));
  // Without a nonce of its own, a response gets an empty one rather than the stored page's.
  const nonceBytes = (nonce: string | undefined) => Buffer.from(nonce ?? "", "utf8");

  return {
    text: (nonce) => textRuns.join(nonce ?? ""),
    gzip(nonce) {
      const filler = nonceBytes(nonce);
      const parts: Buffer[] = [GZIP_HEADER];
      let checksum = 0;
      let size = 0;
      runs.forEach((run, index) => {
        if (index > 0) {
          parts.push(storedBlock(filler));
          checksum = crc32(filler, checksum);
          size += filler.length;
        }
        parts.push(deflatedRuns[index]!);
        checksum = index === 0 ? runChecksums[0]! : appendRun[index]!(checksum, runChecksums[index]!);
        size += run.length;
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(checksum >>> 0, 0);
      trailer.writeUInt32LE(size % 2 ** 32, 4);
      parts.push(FINAL_EMPTY_BLOCK, trailer);
      return new Uint8Array(Buffer.concat(parts));
    },
  };
}

/** An uncompressed deflate block (not final); the runs before it end on a byte boundary after their full flush. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0x00, 0);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
