import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { iconDataModule, iconFilesFromIndex, rewriteIconImports } from "./lucide-icon-imports";

const ICONS = new Map([
  ["Phone", "virtual:lucide-icon-data/phone"],
  ["TriangleAlert", "virtual:lucide-icon-data/triangle-alert"],
  ["AlertTriangle", "virtual:lucide-icon-data/triangle-alert"],
]);
const MODULE = "/app/components/ui/markup-icon.tsx";

describe("rewriteIconImports", () => {
  it("gives each icon imported from lucide's index an import of its own file, drawn by markupIcon", () => {
    expect(
      rewriteIconImports('import { Phone, AlertTriangle as Warning } from "lucide-react";\nuse(Phone);', ICONS, MODULE),
    ).toBe(
      [
        'import { __iconData as __iconData_Phone } from "virtual:lucide-icon-data/phone";',
        'import { __iconData as __iconData_Warning } from "virtual:lucide-icon-data/triangle-alert";',
        'import { markupIcon as __markupIcon } from "/app/components/ui/markup-icon.tsx";',
        "const Phone = /* @__PURE__ */ __markupIcon(__iconData_Phone);",
        "const Warning = /* @__PURE__ */ __markupIcon(__iconData_Warning);",
        "use(Phone);",
      ].join("\n"),
    );
  });

  it("imports markupIcon once when a file imports icons in two statements", () => {
    const rewritten = rewriteIconImports(
      'import { Phone } from "lucide-react";\nimport { TriangleAlert } from "lucide-react";',
      ICONS,
      MODULE,
    );
    expect(rewritten.match(/import \{ markupIcon/g)).toHaveLength(1);
    expect(rewritten).toContain("const TriangleAlert = /* @__PURE__ */ __markupIcon(__iconData_TriangleAlert);");
  });

  it("leaves names that are not icons on lucide's index", () => {
    expect(rewriteIconImports("import { createLucideIcon } from 'lucide-react'", ICONS, MODULE)).toBe(
      'import { createLucideIcon } from "lucide-react";',
    );
  });

  it("does not touch imports of other packages", () => {
    const code = 'import { Link } from "react-router";\nimport { Phone } from "virtual:lucide-icon-data/phone";';
    expect(rewriteIconImports(code, ICONS, MODULE)).toBe(code);
  });
});

describe("iconFilesFromIndex and iconDataModule", () => {
  it("find every icon and alias of the installed lucide-react, and cut from each file the very data lucide draws", async () => {
    const require = createRequire(import.meta.url);
    const indexPath = require.resolve("lucide-react").replace(/\/cjs\/lucide-react\.js$/, "/esm/lucide-react.mjs");
    const files = iconFilesFromIndex(readFileSync(indexPath, "utf8"));
    expect(files.size).toBeGreaterThan(1000);
    expect(files.get("Phone")).toBe("virtual:lucide-icon-data/phone");
    expect(files.get("Loader2")).toBe(files.get("LoaderCircle"));
    expect(files.has("createLucideIcon")).toBe(false);
    const iconsDirectory = indexPath.replace(/\/lucide-react\.mjs$/, "/icons");
    for (const specifier of new Set(files.values())) {
      const file = specifier.slice("virtual:lucide-icon-data/".length);
      const lucideFile = `${iconsDirectory}/${file}.mjs`;
      const module = iconDataModule(readFileSync(lucideFile, "utf8"), file);
      const cut = new Function(module.replace("export const __iconData =", "return")) as () => unknown;
      expect(cut(), file).toEqual(((await import(lucideFile)) as { __iconData: unknown }).__iconData);
    }
  });

  it("says so when an icon file no longer has the layout it cuts from", () => {
    expect(() => iconDataModule("export const data = {};", "phone")).toThrow(
      /found no __iconData in lucide's icons\/phone\.mjs/,
    );
  });
});
