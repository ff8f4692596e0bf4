/**
 * Just enough of the POSIX ustar format to write and read the export archive (ADR 085): regular files only, names
 * under 100 bytes. Any `tar` reads what this writes; the reader streams, so an entry never sits in memory whole.
 */

const BLOCK_BYTES = 512;
/** The largest size the 11 octal digits of a ustar header hold; above it GNU's base-256 form, which tar reads too. */
const OCTAL_SIZE_LIMIT = 0o77777777777;

function writeOctal(header: Buffer, offset: number, width: number, value: number): void {
  header.write(value.toString(8).padStart(width - 1, "0") + "\0", offset, width, "ascii");
}

/** The 512-byte header of one regular file. */
export function tarHeader(name: string, size: number, modifiedAt: Date): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new Error(`tar entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK_BYTES);
  header.write(name, 0, 100, "utf8");
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  if (size <= OCTAL_SIZE_LIMIT) writeOctal(header, 124, 12, size);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  writeOctal(header, 136, 12, Math.floor(modifiedAt.getTime() / 1000));
  header.write("0", 156, 1, "ascii");
  header.write("ustar\0", 257, 6, "ascii");
  header.write("00", 263, 2, "ascii");
  header.fill(" ", 148, 156);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(checksum.toString(8).padStart(6, "0") + "\0 ", 148, 8, "ascii");
  return header;
}

/** The zero bytes that round an entry's data up to whole blocks. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK_BYTES - (size % BLOCK_BYTES)) % BLOCK_BYTES);
}

/** Two zero blocks end an archive. */
export function tarEnd(): Buffer {
  return Buffer.alloc(BLOCK_BYTES * 2);
}

export type TarEntry = {
  name: string;
  size: number;
  /** The entry's bytes in pieces; read it to the end (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
};

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private chunk: Buffer = Buffer.alloc(0);
  private offset = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    while (this.offset >= this.chunk.length) {
      const next = await this.source.next();
      if (next.done) return false;
      this.chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      this.offset = 0;
    }
    return true;
  }

  /** Up to `limit` bytes (fewer only when the stream has ended). */
  async some(limit: number): Promise<Buffer> {
    if (!(await this.fill())) return Buffer.alloc(0);
    const piece = this.chunk.subarray(this.offset, this.offset + limit);
    this.offset += piece.length;
    return piece;
  }

  async exactly(size: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    let read = 0;
    while (read < size) {
      const piece = await this.some(size - read);
      if (piece.length === 0) throw new Error("the archive ends in the middle of an entry");
      pieces.push(piece);
      read += piece.length;
    }
    return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
  }
}

function readSize(header: Buffer): number {
  if ((header[124]! & 0x80) !== 0) return Number(header.readBigUInt64BE(124 + 4));
  return parseInt(header.toString("ascii", 124, 136).replace(/\0.*$/s, "").trim() || "0", 8);
}

function checksumMatches(header: Buffer): boolean {
  const stored = parseInt(header.toString("ascii", 148, 156).replace(/\0.*$/s, "").trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK_BYTES; index++) sum += index >= 148 && index < 156 ? 32 : header[index]!;
  return stored === sum;
}

/** The regular files of a tar stream, in order. Throws on a damaged header or a cut-off archive. */
export async function* readTarEntries(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const first = await reader.some(BLOCK_BYTES);
    if (first.length === 0) return;
    const header =
      first.length === BLOCK_BYTES ? first : Buffer.concat([first, await reader.exactly(BLOCK_BYTES - first.length)]);
    if (header.every((byte) => byte === 0)) return;
    if (!checksumMatches(header)) throw new Error("the archive has a damaged tar header");
    const name = header.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const size = readSize(header);
    const type = String.fromCharCode(header[156]!);
    let remaining = size;
    const body = (async function* () {
      while (remaining > 0) {
        const piece = await reader.some(Math.min(remaining, 64 * 1024));
        if (piece.length === 0) throw new Error("the archive ends in the middle of an entry");
        remaining -= piece.length;
        yield piece;
      }
    })();
    if (type === "0" || type === "\0") yield { name, size, body };
    // Whatever the consumer left unread, then the padding to the next header.
    while (remaining > 0) remaining -= (await reader.exactly(Math.min(remaining, 64 * 1024))).length;
    await reader.exactly((BLOCK_BYTES - (size % BLOCK_BYTES)) % BLOCK_BYTES);
  }
}
