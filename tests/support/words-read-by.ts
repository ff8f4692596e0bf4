import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const APP = path.resolve(__dirname, "../../app");

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/") ? path.join(APP, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * What a screen module and everything it imports in the browser read of a namespace sent in parts (`admin`,
 * `portal`): `<namespace>.<part>`, or `<name>.<part>` after `const <name> = useMessages().<namespace>;`; and which of
 * `namespaces` they read at all (`.billing`). Server modules and the catalogue itself are not followed: they read the
 * whole catalogue on the server, never what the page was sent. `file` is relative to app/.
 */
export function wordsReadBy(
  file: string,
  namespace: string,
  parts: ReadonlySet<string>,
  namespaces: readonly string[] = [],
): { parts: Set<string>; namespaces: Set<string> } {
  const found = { parts: new Set<string>(), namespaces: new Set<string>() };
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const source = readFileSync(module, "utf8");
    const note = (name: string | undefined) => name && parts.has(name) && found.parts.add(name);
    for (const match of source.matchAll(new RegExp(`\\b${namespace}\\.([a-zA-Z]+)`, "g"))) note(match[1]);
    for (const binding of source.matchAll(new RegExp(`const (\\w+) = useMessages\\(\\)\\.${namespace};`, "g"))) {
      for (const match of source.matchAll(new RegExp(`\\b${binding[1]}\\.([a-zA-Z]+)`, "g"))) note(match[1]);
    }
    for (const name of namespaces) if (new RegExp(`\\.${name}\\b`).test(source)) found.namespaces.add(name);
    for (const match of source.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
      const imported = resolveImport(module, match[1] ?? match[2]!);
      if (imported && !imported.includes(".server.") && !imported.startsWith(path.join(APP, "i18n"))) visit(imported);
    }
  };
  visit(path.join(APP, file));
  return found;
}
