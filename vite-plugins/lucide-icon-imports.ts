import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const MARKUP_ICON_MODULE = fileURLToPath(new URL("../app/components/ui/markup-icon.tsx", import.meta.url));

/**
 * Rewrites `import { Phone, Mail } from "lucide-react"` in our code, on the server and in the browser, into one
 * import per icon file, each icon drawn by `markupIcon` from its data (docs/decisions/051-icons-drawn-from-markup.md).
 *
 * - One import per file: through lucide's index every icon module has that index as its importer, so the bundler
 *   cannot tell which page draws which icon: grouping shared code for the public pages (vite.config.ts) then pulled
 *   every icon of the whole app into every public page. Imported one by one, an icon lands beside the code that
 *   draws it, and the server no longer loads all 1,700 icons.
 * - `markupIcon`: the icon's paths become markup once, instead of React elements on every render.
 */
export function lucideIconImports(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  return {
    name: "lucide-icon-imports",
    resolveId(id) {
      return id.startsWith(ICON_DATA_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ICON_DATA_PREFIX}`)) return null;
      const file = id.slice(ICON_DATA_PREFIX.length + 1);
      if (!/^[a-z0-9-]+$/.test(file)) throw new Error(`lucide-icon-imports: no icon file "${file}"`);
      return iconDataModule(
        readFileSync(`${lucideIndexPath().replace(/\/lucide-react\.mjs$/, "/icons")}/${file}.mjs`, "utf8"),
        file,
      );
    },
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      iconFiles ??= readIconFiles();
      const rewritten = rewriteIconImports(code, iconFiles, MARKUP_ICON_MODULE);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The rewrite itself: names that are not icons (createLucideIcon, LucideProvider...) stay on the index. */
export function rewriteIconImports(
  code: string,
  iconFiles: ReadonlyMap<string, string>,
  markupIconModule: string,
): string {
  let markupIconImported = false;
  return code.replace(BARREL_IMPORT, (_statement, specifiers: string) => {
    const imports: string[] = [];
    const icons: string[] = [];
    const others: string[] = [];
    for (const specifier of specifiers
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim()) as [string, string?];
      const file = iconFiles.get(imported);
      if (file) {
        imports.push(`import { __iconData as __iconData_${local} } from ${JSON.stringify(file)};`);
        icons.push(`const ${local} = /* @__PURE__ */ __markupIcon(__iconData_${local});`);
      } else others.push(specifier);
    }
    if (icons.length > 0 && !markupIconImported) {
      imports.push(`import { markupIcon as __markupIcon } from ${JSON.stringify(markupIconModule)};`);
      markupIconImported = true;
    }
    if (others.length > 0) imports.push(`import { ${others.join(", ")} } from "lucide-react";`);
    return [...imports, ...icons].join("\n");
  });
}

const INDEX_LINE = /^export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm;

/**
 * Icons are imported as their data alone, `virtual:lucide-icon-data/phone`: lucide's own file for an icon also
 * builds lucide's component, which would bring lucide's runtime into every page's JavaScript for nothing.
 */
const ICON_DATA_PREFIX = "virtual:lucide-icon-data/";
const ICON_DATA = /^const __iconData = (\{\n[\s\S]*?\n\});$/m;

/** The module for one icon's data, cut from lucide's file for it. */
export function iconDataModule(lucideIconFile: string, file: string): string {
  const data = ICON_DATA.exec(lucideIconFile)?.[1];
  if (!data)
    throw new Error(`lucide-icon-imports: found no __iconData in lucide's icons/${file}.mjs; has its layout changed?`);
  return `export const __iconData = ${data};\n`;
}

/** Every exported icon name (aliases included) → the module of its data, read from lucide's own index. */
export function iconFilesFromIndex(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(INDEX_LINE)) {
    for (const name of names!.split(",").map((part) => part.trim().replace(/^default as /, ""))) {
      files.set(name, `${ICON_DATA_PREFIX}${file}`);
    }
  }
  return files;
}

function lucideIndexPath(): string {
  return createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/\/cjs\/lucide-react\.js$/, "/esm/lucide-react.mjs");
}

function readIconFiles(): Map<string, string> {
  const indexPath = lucideIndexPath();
  const files = iconFilesFromIndex(readFileSync(indexPath, "utf8"));
  if (files.size < 100)
    throw new Error(
      `lucide-icon-imports: read only ${files.size} icons from ${indexPath}; has lucide's index changed?`,
    );
  return files;
}
