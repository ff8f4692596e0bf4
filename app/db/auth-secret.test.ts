import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "~/db/auth-secret.server";

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when it is set", () => {
    const secret = "s".repeat(40);
    expect(
      resolveAuthSecret({
        AUTH_SECRET: secret,
        DATA_DIR: "/nonexistent",
        DATABASE_URL: undefined,
        NODE_ENV: "production",
      }),
    ).toBe(secret);
  });

  it("generates a secret once into DATA_DIR and reuses it on the next start", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-secret-"));
    const first = resolveAuthSecret({
      AUTH_SECRET: undefined,
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      NODE_ENV: "development",
    });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(
      resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dataDir, DATABASE_URL: undefined, NODE_ENV: "production" }),
    ).toBe(first);
  });
});
