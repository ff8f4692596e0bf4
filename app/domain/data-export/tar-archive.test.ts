import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readTarEntries, tarEnd, tarHeader, tarPadding } from "./tar-archive";

function archiveOf(files: Record<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(tarHeader(name, bytes.length, new Date("2026-11-29T12:00:00Z")), bytes, tarPadding(bytes.length));
  }
  parts.push(tarEnd());
  return Buffer.concat(parts);
}

async function* inPiecesOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function entriesOf(source: AsyncIterable<Buffer>): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const entry of readTarEntries(source)) {
    const pieces: Buffer[] = [];
    for await (const piece of entry.body) pieces.push(piece);
    found[entry.name] = Buffer.concat(pieces).toString("utf8");
  }
  return found;
}

const FILES = {
  "manifest.json": Buffer.from('{"a":1}\n'),
  "tables/empty.ndjson": Buffer.alloc(0),
  "tables/people.ndjson": Buffer.from('{"name":"José Núñez"}\n'.repeat(100)),
};

describe("the export's tar format", () => {
  it("reads back what it wrote, whatever the size of the pieces it arrives in", async () => {
    const archive = archiveOf(FILES);
    const expected = Object.fromEntries(Object.entries(FILES).map(([name, bytes]) => [name, bytes.toString("utf8")]));
    for (const size of [1, 7, 512, 100_000]) expect(await entriesOf(inPiecesOf(archive, size))).toEqual(expected);
  });

  it("writes an archive the system's tar lists and extracts", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "aw-tar-"));
    try {
      writeFileSync(path.join(folder, "a.tar"), archiveOf(FILES));
      expect(execFileSync("tar", ["tf", "a.tar"], { cwd: folder, encoding: "utf8" }).trim().split("\n")).toEqual(
        Object.keys(FILES),
      );
      execFileSync("tar", ["xf", "a.tar"], { cwd: folder });
      expect(readFileSync(path.join(folder, "tables/people.ndjson"))).toEqual(FILES["tables/people.ndjson"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("refuses a damaged header and an archive cut off in an entry", async () => {
    const archive = archiveOf(FILES);
    const damaged = Buffer.from(archive);
    damaged[3] = 0x41;
    await expect(entriesOf(inPiecesOf(damaged, 512))).rejects.toThrow(/damaged tar header/);
    await expect(entriesOf(inPiecesOf(archive.subarray(0, 1200), 512))).rejects.toThrow(/ends in the middle/);
  });
});
