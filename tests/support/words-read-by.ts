import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const APP = path.resolve(__dirname, "../../app");

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** What a screen's modules read of one namespace, and where they hand it on whole (see `wordsReadBy`). */
export type WordsRead = { parts: Set<string>; namespaces: Set<string>; unfollowed: string[]; modules: string[] };

/**
 * What a screen module and everything it imports in the browser read of a namespace sent in parts (`admin`,
 * `portal`, the home page's `shell`...): `<namespace>.<part>`, or `<name>.<part>` after `const <name> =
 * useMessages().<namespace>;`, `const <name> = messages.<namespace>;` (where `messages` is `useMessages()`) or
 * `<name>: Messages["<namespace>"]`; and which of `namespaces` they read at all (`.billing`). Server modules and the
 * catalogue itself are not followed: they read the whole catalogue on the server, never what the page was sent.
 * `files` are relative to app/.
 *
 * `dynamicImports: false` leaves out what the modules import with `import()`: on the home page, the static markup
 * (ADR 021), whose words the page may get with the markup's props rather than from the root loader (ADR 058);
 * `typeImports: false`, what they import only as types, which brings no code.
 *
 * `modules` are the files followed. `unfollowed` lists each place where the namespace's words themselves, not one of
 * their parts, are used (spread, indexed by a variable, handed to a function other than one of the followed modules'
 * own with a `Messages["<namespace>"]` parameter, whose reads are counted): what is read there cannot be seen here, so
 * a test that trusts `parts` should require none.
 */
export function wordsReadBy(
  files: string | readonly string[],
  namespace: string,
  parts: ReadonlySet<string>,
  namespaces: readonly string[] = [],
  { dynamicImports = true, typeImports = true }: { dynamicImports?: boolean; typeImports?: boolean } = {},
): WordsRead {
  const found: WordsRead = { parts: new Set<string>(), namespaces: new Set<string>(), unfollowed: [], modules: [] };
  const handedOn: HandedOn[] = [];
  const readers = new Set<string>();
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    found.modules.push(module);
    const source = readFileSync(module, "utf8");
    readsOf(source, namespace, parts, found, handedOn, path.relative(APP, module));
    const reader = new RegExp(`function (\\w+)\\([^)]*: Messages\\["${namespace}"\\]`, "g");
    for (const match of source.matchAll(reader)) readers.add(match[1]!);
    for (const name of namespaces) if (new RegExp(`\\.${name}\\b`).test(source)) found.namespaces.add(name);
    for (const match of source.matchAll(
      /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    )) {
      if (match[2] && !dynamicImports) continue;
      if (!typeImports && /^(?:import|export)\s+type\s/.test(match[0])) continue;
      const imported = resolveImport(module, match[1] ?? match[2]!);
      if (imported && !imported.includes(".server.") && !imported.startsWith(path.join(APP, "i18n"))) visit(imported);
    }
  };
  for (const file of typeof files === "string" ? [files] : files) visit(path.resolve(APP, file));
  for (const { where, callee } of handedOn) if (!callee || !readers.has(callee)) found.unfollowed.push(where);
  return found;
}

/** A part read right after a name: `.footer`, `?.footer`. */
const PART_READ = String.raw`\s*\??\.\s*([a-zA-Z]+)`;

/** The namespace's words given whole as an argument: to `callee`, if that is a plain call. */
type HandedOn = { where: string; callee?: string };

function readsOf(
  source: string,
  namespace: string,
  parts: ReadonlySet<string>,
  found: WordsRead,
  handedOn: HandedOn[],
  module: string,
) {
  const note = (name: string | undefined) => name && parts.has(name) && found.parts.add(name);
  const unfollowed = (index: number, length: number) =>
    handedOn.push({
      where: `${module}:${source.slice(0, index).split("\n").length}`,
      callee: calleeOf(source, index, length),
    });
  for (const match of source.matchAll(new RegExp(`\\b${namespace}\\.([a-zA-Z]+)`, "g"))) note(match[1]);

  // The whole catalogue: `useMessages()`, `messagesFromMatches(matches)`, or a name given it.
  const catalogueNames = [
    ...source.matchAll(/const (\w+) = (?:useMessages\(\)|messagesFromMatches\([^)]*\));|\b(\w+): Messages\b(?!\[)/g),
  ].map((match) => match[1] ?? match[2]!);
  const catalogue = `(?:useMessages\\(\\)|messagesFromMatches\\([^)]*\\)${catalogueNames.map((name) => `|\\b${name}`).join("")})`;
  // Names given the namespace's words: their parts are what they read.
  const bindings = new Set<string>();
  const declarations = new RegExp(
    `const (\\w+) = ${catalogue}\\.${namespace};|\\b(\\w+): Messages\\["${namespace}"\\]`,
    "g",
  );
  for (const match of source.matchAll(declarations)) bindings.add(match[1] ?? match[2]!);
  const withoutDeclarations = source.replace(declarations, (declaration) => " ".repeat(declaration.length));
  for (const match of withoutDeclarations.matchAll(new RegExp(`${catalogue}\\.${namespace}\\b(?!${PART_READ})`, "g")))
    unfollowed(match.index, match[0].length);
  for (const binding of bindings) {
    // Not a longer name, a property of something else, a CSS class (`border-t`) or an apostrophe's letter (`don't`).
    for (const match of withoutDeclarations.matchAll(
      new RegExp(`(?<![.\\w$'’-])${binding}(?![\\w$'’-])(${PART_READ})?`, "g"),
    )) {
      if (match[2]) note(match[2]);
      else unfollowed(match.index, match[0].length);
    }
  }
}

/** The function whose argument, exactly, is the text at `index`: `validationText(errors, t)` → validationText. */
function calleeOf(source: string, index: number, length: number): string | undefined {
  if (!/^\s*[,)]/.test(source.slice(index + length)) || !/[(,]\s*$/.test(source.slice(0, index))) return undefined;
  let depth = 0;
  for (let at = index - 1; at >= 0; at--) {
    if (source[at] === ")" || source[at] === "]" || source[at] === "}") depth++;
    else if (source[at] === "(" || source[at] === "[" || source[at] === "{") {
      if (depth === 0) return source[at] === "(" ? /(\w+)\s*$/.exec(source.slice(0, at))?.[1] : undefined;
      depth--;
    }
  }
  return undefined;
}
