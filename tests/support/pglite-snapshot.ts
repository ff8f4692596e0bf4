import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate";
import { hashMigrations } from "./migrations-fingerprint";

/**
 * A freshly migrated embedded database, dumped once and loaded by every test file that needs one. PGlite's
 * initdb costs about 3 s per database and loading a dump about 1 s, and there are about a hundred database
 * test files. The file name carries a hash of the migrations and the PGlite version, so a changed migration
 * can never be served from an old snapshot; parallel workers that race to write it rename whole files.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), "awac-pglite-snapshots", `${snapshotKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const handle = await openDatabase({ driver: "pglite", dataDir: "memory://" });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir: (compression: "none") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

function snapshotKey(): string {
  const hash = createHash("sha256");
  // The package's own manifest is not exported; the installed copy's lives beside its main entry's folder.
  const pgliteMain = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(readFileSync(path.join(pgliteMain.slice(0, pgliteMain.lastIndexOf("/dist/")), "package.json")));
  return hashMigrations(hash).digest("hex").slice(0, 24);
}
