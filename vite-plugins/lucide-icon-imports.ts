import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * Rewrites `import { Phone, Mail } from "lucide-react"` in our code, on the server and in the browser, into one import
 * per icon from lucide-react's own `lucide-react/icons/<name>` entries; lucide's component draws each icon.
 *
 * Through lucide's index every icon module has that index as its importer, so the bundler cannot tell which page
 * draws which icon: grouping shared code for the public pages (vite.config.ts) then pulled every icon of the whole
 * app into every public page. Imported one by one, an icon lands beside the code that draws it.
 */
export function lucideIconImports(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  return {
    name: "lucide-icon-imports",
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      iconFiles ??= readIconFiles();
      const rewritten = rewriteIconImports(code, iconFiles);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The rewrite itself: names that are not icons (createLucideIcon, LucideProvider...) stay on the index. */
export function rewriteIconImports(code: string, iconFiles: ReadonlyMap<string, string>): string {
  return code.replace(BARREL_IMPORT, (_statement, specifiers: string) => {
    const imports: string[] = [];
    const others: string[] = [];
    for (const specifier of specifiers
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim()) as [string, string?];
      const file = iconFiles.get(imported);
      if (file) imports.push(`import ${local} from ${JSON.stringify(file)};`);
      else others.push(specifier);
    }
    if (others.length > 0) imports.push(`import { ${others.join(", ")} } from "lucide-react";`);
    return imports.join("\n");
  });
}

const INDEX_LINE = /^export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm;

/** Every exported icon name (aliases included) → lucide-react's package entry for its module. */
export function iconFilesFromIndex(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(INDEX_LINE)) {
    for (const name of names!.split(",").map((part) => part.trim().replace(/^default as /, ""))) {
      files.set(name, `lucide-react/icons/${file}`);
    }
  }
  return files;
}

function readIconFiles(): Map<string, string> {
  const indexPath = createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/\/cjs\/lucide-react\.js$/, "/esm/lucide-react.mjs");
  const files = iconFilesFromIndex(readFileSync(indexPath, "utf8"));
  if (files.size < 100)
    throw new Error(
      `lucide-icon-imports: read only ${files.size} icons from ${indexPath}; has lucide's index changed?`,
    );
  return files;
}
