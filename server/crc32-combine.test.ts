import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine } from "./crc32-combine";

describe("combining CRC-32s", () => {
  it("gives the CRC of the joined runs, for empty, short, unicode and long runs", () => {
    const runs = ["", "a", "señal € 😀", "x".repeat(70_000), "<script nonce=\"abc\">", "z".repeat(1 << 17)].map((run) => Buffer.from(run));
    for (const first of runs) {
      for (const second of runs) {
        expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(crc32(Buffer.concat([first, second])));
      }
    }
  });
});
