import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client.server";

/** Arbitrary constant: several app servers starting at once take turns migrating. */
const MIGRATION_LOCK_KEY = 7_240_001;

/** The committed migrations folder, found from the source tree or from the production bundle in build/server. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = path.join(dir, "app", "db", "migrations");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Could not find app/db/migrations from " + fileURLToPath(import.meta.url));
}

/** Applies the committed migrations; a restore passes a folder that stops at its archive's version (ADR 085). */
export async function migrateDatabase(handle: DatabaseHandle, migrationsDir = migrationsFolder()): Promise<void> {
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    return;
  }
  if (!handle.pool) throw new Error("A PostgreSQL handle needs its pool to migrate");
  // A session-level advisory lock on one dedicated connection: app servers starting together take turns.
  const connection = await handle.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder: migrationsDir });
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch((error: unknown) => {
      console.error("[db] could not release the migration lock; closing the connection releases it", error);
    });
    connection.release();
  }
}
