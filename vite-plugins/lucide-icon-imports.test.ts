import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { iconFilesFromIndex, rewriteIconImports } from "./lucide-icon-imports";

const ICONS = new Map([
  ["Phone", "/icons/phone.mjs"],
  ["TriangleAlert", "/icons/triangle-alert.mjs"],
  ["AlertTriangle", "/icons/triangle-alert.mjs"],
]);

describe("rewriteIconImports", () => {
  it("gives each icon imported from lucide's index an import of its own file", () => {
    expect(rewriteIconImports('import { Phone, AlertTriangle as Warning } from "lucide-react";\nuse(Phone);', ICONS)).toBe(
      'import Phone from "/icons/phone.mjs";\nimport Warning from "/icons/triangle-alert.mjs";\nuse(Phone);',
    );
  });

  it("leaves names that are not icons on lucide's index", () => {
    expect(rewriteIconImports("import { Phone, createLucideIcon } from 'lucide-react'", ICONS)).toBe(
      'import Phone from "/icons/phone.mjs";\nimport { createLucideIcon } from "lucide-react";',
    );
  });

  it("does not touch imports of other packages", () => {
    const code = 'import { Link } from "react-router";\nimport { Phone } from "lucide-react/icons/phone";';
    expect(rewriteIconImports(code, ICONS)).toBe(code);
  });
});

describe("iconFilesFromIndex", () => {
  it("finds every icon and alias of the installed lucide-react, each in a file that exists", () => {
    const indexPath = createRequire(import.meta.url).resolve("lucide-react").replace(/\/cjs\/lucide-react\.js$/, "/esm/lucide-react.mjs");
    const files = iconFilesFromIndex(readFileSync(indexPath, "utf8"), "/icons");
    expect(files.size).toBeGreaterThan(1000);
    expect(files.get("Phone")).toBe("/icons/phone.mjs");
    expect(files.get("Loader2")).toBe(files.get("LoaderCircle"));
    expect(files.has("createLucideIcon")).toBe(false);
  });
});
