import pg from "pg";
import { describeConnectionError } from "./postgres-connection-watch.server";

/** How long the LISTEN connection waits before its first attempt to come back, doubling up to the maximum. */
export const LISTEN_RECONNECT_INITIAL_MS = 250;
export const LISTEN_RECONNECT_MAX_MS = 5_000;

export type ListenOptions = {
  /** Called when the connection is lost: notifications sent from now until `onReconnect` will not arrive. */
  onLost?: () => void;
  /** Called after the connection was lost and is listening again: notifications sent meanwhile were lost. */
  onReconnect?: () => void;
  /** Called once when the database handle closes: nothing will arrive any more. */
  onClose?: () => void;
};

/** Stops one `listen`; the others on the same channel keep theirs. */
export type Unlisten = () => Promise<void>;

export type NotificationListener = {
  listen: (channel: string, onPayload: (payload: string) => void, options?: ListenOptions) => Promise<Unlisten>;
  /**
   * Resolves once every notification committed before the call has been handed to the subscribers: PostgreSQL sends
   * a listening connection what is pending before it answers a query. Throws while there is no connection.
   */
  catchUp: () => Promise<void>;
  close: () => Promise<void>;
};

type Subscriber = { onPayload: (payload: string) => void } & ListenOptions;

/** Calls a subscriber's callback; one that throws must not keep the others from hearing. */
function safely(what: string, callback: (() => void) | undefined): void {
  try {
    callback?.();
  } catch (error) {
    console.error(`[db] a ${what} callback of a LISTEN subscriber failed`, error);
  }
}

/**
 * LISTEN on PostgreSQL through ONE dedicated connection, not one of the pool's: a pooled client goes back to the pool
 * between queries and would stop hearing, and holding one for good would shrink the pool. The connection opens on the
 * first `listen` and lives until `close`. When PostgreSQL ends it (a restart, `pg_terminate_backend`, a network cut)
 * its 'error' is handled here, never thrown at the process; it reconnects with back-off (250 ms doubling to 5 s),
 * LISTENs every channel again and tells each subscriber through `onReconnect`, since what was sent meanwhile is lost.
 */
