import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { test } from "./fixtures";
import { freePort, startAppServer, type RunningProcess } from "./own-app-server";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "./throw-away-database";

/**
 * For a describe block that needs rows no screen of this build can make yet (technicians, before the Team screen):
 * a server of the suite's kind on a fresh PostgreSQL database of its own, migrated and seeded by the server at start,
 * and `query` to write that database directly. The database is dropped after the block.
 *
 * `env` adds settings known only once an earlier beforeAll ran (a fake's address and keys): it is read when the
 * server starts, so register that beforeAll before calling this.
 */
export function useAppServerOnPostgres(
  prefix: string,
  options: { env?: () => Record<string, string> } = {},
): {
  readonly origin: string;
  /** The database's own URL, for a client of the test's (a drizzle executor for a domain read). */
  readonly databaseUrl: string;
  query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
} {
  let server: RunningProcess | undefined;
  let client: pg.Client | undefined;
  let database: ThrowAwayDatabase | undefined;
  let dataDir = "";
  let origin = "";
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    database = await createThrowAwayDatabase(prefix);
    const { name, url } = database;
    dataDir = mkdtempSync(path.join(os.tmpdir(), `aw-${prefix}-`));
    origin = `http://127.0.0.1:${port}`;
    server = await startAppServer({
      ...options.env?.(),
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: origin,
      DATABASE_URL: url,
    });
    client = new pg.Client({ connectionString: url });
    // A dropped connection surfaces as the next query's error, not as an unhandled event that ends the run.
    client.on("error", (error) => console.warn(`[e2e] ${name}: the test's database connection failed`, error));
    await client.connect();
  });
  test.afterAll(async () => {
    await client?.end();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });
  return {
    get origin() {
      return origin;
    },
    get databaseUrl() {
      if (!database) throw new Error("The database is not made yet: read its URL inside a test or a later beforeAll");
      return database.url;
    },
    query: (text, values) => {
      if (!client) throw new Error("The database is not open yet: query it inside a test or a later beforeAll");
      return client.query(text, values);
    },
  };
}
