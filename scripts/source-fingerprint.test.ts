import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FINGERPRINT_FILE, sourceFingerprint, storedFingerprint } from "./source-fingerprint";

let root = "";

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "aw-fingerprint-"));
  write("app/root.tsx", "export default function App() {}");
  write("app/domain/leads/create-lead.server.ts", "export const createLead = 1;");
  write("server/main.ts", "startServer();");
  write("public/robots.txt", "User-agent: *");
  write("vite.config.ts", "export default {};");
  write("react-router.config.ts", "export default {};");
  write("package-lock.json", "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("sourceFingerprint", () => {
  it("stays the same when nothing the build reads has changed, even when files were touched", () => {
    const before = sourceFingerprint(root, {});
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "app/root.tsx"), later, later);
    expect(sourceFingerprint(root, {})).toBe(before);
  });

  it("changes when a source file, a public file, the configuration or the lockfile changes", () => {
    const seen = new Set([sourceFingerprint(root, {})]);
    for (const [file, content] of [
      ["app/domain/leads/create-lead.server.ts", "export const createLead = 2;"],
      ["server/main.ts", "startServer(); // changed"],
      ["public/robots.txt", "User-agent: *\nDisallow: /admin"],
      ["vite.config.ts", "export default { build: {} };"],
      ["react-router.config.ts", "export default { ssr: true };"],
      ["package-lock.json", '{"lockfileVersion": 3}'],
      ["app/routes/admin/new-screen.tsx", "export default function New() {}"],
    ]) {
      write(file!, content!);
      const next = sourceFingerprint(root, {});
      expect(seen.has(next), file).toBe(false);
      seen.add(next);
    }
    rmSync(path.join(root, "app/routes/admin/new-screen.tsx"));
    expect(seen.has(sourceFingerprint(root, {}))).toBe(true);
  });

  it("ignores tests, documents and data, which no build reads", () => {
    const before = sourceFingerprint(root, {});
    write("app/domain/leads/create-lead.db.test.ts", "it('works', () => {});");
    write("server/main.test.ts", "it('starts', () => {});");
    write("README.md", "# changed");
    write("docs/decisions/040-start.md", "# 040");
    write("data/pg/base", "rows");
    write("tests/e2e/new.test.ts", "test('x', () => {});");
    expect(sourceFingerprint(root, {})).toBe(before);
  });

  it("changes with a VITE_ setting, from the environment or a .env file, and not with other settings", () => {
    const before = sourceFingerprint(root, { PORT: "3000" });
    expect(sourceFingerprint(root, { PORT: "4000", DATA_DIR: "/tmp/x" })).toBe(before);
    expect(sourceFingerprint(root, { VITE_ANALYTICS: "on" })).not.toBe(before);
    write(".env", "VITE_ANALYTICS=on");
    expect(sourceFingerprint(root, {})).not.toBe(before);
  });
});

describe("storedFingerprint", () => {
  it("reads the fingerprint beside a complete build only", () => {
    const build = path.join(root, "build");
    expect(storedFingerprint(build)).toBeNull();
    write(`build/${FINGERPRINT_FILE}`, "abc\n");
    // No server bundle yet: an interrupted build must be rebuilt, whatever its fingerprint says.
    expect(storedFingerprint(build)).toBeNull();
    write("build/server/index.js", "");
    write("build/client/favicon.ico", "");
    expect(storedFingerprint(build)).toBe("abc");
  });
});
