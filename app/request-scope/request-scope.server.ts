import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the loaders of one page request share. React Router hands each loader its own copy of the Request, so a
 * WeakMap keyed by the Request reads the session and the settings once per loader (three and four times for a
 * portal page). The server runs each GET and HEAD inside a scope; reads that name a key here happen once per page.
 * POSTs get no scope: an action that changes the account or the settings is followed by loaders in the same
 * request, and they must read what the action wrote.
 */
type RequestScope = Map<string, Promise<unknown>>;

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs one page request's handler in a fresh scope (server/app.ts, for GET and HEAD only). */
export function inRequestScope<T>(handle: () => T): T {
  return scopes.run(new Map(), handle);
}

/** The first read of `key` in this request, shared by the later ones; outside a scope, a read of its own every time. */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope) return read();
  let pending = scope.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    scope.set(key, pending);
  }
  return pending;
}
