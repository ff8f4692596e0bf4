import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What the production build is made from. A change to any of these files (their content, not their time: a checkout
 * or a copy touches every file) or to the settings below needs a new build; anything else (tests, docs, data) does not.
 */
const SOURCE_DIRECTORIES = ["app", "server", "public", "vite-plugins"];
const SOURCE_FILES = ["package.json", "package-lock.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
/** Tests sit beside the code but no build imports them. */
const NOT_BUILT = /\.test\.tsx?$/;
/** Vite writes VITE_* variables, from the environment or from .env files, into the browser code. */
const BUILD_ENV = /^VITE_/;

export const FINGERPRINT_FILE = ".source-fingerprint";

function filesUnder(root: string, directory: string): string[] {
  const absolute = path.join(root, directory);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .map((entry) => path.join(directory, entry))
    .filter((file) => !NOT_BUILT.test(file) && statSync(path.join(root, file)).isFile());
}

/** One digest of every build input under `root` and of the environment settings that change what the build writes. */
export function sourceFingerprint(root: string, environment: NodeJS.ProcessEnv = process.env): string {
  const envFiles = readdirSync(root).filter(
    (name) => name.startsWith(".env") && statSync(path.join(root, name)).isFile(),
  );
  const files = [
    ...SOURCE_DIRECTORIES.flatMap((directory) => filesUnder(root, directory)),
    ...SOURCE_FILES,
    ...envFiles,
  ]
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  const hash = createHash("sha256");
  for (const file of files) {
    // The name and the length first, so moving bytes from one file to the next changes the digest too.
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  const settings = Object.keys(environment)
    .filter((name) => BUILD_ENV.test(name))
    .sort()
    .map((name) => `${name}=${environment[name]}`);
  hash.update(`env\0${settings.join("\0")}`);
  return hash.digest("hex");
}

/** The fingerprint stored beside a complete build in `buildDirectory`, or null when there is none or the build is incomplete. */
export function storedFingerprint(buildDirectory: string): string | null {
  const file = path.join(buildDirectory, FINGERPRINT_FILE);
  const complete =
    existsSync(path.join(buildDirectory, "server", "index.js")) && existsSync(path.join(buildDirectory, "client"));
  return complete && existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}
