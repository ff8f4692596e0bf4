import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { watchPostgresPool } from "./postgres-connection-watch.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: the PGlite and node-postgres Drizzle databases share the PostgreSQL query API. */
export type Database = NodePgDatabase<Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Throws when the database cannot answer a trivial query (used by /readyz). */
  ping: () => Promise<void>;
  /** The PostgreSQL pool, for work that needs one dedicated connection (migration lock). */
  pool?: pg.Pool;
  /** PostgreSQL only: true when the server was unreachable at some moment since `sinceMs` (see ADR 027). */
  wasAwaySince?: (sinceMs: number) => boolean;
};

/** A new PostgreSQL connection that gets no answer within this time fails, so no request waits on a dead host. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The embedded database's directory, private to the server's OS user: PGlite writes its files 0666 under the
 * usual umask 022, and they hold password hashes and live session tokens. An existing directory is tightened too.
 */
export function preparePrivateDataDir(dataDir: string): void {
  const directory = path.resolve(dataDir);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  chmodSync(directory, 0o700);
}

export type OpenDatabaseOptions =
  | { driver: "pglite"; dataDir: string } // "memory://" for an in-memory database
  | { driver: "postgres"; url: string; poolSize?: number };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "pglite") {
    if (!options.dataDir.startsWith("memory://")) preparePrivateDataDir(options.dataDir);
    // pg_trgm ships with PGlite but loads only when named here; migration 0004 creates it (customer search, ADR 033).
    const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      driver: "pglite",
      close: () => client.close(),
      ping: async () => {
        await client.query("select 1");
      },
    };
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  const watch = watchPostgresPool(pool);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    pool,
    wasAwaySince: watch.wasAwaySince,
    close: async () => {
      watch.stop();
      await pool.end();
    },
    ping: async () => {
      await pool.query("select 1");
    },
  };
}
