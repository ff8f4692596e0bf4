import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { installDatabase } from "~/db/database.server";
import { seedBaseline } from "~/db/seed-baseline";
import { migratedPgliteSnapshot } from "./pglite-snapshot";
import { migratedPostgresTemplate } from "./postgres-template";

export type TestDriver = "pglite" | "postgres";

/** Which database this test run uses: the vitest project sets TEST_DB_DRIVER (see vitest.config.ts). */
export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
}

function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL test project");
  return url;
}

/**
 * A fresh, migrated database: in-memory PGlite loaded from a migrated snapshot, or a new throw-away database on the
 * PostgreSQL server copied from a migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  if (testDriver() === "pglite") {
    const handle = await openDatabase({
      driver: "pglite",
      dataDir: "memory://",
      loadDataDir: await migratedPgliteSnapshot(),
    });
    return { ...handle, drop: () => handle.close() };
  }
  const adminUrl = postgresAdminUrl();
  const template = await migratedPostgresTemplate(adminUrl);
  const name = `aw_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
    // A throw-away database need not wait for each commit's WAL flush (a crash of the server loses it anyway); the
    // commits of a run's ~2,600 tests then cost no disk flush on a machine whose disk is slow to flush.
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** Empties every table of ours (not the migration journal) and re-seeds settings and the plan catalog. */
export async function resetTestDatabase(db: Database): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  // Truncating only the tables that hold rows: on PostgreSQL every truncated table costs a few milliseconds of
  // file work, empty or not, and most tests touch a handful of the thirty-odd tables.
  const filled =
    tables.length === 0
      ? { rows: [] }
      : await db.execute<{ name: string }>(
          sql.raw(
            tables
              .map((table) => `select '${table.replaceAll("'", "''")}' as name where exists (select 1 from ${table})`)
              .join(" union all "),
          ),
        );
  const toTruncate = filled.rows.map((row) => row.name);
  if (toTruncate.length > 0) await db.execute(sql.raw(`truncate ${toTruncate.join(", ")} restart identity cascade`));
  // The tables left alone may be empty yet have used their id sequences (rows added, then deleted): restart all.
  await db.execute(
    sql`select setval(oid::regclass, case when relname = 'customer_number_seq' then 1001 else 1 end, false) from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace`,
  );
  await seedBaseline(db, {});
}

/**
 * Gives each test file one database (installed as the app's database) and each test empty tables.
 * Returns a getter for the database, for assertions. `{ emptyBeforeEachTest: false }` keeps the rows from test to
 * test, for files whose tests only read (the route guards' accounts are made once, not once per test).
 */
export function useTestDatabase({ emptyBeforeEachTest = true } = {}): {
  db: () => Database;
  handle: () => DatabaseHandle;
} {
  let handle: (DatabaseHandle & { drop: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    installDatabase(handle);
    if (!emptyBeforeEachTest) await resetTestDatabase(handle.db);
  }, 60_000);
  beforeEach(async () => {
    if (!handle) throw new Error("test database was not created");
    if (emptyBeforeEachTest) await resetTestDatabase(handle.db);
  });
  afterAll(async () => {
    await handle?.drop();
  });
  return {
    db: () => {
      if (!handle) throw new Error("test database is only available inside tests");
      return handle.db;
    },
    handle: () => {
      if (!handle) throw new Error("test database is only available inside tests");
      return handle;
    },
  };
}
