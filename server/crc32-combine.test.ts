import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32OfFilledSlots } from "./crc32-combine";

describe("combining CRC-32s", () => {
  it("gives the CRC of the joined runs, for empty, short, unicode and long runs", () => {
    const runs = ["", "a", "señal € 😀", "x".repeat(70_000), '<script nonce="abc">', "z".repeat(1 << 17)].map((run) =>
      Buffer.from(run),
    );
    for (const first of runs) {
      for (const second of runs) {
        expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(crc32(Buffer.concat([first, second])));
      }
    }
  });
});

describe("crc32OfFilledSlots", () => {
  it("gives the CRC of the text with its slots filled, for fillers of any bytes, from the zero-filled text's CRC", () => {
    const pieces = [
      Buffer.from("<html>señal "),
      Buffer.from("x".repeat(70_000)),
      Buffer.from(""),
      Buffer.from(" 😀</html>"),
    ];
    for (const filler of [
      Buffer.from("Fr3sh+Nonce/Value00=="),
      Buffer.alloc(22),
      Buffer.from("\u00ff".repeat(11), "latin1").subarray(0, 22),
    ]) {
      const joined = (slot: Buffer) =>
        Buffer.concat(pieces.flatMap((piece, index) => (index > 0 ? [slot, piece] : [piece])));
      const later = (index: number) => pieces.slice(index + 1);
      const after = pieces
        .slice(1)
        .map(
          (_, index) =>
            later(index).reduce((total, piece) => total + piece.length, 0) + (later(index).length - 1) * filler.length,
        );
      const checksumWith = crc32OfFilledSlots(crc32(joined(Buffer.alloc(filler.length))), filler.length, after);
      expect(checksumWith(crc32(filler))).toBe(crc32(joined(filler)));
    }
  });

  it("gives the text's own CRC when it has no slot", () => {
    const text = Buffer.from("<html>no nonce here</html>");
    expect(crc32OfFilledSlots(crc32(text), 24, [])(crc32(Buffer.from("Fr3sh+Nonce/Value0000==")))).toBe(crc32(text));
  });
});
