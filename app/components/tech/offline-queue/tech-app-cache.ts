/**
 * The names the technician's service worker (app/tech-worker/tech-sw.ts) and the page share: the worker's address
 * and scope, and the prefix of its caches, so sign-out can delete them from the page (ADR 079).
 */
export const TECH_WORKER_URL = "/tech-sw.js";
export const TECH_WORKER_SCOPE = "/tech";
export const TECH_CACHE_PREFIX = "aw-tech-";
export const TECH_MANIFEST_URL = "/tech.webmanifest";

/** Deletes the worker's caches (the day's visits it kept for offline use): at sign-out, nothing stays on the phone. */
export async function clearTechCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(TECH_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
