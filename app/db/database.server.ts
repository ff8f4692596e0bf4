import { loadStoredAuthSecret } from "~/db/auth-secret.server";
import { env } from "~/config/env.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";
import { migrateDatabase } from "./migrate";
import { seedBaseline } from "./seed-baseline";
import { seedDemo } from "./seed-demo";

let current: Promise<DatabaseHandle> | undefined;

/** Opens the configured database once per process: migrates it, seeds baseline rows and, when asked for, demo data. */
async function bootstrap(): Promise<DatabaseHandle> {
  const config = env();
  const handle = config.DATABASE_URL
    ? await openDatabase({ driver: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
  await migrateDatabase(handle);
  await loadStoredAuthSecret(handle.db, config);
  await seedBaseline(handle.db, { adminEmail: config.ADMIN_EMAIL });
  // Only when the start asks for it (SEED_DEMO=true, as `npm start` does), on either database: a production server
  // started any other way gets no demo logins (security probe F9, ADR 029).
  if (config.SEED_DEMO) await seedDemo(handle.db);
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

/**
 * Whether a failure that began at `sinceMs` may be the database's absence: PostgreSQL was lost at some moment
 * since then (its connections reported it), or it does not answer now. Decides 503 over 500 (ADR 027).
 */
export async function databaseWasAwaySince(sinceMs: number): Promise<boolean> {
  const handle = await current?.catch(() => undefined);
  if (!handle) return true;
  if (handle.wasAwaySince?.(sinceMs)) return true;
  try {
    await handle.ping();
    return false;
  } catch {
    // The ping's failure is the answer; /readyz and the connection watch log the outage itself.
    return true;
  }
}

export function installDatabase(handle: DatabaseHandle): void {
  current = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const handle = current;
  current = undefined;
  if (handle) await (await handle).close();
}
