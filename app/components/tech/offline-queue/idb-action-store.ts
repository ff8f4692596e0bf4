import { clear, createStore, del, set, values, type UseStore } from "idb-keyval";
import type { ActionStore } from "./action-queue";
import type { QueuedAction } from "./queued-action";

/** The phone's own database for the queue: one IndexedDB store, keyed by each action's idempotency key. */
const DATABASE_NAME = "aw-tech";
const STORE_NAME = "queued-actions";

let shared: UseStore | null = null;
function database(): UseStore {
  shared ??= createStore(DATABASE_NAME, STORE_NAME);
  return shared;
}

/** The queue kept in IndexedDB, which keeps photos as Blobs and survives closing the app or the phone restarting. */
export function indexedDbActionStore(store: UseStore = database()): ActionStore {
  return {
    put: (action) => set(action.idempotencyKey, action, store),
    remove: (idempotencyKey) => del(idempotencyKey, store),
    all: () => values<QueuedAction>(store),
  };
}

/** Forgets every waiting action: at sign-out, so the next person on this phone never sends or sees them. */
export function clearQueuedActions(store: UseStore = database()): Promise<void> {
  return clear(store);
}
