import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicFilePatterns } from "./public-file-paths";

describe("the patterns static files are served under", () => {
  it("name every directory and file of the client build except the hashed assets", async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "client-"));
    await mkdir(path.join(clientDir, "assets"));
    await mkdir(path.join(clientDir, "images"));
    await writeFile(path.join(clientDir, "favicon.ico"), "");
    expect(publicFilePatterns(clientDir).sort()).toEqual(["/favicon.ico", "/images/*"]);
  });
});
