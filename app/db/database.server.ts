import { loadStoredAuthSecret } from "~/auth/auth-secret.server";
import { env } from "~/config/env.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";
import { migrateDatabase } from "./migrate";
import { seedBaseline } from "./seed-baseline";
import { seedDemo } from "./seed-demo";

let current: Promise<DatabaseHandle> | undefined;

/** Opens the configured database once per process: migrates it, seeds baseline rows and (embedded only) demo data. */
async function bootstrap(): Promise<DatabaseHandle> {
  const config = env();
  const handle = config.DATABASE_URL
    ? await openDatabase({ driver: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
  await migrateDatabase(handle);
  await loadStoredAuthSecret(handle.db, config);
  const { fresh } = await seedBaseline(handle.db, { adminEmail: config.ADMIN_EMAIL });
  const wantsDemo = config.SEED_DEMO || (handle.driver === "pglite" && fresh);
  if (wantsDemo) await seedDemo(handle.db, { printCredentials: true });
  return handle;
}

export function databaseHandle(): Promise<DatabaseHandle> {
  current ??= bootstrap().catch((error: unknown) => {
    current = undefined;
    throw error;
  });
  return current;
}

/** The app's database. Domain functions call this; tests install their own with `installDatabase`. */
export async function database(): Promise<Database> {
  return (await databaseHandle()).db;
}

export function installDatabase(handle: DatabaseHandle): void {
  current = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const handle = current;
  current = undefined;
  if (handle) await (await handle).close();
}
