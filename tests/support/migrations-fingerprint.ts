import { createHash, type Hash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "~/db/migrate";

/**
 * Feeds every committed migration (names and contents) into a hash: a database migrated once and kept for later test
 * runs is named by it, so a changed or added migration can never be served from an old copy.
 */
export function hashMigrations(hash: Hash = createHash("sha256")): Hash {
  const folder = migrationsFolder();
  for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(folder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(full));
  }
  return hash;
}
