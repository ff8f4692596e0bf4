import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate";
import { hashMigrations } from "./migrations-fingerprint";

/** Arbitrary constant, other than the app's migration lock: test workers take turns building the template. */
const TEMPLATE_LOCK_KEY = 7_240_002;

let template: Promise<string> | undefined;

/**
 * The name of a database on the test server that holds every migration and nothing else, built once and kept: each
 * test file's database is a copy of it (`create database … template …`), which takes a fraction of the time that
 * running the seventeen-odd migrations did for each of the hundred database test files. The name carries a hash of
 * the migrations, so a changed migration builds a new template rather than reusing an old one; worktrees with other
 * migrations share the server and keep their own.
 */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  template ??= buildTemplateOnce(adminUrl).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function buildTemplateOnce(adminUrl: string): Promise<string> {
  const name = `aw_template_${hashMigrations().digest("hex").slice(0, 24)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Closing this connection releases the lock, so a crashed worker cannot leave the others waiting.
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (existing.rowCount) return name;
    // Built under another name and renamed when complete: a half-migrated template is never copied.
    const building = `${name}_building_${process.pid}`;
    await admin.query(`drop database if exists "${building}"`);
    await admin.query(`create database "${building}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    await admin.end();
  }
}
