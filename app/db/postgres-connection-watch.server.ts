import type pg from "pg";

/** How often a lost PostgreSQL server is tried again until it answers. */
export const RECONNECT_PROBE_INTERVAL_MS = 250;
/**
 * How long after the database answers again a failed request still counts as the outage's: on a loaded machine a
 * request that began just after the probe's answer can still meet a connection the restart killed, whose error the
 * pool has not yet processed (seen in the restart e2e test with two workers).
 */
export const OUTAGE_AFTERMATH_MS = 3_000;

export type ConnectionWatch = {
  /** True when a connection was lost at some moment since `sinceMs` (a `Date.now()`), or is lost now. */
  wasAwaySince: (sinceMs: number) => boolean;
  stop: () => void;
};

/** One line for the log: the server's message and SQLSTATE (e.g. 57P01), never the client object pg attaches. */
export function describeConnectionError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${error.message} (${code})` : error.message;
}

/** SQLSTATEs and socket codes that mean the server is down, restarting or gone, not that a query was wrong. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === "string" && UNREACHABLE_CODES.has(code)) || /Connection terminated/i.test(error.message);
}

/**
 * Hands a checked-out client back to the pool as broken the moment its connection is lost, and makes its
 * `release` safe to call again. Drizzle's `transaction()` sends `begin` before its try/finally: when `begin` fails
 * on a connection that just died, the client is never released, and after `max` such failures every request
 * waits forever for a free client. Released here, the pool ends it and opens a new one when asked.
 */
function releaseLostClientsOf(pool: pg.Pool, onConnectFailure: (error: unknown) => void): void {
  const connect = pool.connect.bind(pool);
  const guardedConnect = (callback?: Parameters<typeof connect>[0]) => {
    // pool.query() checks out with a callback and always releases: only promise checkouts are guarded.
    if (callback) {
      return connect((error, client, done) => {
        if (error) onConnectFailure(error);
        callback(error, client, done);
      });
    }
    return connect().then(
      (client) => {
        const release = client.release.bind(client);
        let released = false;
        const releaseOnLoss = (error: Error) => client.release(error);
        client.release = (error?: Error | boolean) => {
          if (released) return;
          released = true;
          client.removeListener("error", releaseOnLoss);
          release(error);
        };
        client.once("error", releaseOnLoss);
        return client;
      },
      (error: unknown) => {
        onConnectFailure(error);
        throw error;
      },
    );
  };
  pool.connect = guardedConnect as typeof pool.connect;
}

/**
 * Marks the database away the moment a query fails because the server went (57P01, a refused or reset socket).
 * Such a query rejects before its socket closes, and only the close makes the client emit 'error': on a loaded
 * machine the request's 500 could be answered in between, when a new connection already succeeds again, and stay
 * a 500 (seen in CI's restart test). Both the promise and the callback form are watched: pool.query uses the latter.
 */
function noticeLossInQueriesOf(client: pg.PoolClient, onLoss: (error: unknown) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const noticed = (error: unknown) => {
    if (isServerUnreachable(error)) onLoss(error);
  };
  client.query = ((...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        if (error) noticed(error);
        return (callback as (...values: unknown[]) => unknown)(error, ...rest);
      };
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(noticed);
    return result;
  }) as typeof client.query;
}

/**
 * Gives every client of the pool an 'error' listener for its whole life, and notices when PostgreSQL goes away.
 * A node-postgres client emits 'error' when the server ends its connection (`pg_ctl restart` sends "terminating
 * connection due to administrator command", then the socket closes). pg-pool listens only while a client is idle
 * in the pool; a client checked out for a transaction, between two of its queries, has no listener, and an
 * unhandled 'error' event ends the process. Here each client gets a listener when it connects, logs one line the
 * first time, and marks the database away; a probe then tries `select 1` until the server answers again.
 */
export function watchPostgresPool(pool: pg.Pool, options: { probeIntervalMs?: number } = {}): ConnectionWatch {
  const probeIntervalMs = options.probeIntervalMs ?? RECONNECT_PROBE_INTERVAL_MS;
  let awaySince: number | undefined;
  let backAt = 0;
  let probe: NodeJS.Timeout | undefined;
  let stopped = false;

  const probeUntilBack = () => {
    probe = setTimeout(async () => {
      if (stopped) return;
      try {
        await pool.query("select 1");
      } catch {
        // Still away (refused, or "the database system is starting up"); the outage was logged when it began.
        probeUntilBack();
        return;
      }
      backAt = Date.now();
      console.log(`[db] PostgreSQL answers again after ${backAt - (awaySince ?? backAt)} ms`);
      awaySince = undefined;
    }, probeIntervalMs);
    // The probe alone must not keep a stopping process alive.
    probe.unref();
  };

  const markAway = (error: unknown) => {
    if (awaySince !== undefined || stopped) return;
    awaySince = Date.now();
    console.warn(
      `[db] lost the PostgreSQL server (${describeConnectionError(error)}); requests that need it answer 503 until it is back`,
    );
    probeUntilBack();
  };

  // A restart while the pool holds no connection kills none, so no client reports it: a refused new connection
  // must mark the database away too, or a request refused during the restart would stay a 500.
  releaseLostClientsOf(pool, (error) => {
    if (isServerUnreachable(error)) markAway(error);
  });
  pool.on("connect", (client) => {
    noticeLossInQueriesOf(client, markAway);
    let reported = false;
    client.on("error", (error) => {
      // A client reports one loss twice (the server's message, then "Connection terminated unexpectedly").
      if (!reported) console.warn(`[db] a PostgreSQL connection ended: ${describeConnectionError(error)}`);
      reported = true;
      markAway(error);
    });
  });
  // pg-pool re-emits an idle client's 'error' on the pool, and throws it when nobody listens; the client's own
  // listener above has already logged it and marked the database away.
  pool.on("error", () => undefined);

  return {
    wasAwaySince: (sinceMs) => awaySince !== undefined || backAt + OUTAGE_AFTERMATH_MS >= sinceMs,
    stop: () => {
      stopped = true;
      clearTimeout(probe);
    },
  };
}
