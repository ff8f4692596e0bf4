import type { DatabaseHandle } from "./client.server";
import { oncePerRequest } from "~/request-scope/request-scope.server";
import { databaseHandle } from "./database.server";

/** Migration 0012's triggers send the name of each table a committed statement changed on this channel. */
export const FIGURES_CHANGED_CHANNEL = "figures_changed";

/** A table whose changes migrations 0012 and 0014 announce; a figure may only be cached over these. */
export type AnnouncedTable =
  "customers" | "service_history" | "leads" | "service_requests" | "reward_claims" | "settings";

type Entry = { key: string; tables: readonly AnnouncedTable[]; value: Promise<unknown> };

type FiguresCache = {
  /** Resolves true once this process LISTENs, false when it could not (then nothing is cached). */
  ready: Promise<boolean>;
  /** False while notifications may be missed: before the LISTEN, while its connection is away, after the close. */
  hearing: boolean;
  entries: Map<string, Entry>;
};

/** One cache per database handle: a test that installs a new database never reads figures of the one before. */
const caches = new WeakMap<DatabaseHandle, FiguresCache>();

function dropReading(cache: FiguresCache, table: string): void {
  for (const [name, entry] of cache.entries)
    if ((entry.tables as readonly string[]).includes(table)) cache.entries.delete(name);
}

function cacheFor(handle: DatabaseHandle): FiguresCache {
  const known = caches.get(handle);
  if (known) return known;
  const cache: FiguresCache = { ready: Promise.resolve(false), hearing: false, entries: new Map() };
  const forget = () => {
    cache.hearing = false;
    cache.entries.clear();
  };
  cache.ready = handle
    .listen(FIGURES_CHANGED_CHANNEL, (table) => dropReading(cache, table), {
      onLost: forget,
      // What changed while the connection was away was never heard: everything is read again.
      onReconnect: () => {
        cache.entries.clear();
        cache.hearing = true;
      },
      onClose: forget,
    })
    .then(
      () => (cache.hearing = true),
      (error: unknown) => {
        // The next read tries again; until then figures are read from the tables every time, as without a cache.
        if (caches.get(handle) === cache) caches.delete(handle);
        console.warn(
          `[figures-cache] cannot LISTEN on ${FIGURES_CHANGED_CHANNEL}, reading figures uncached: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      },
    );
  caches.set(handle, cache);
  return cache;
}

/** How long the LISTEN connection's round trip may take before the figures are read from the tables instead. */
const CATCH_UP_TIMEOUT_MS = 1_000;

async function caughtUp(handle: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, CATCH_UP_TIMEOUT_MS, false)));
  try {
    return await Promise.race([handle.catchUpNotifications().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Figures added up over whole tables (the customer tiles, the sidebar counts), kept in this process until a committed
 * change to one of `tables` is heard (ADR 050). `key` tells apart readings of the same figures that differ by more
 * than the tables, such as the day a "due soon" count is counted from. Readers that arrive while one reading runs
 * share it. Before each lookup the LISTEN connection catches up (one round trip on PostgreSQL), so a change committed
 * before the call has always been heard: figures never lag a finished commit. A change heard while a reading runs
 * drops that reading. While the LISTEN is not in place, every call reads afresh.
 */
export async function cachedFigures<T>(
  name: string,
  reading: { key: string; tables: readonly AnnouncedTable[] },
  read: () => Promise<T>,
): Promise<T> {
  const handle = await databaseHandle();
  const cache = cacheFor(handle);
  if (!(await cache.ready) || !cache.hearing) return read();
  // Every change committed before this call, on any connection of any app server, is heard before the lookup. A
  // connection that does not answer in time (a network cut not yet noticed) costs a fresh reading, never a wait.
  // The lookups of one page request (the settings, then the dashboard's figures) share one catch-up: its figures are
  // those of the moment the request began. Actions get no request scope, so they catch up on every lookup.
  if (!(await oncePerRequest("figures catch-up", () => caughtUp(handle)))) return read();
  if (!cache.hearing) return read();
  const known = cache.entries.get(name);
  if (known && known.key === reading.key) return known.value as Promise<T>;
  const value = read();
  const entry: Entry = { key: reading.key, tables: reading.tables, value };
  cache.entries.set(name, entry);
  // A failed reading is not kept: the next caller reads again.
  value.catch(() => {
    if (cache.entries.get(name) === entry) cache.entries.delete(name);
  });
  return value;
}
