import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import {
  createPostgresListener,
  type ListenOptions,
  type NotificationListener,
  type Unlisten,
} from "./database-notifications.server";
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
  /**
   * LISTEN on `channel`: `onPayload` gets each NOTIFY's payload, at commit. PostgreSQL: one dedicated connection per
   * handle that reconnects by itself and then calls `onReconnect`; PGlite: within this process. Resolves once
   * listening; the function it resolves with stops this subscriber.
   */
  listen: (channel: string, onPayload: (payload: string) => void, options?: ListenOptions) => Promise<Unlisten>;
  /**
   * Resolves once every notification committed before the call has reached this process's listeners; throws when it
   * cannot tell (the LISTEN connection is away). PGlite delivers at the commit itself, so it resolves at once.
   */
  catchUpNotifications: () => Promise<void>;
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

/**
 * The embedded PostgreSQL's page cache, inside the server's own memory (PGlite's default is PostgreSQL's 128 MB).
 * Its files are read through the operating system's cache anyway, so a smaller pool costs little: 32 MB took about
 * 100 MB off the server's resident memory with no change in requests/s at 20,000 customers
 * (docs/decisions/055-a-bounded-heap-and-a-smaller-embedded-page-cache.md).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

export type OpenDatabaseOptions =
  // "memory://" for an in-memory database; `loadDataDir` starts it from a dumped data directory instead of an
  // empty one (the test suite's migrated snapshot: initdb costs about 3 s, loading a dump about 1 s).
  { driver: "pglite"; dataDir: string; loadDataDir?: Blob } | { driver: "postgres"; url: string; poolSize?: number };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "pglite") {
    if (!options.dataDir.startsWith("memory://")) preparePrivateDataDir(options.dataDir);
    // pg_trgm ships with PGlite but loads only when named here; migration 0004 creates it (customer search, ADR 033).
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    const listener = pgliteListener(client);
    return {
      db,
      driver: "pglite",
      close: async () => {
        listener.close();
        await client.close();
      },
      ping: async () => {
        await client.query("select 1");
      },
      listen: listener.listen,
      catchUpNotifications: async () => undefined,
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  const watch = watchPostgresPool(pool);
  const db = drizzlePg({ client: pool, schema });
  const listener = createPostgresListener({ url: options.url, connectTimeoutMs: POSTGRES_CONNECT_TIMEOUT_MS });
  return {
    db,
    driver: "postgres",
    pool,
    wasAwaySince: watch.wasAwaySince,
    listen: listener.listen,
    catchUpNotifications: listener.catchUp,
    close: async () => {
      // The LISTEN connection first: it is the pool's sibling, and a closing handle must not reconnect it.
      await listener.close();
      watch.stop();
      await pool.end();
    },
    ping: async () => {
      await pool.query("select 1");
    },
  };
}

/** PGlite delivers NOTIFY within this process; this adds the `onClose` call the PostgreSQL listener makes too. */
function pgliteListener(client: PGlite): { listen: NotificationListener["listen"]; close: () => void } {
  const open = new Set<ListenOptions>();
  return {
    listen: async (channel, onPayload, options = {}) => {
      const unlisten = await client.listen(channel, onPayload);
      const entry = { ...options };
      open.add(entry);
      return async () => {
        open.delete(entry);
        // After close the database is gone, and with it every LISTEN.
        if (!client.closed) await unlisten();
      };
    },
    close: () => {
      const closing = [...open];
      open.clear();
      for (const options of closing) {
        try {
          options.onClose?.();
        } catch (error) {
          console.error("[db] a close callback of a LISTEN subscriber failed", error);
        }
      }
    },
  };
}
