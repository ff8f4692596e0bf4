import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * ADR 061: these packages serve one feature each (work-photo uploads, card payments, SMTP delivery) and together add
 * some 35 MB to a server's memory at start, so the server code loads them with `import()` where it first needs them.
 */
const LOADED_ON_FIRST_USE = ["sharp", "stripe", "nodemailer"];

async function serverSourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Top-level imports that bring a package's code in when the module loads (type-only imports do not). */
function eagerImportsOf(source: string): string[] {
  const eager = /^import\s+(?!type\s)[^;]*?from\s+["']([^"']+)["']/gm;
  return [...source.matchAll(eager)].map((match) => match[1]!);
}

describe("the packages only some requests need", () => {
  it("are imported where they are first used, so a server that never uploads a photo, takes a payment or sends by SMTP never loads them", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = [
      ...(await serverSourceFiles(path.join(root, "app"))),
      ...(await serverSourceFiles(path.join(root, "server"))),
    ];
    const offenders: string[] = [];
    for (const file of files) {
      for (const specifier of eagerImportsOf(await readFile(file, "utf8"))) {
        if (LOADED_ON_FIRST_USE.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
          offenders.push(`${path.relative(root, file)} imports ${specifier}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it("tells an eager import from a type-only one", () => {
    expect(
      eagerImportsOf('import sharp from "sharp";\nimport type Stripe from "stripe";\nimport { x } from "./y";'),
    ).toEqual(["sharp", "./y"]);
    expect(eagerImportsOf('import {\n  a,\n  b,\n} from "nodemailer";')).toEqual(["nodemailer"]);
  });
});
