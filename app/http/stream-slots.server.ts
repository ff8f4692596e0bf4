import { createHash } from "node:crypto";

/**
 * Counts the long-lived responses (event streams) each holder has open on this process, so one holder cannot open
 * them without bound. In memory: a stream lives on the process that serves it, and so do the memory and the file
 * descriptor it holds.
 */
const openByHolder = new Map<string, number>();

/** Takes one of `max` slots for `holder`; answers the function that gives it back, or null when all are taken. */
export function takeStreamSlot(holder: string, max: number): (() => void) | null {
  const open = openByHolder.get(holder) ?? 0;
  if (open >= max) return null;
  openByHolder.set(holder, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (openByHolder.get(holder) ?? 1) - 1;
    if (left > 0) openByHolder.set(holder, left);
    else openByHolder.delete(holder);
  };
}

/** better-auth's session cookie (`aw.session_token`, `__Secure-aw.session_token` on https), as it was sent. */
const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?aw\.session_token=([^;]*)/;

/** A digest of the request's session cookie: who holds a stream, without keeping the token itself in memory. */
export function sessionHolderOf(request: Request): string {
  const token = SESSION_TOKEN.exec(request.headers.get("cookie") ?? "")?.[1] ?? "";
  return createHash("sha256").update(token).digest("base64url");
}
