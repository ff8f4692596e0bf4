import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the route modules themselves say they accept, read from their source: which modules under app/routes export
 * an `action`, and the `intent` values each action tells apart. The endpoint catalogue is checked against this, so
 * a new form or a new intent without a catalogue entry fails the suite instead of going unfuzzed.
 *
 * The intents are read from every way the code base names one: a comparison (`intent === "edit"`,
 * `form.get("intent") !== "resend"`), a hidden input (`name="intent" value="book"`), a button's `intent="keep"`
 * prop, and the zod schemas the action parses with (`intent: z.literal("retry")`, `intent: z.enum([...])` or a
 * constant naming such a list), followed into the domain modules the route imports them from.
 */

const APP_DIR = path.resolve("app");
const ROUTES_DIR = path.join(APP_DIR, "routes");
const EXPORTS_ACTION = /export\s+(?:async\s+)?function\s+action\b|export\s+const\s+action\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The route modules that export an action, as paths like "app/routes/admin/leads.tsx". */
export function actionModules(): string[] {
  return sourceFiles(ROUTES_DIR)
    .filter((file) => EXPORTS_ACTION.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(process.cwd(), file).split(path.sep).join("/"))
    .sort();
}

/** `export const NAME = "x"` or `export const NAME = ["a", "b"] as const` anywhere in app/: NAME → its strings. */
let constants: Map<string, string[]> | undefined;
function stringConstants(): Map<string, string[]> {
  if (constants) return constants;
  constants = new Map();
  for (const file of sourceFiles(APP_DIR)) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/export\s+const\s+([A-Z][A-Z0-9_]*)\s*=\s*("[^"]*"|\[[^\]]*\])/g)) {
      constants.set(match[1]!, quoted(match[2]!));
    }
  }
  return constants;
}

function quoted(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"/g)].map((match) => match[1]!);
}

/** The strings an intent schema expression names: a literal list, or a constant resolved to its strings. */
function schemaValues(expression: string): string[] {
  const trimmed = expression.trim();
  if (trimmed.startsWith('"') || trimmed.startsWith("[")) return quoted(trimmed);
  const values = stringConstants().get(trimmed);
  if (!values)
    throw new Error(
      `The intent schema names ${trimmed}, which is no exported string constant of app/: teach action-intents.ts`,
    );
  return values;
}

function intentsInSource(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bintent\s*[!=]==?\s*"([^"]+)"/g,
    /get\("intent"\)\s*[!=]==?\s*"([^"]+)"/g,
    /name="intent"\s+value="([^"]+)"/g,
    /\bintent="([^"]+)"/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]!);
  for (const intent of formActionIntents(source)) found.add(intent);
  for (const match of source.matchAll(/intent:\s*z\.(?:literal|enum)\(\s*("[^"]*"|\[[^\]]*\]|[A-Z][A-Z0-9_]*)/g)) {
    for (const value of schemaValues(match[1]!)) found.add(value);
  }
  return [...found];
}

/**
 * The keys of a `formAction({ …, intents: { edit: {…}, "move-up": {…} } })` declaration (ADR 063): the intents the
 * pipeline tells apart, read at the object's own depth so the keys of each intent's options are not taken for intents.
 */
function formActionIntents(source: string): string[] {
  const start = source.search(/formAction\(\{[\s\S]*?\bintents:\s*\{/);
  if (start < 0) return [];
  const open = source.indexOf("{", source.indexOf("intents:", start));
  const keys: string[] = [];
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const character = source[index];
    if (character === "{" || character === "(" || character === "[") depth += 1;
    else if (character === "}" || character === ")" || character === "]") {
      depth -= 1;
      if (depth === 0) break;
    } else if (depth === 1) {
      const key = /^\s*(?:"([^"]+)"|([A-Za-z_][\w-]*)|\[([A-Z][A-Z0-9_]*)\])\s*:/.exec(source.slice(index, index + 80));
      if (key && /[{,\s]/.test(source[index - 1] ?? "")) {
        if (key[3]) keys.push(...schemaValues(key[3]));
        else keys.push(key[1] ?? key[2]!);
        index += key[0].length - 1;
      }
    }
  }
  // A route with one form posts no intent: its only intent is the default, and the form is catalogued as the module.
  const declared = /\bdefaultIntent:\s*(?:"([^"]+)"|([A-Z][A-Z0-9_]*))/.exec(source);
  const defaultIntent = declared?.[1] ?? (declared?.[2] ? schemaValues(declared[2])[0] : undefined);
  if (keys.length === 1 && keys[0] === defaultIntent) return [];
  return keys;
}

/** The domain modules a route imports `…Schema` names from (where an action's intent schema may live). */
function importedSchemaModules(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"~\/(domain\/[^"]+)"/g)]
    .filter((match) => /\b\w+Schema\b/.test(match[1]!))
    .map((match) => path.join(APP_DIR, `${match[2]}.ts`));
}

/** The intents the action of `modulePath` (as given by actionModules) tells apart; empty for a single-purpose one. */
export function intentsOf(modulePath: string): string[] {
  const source = readFileSync(path.resolve(modulePath), "utf8");
  const found = new Set(intentsInSource(source));
  for (const schemaModule of importedSchemaModules(source)) {
    const schemaSource = readFileSync(schemaModule, "utf8");
    // Only the schemas this route imports: a schema module may hold other screens' intents too.
    const names = [...source.matchAll(/\b(\w+Schema)\b/g)].map((match) => match[1]!);
    for (const name of new Set(names)) {
      const definition = new RegExp(`export const ${name}\\s*=\\s*z\\.object\\(\\{([^;]*?)\\}\\)`, "s").exec(
        schemaSource,
      );
      if (definition) for (const intent of intentsInSource(definition[1]!)) found.add(intent);
    }
  }
  return [...found].sort();
}