export function createPostgresListener(options: {
  url: string;
  connectTimeoutMs: number;
  reconnectInitialMs?: number;
  reconnectMaxMs?: number;
}): NotificationListener {
  const initialDelayMs = options.reconnectInitialMs ?? LISTEN_RECONNECT_INITIAL_MS;
  const maxDelayMs = options.reconnectMaxMs ?? LISTEN_RECONNECT_MAX_MS;
  const subscribers = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let listening = new Set<string>();
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = initialDelayMs;
  let lostAt: number | undefined;
  // Every change to the connection runs one after another, so a LISTEN never races a reconnect or an UNLISTEN.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const deliver = (from: pg.Client, message: pg.Notification) => {
    if (from !== client) return;
    for (const subscriber of subscribers.get(message.channel) ?? [])
      safely("notification", () => subscriber.onPayload(message.payload ?? ""));
  };

  const lose = (lost: pg.Client, error?: unknown) => {
    if (lost !== client) return; // a connection already given up, or one that never finished opening
    client = undefined;
    listening = new Set();
    lost.end().catch(() => undefined);
    if (closed || subscribers.size === 0) return; // the next listen opens a new one
    lostAt ??= Date.now();
    for (const set of [...subscribers.values()]) for (const subscriber of [...set]) safely("loss", subscriber.onLost);
    console.warn(
      `[db] the LISTEN connection ended (${error ? describeConnectionError(error) : "closed by the server"}); reconnecting`,
    );
    scheduleReconnect();
  };

  const open = async (): Promise<pg.Client> => {
    // TCP keep-alive from 10 s on: a connection that only listens sends nothing, and a silently dropped one (a
    // firewall's idle timeout) would otherwise go unnoticed for the system's default of two hours.
    const opened = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Before connect: an 'error' with no listener would end the process.
    opened.on("error", (error) => lose(opened, error));
    opened.on("end", () => lose(opened));
    opened.on("notification", (message) => deliver(opened, message));
    try {
      await opened.connect();
    } catch (error) {
      await opened.end().catch(() => undefined);
      throw error;
    }
    client = opened;
    listening = new Set();
    return opened;
  };

  /** Brings the connection in line with the subscribers: opened when needed, each channel LISTENed or UNLISTENed. */
  const sync = async () => {
    if (closed) return;
    if (!client && subscribers.size === 0) return;
    const current = client ?? (await open());
    for (const channel of subscribers.keys()) {
      if (listening.has(channel)) continue;
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listening.add(channel);
    }
    for (const channel of [...listening]) {
      if (subscribers.has(channel)) continue;
      await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
      listening.delete(channel);
    }
  };

  let catchingUp: Promise<void> | undefined;
  let nextCatchUp: Promise<void> | undefined;
  /** One query on the listening connection: PostgreSQL hands it every pending notification before the answer. */
  const roundTrip = (): Promise<void> => {
    const running = serially(async () => {
      if (!client) throw new Error("The LISTEN connection is not open");
      await client.query("select 1");
    }).finally(() => {
      if (catchingUp === running) catchingUp = undefined;
    });
    catchingUp = running;
    return running;
  };

  function scheduleReconnect() {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      serially(sync).then(
        () => {
          if (closed || !client) return;
          console.log(`[db] the LISTEN connection is back after ${Date.now() - (lostAt ?? Date.now())} ms`);
          lostAt = undefined;
          delayMs = initialDelayMs;
          for (const set of [...subscribers.values()])
            for (const subscriber of [...set]) safely("reconnect", subscriber.onReconnect);
        },
        () => {
          // Still away; the loss was logged once when it began.
          delayMs = Math.min(delayMs * 2, maxDelayMs);
          scheduleReconnect();
        },
      );
    }, delayMs);
    // The retry alone must not keep a stopping process alive.
    retry.unref();
  }

  const remove = (channel: string, subscriber: Subscriber) => {
    const set = subscribers.get(channel);
    set?.delete(subscriber);
    if (set?.size === 0) subscribers.delete(channel);
  };

  return {
    listen: async (channel, onPayload, listenOptions = {}) => {
      if (closed) throw new Error("The database is closed");
      const subscriber: Subscriber = { onPayload, ...listenOptions };
      const set = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, set.add(subscriber));
      // While a reconnect is pending, this subscriber is LISTENed with the others when the server is back.
      if (!retry) {
        try {
          await serially(sync);
        } catch (error) {
          remove(channel, subscriber);
          throw error;
        }
      }
      return async () => {
        remove(channel, subscriber);
        await serially(sync).catch((error: unknown) => {
          // The connection is gone or going: nothing is LISTENed on it any more anyway.
          console.warn(`[db] UNLISTEN ${channel} failed: ${describeConnectionError(error)}`);
        });
      };
    },
    catchUp: () => {
      if (!client || retry) return Promise.reject(new Error("The LISTEN connection is not open"));
      if (!catchingUp) return roundTrip();
      // Callers arriving during a round trip share the next one: the one in flight may have been sent before their
      // call, and only a round trip sent after it proves their commits were heard.
      nextCatchUp ??= catchingUp
        .catch(() => undefined)
        .then(() => {
          nextCatchUp = undefined;
          return roundTrip();
        });
      return nextCatchUp;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
      await queue;
      const ending = client;
      client = undefined;
      const everyone = [...subscribers.values()].flatMap((set) => [...set]);
      subscribers.clear();
      for (const subscriber of everyone) safely("close", subscriber.onClose);
      await ending
        ?.end()
        .catch((error: unknown) =>
          console.warn(`[db] closing the LISTEN connection failed: ${describeConnectionError(error)}`),
        );
    },
  };
}
