import { chmodSync, mkdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, preparePrivateDataDir } from "./client.server";

let parent: string;
beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), "aw-private-data-dir-"));
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** Creating a PGlite data directory takes seconds, far more on a busy machine. */
const PGLITE_CREATE_TIMEOUT_MS = 120_000;

const permissionsOf = (directory: string) => statSync(directory).mode & 0o777;

describe("the embedded database's DATA_DIR", () => {
  it("is created readable by the server's user only, even under the usual umask 022", () => {
    const previousUmask = process.umask(0o022);
    try {
      const dataDir = path.join(parent, "nested", "data");
      preparePrivateDataDir(dataDir);
      expect(permissionsOf(dataDir)).toBe(0o700);
    } finally {
      process.umask(previousUmask);
    }
  });

  it(
    "is tightened to 0700 at start when an existing directory was open to other users",
    async () => {
      const dataDir = path.join(parent, "data");
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o777);
      const handle = await openDatabase({ driver: "pglite", dataDir });
      await handle.close();
      expect(permissionsOf(dataDir)).toBe(0o700);
    },
    PGLITE_CREATE_TIMEOUT_MS,
  );
});
