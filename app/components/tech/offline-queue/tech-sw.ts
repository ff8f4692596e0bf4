import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { TECH_CACHE_PREFIX } from "./tech-app-cache";

/**
 * The technician screens' service worker (issue 35 item 3, ADR 079), built by vite-plugin-pwa (Workbox,
 * injectManifest) into /tech-sw.js and registered by those screens only, with scope /tech. It keeps:
 * - the screens' shell: the JavaScript and CSS chunks of the root and the /tech routes, precached at install (the
 *   list is the build's, vite-plugins/tech-shell-chunks.ts);
 * - the technician's own day: the documents and loader data of /tech and /tech/visits/<id>, network first (a weak
 *   signal gives up after a few seconds) with the last copy as the fallback.
 * Nothing else: no /admin, /customer or public page, no other person's data (every response it keeps was the
 * signed-in technician's own), and a redirect to the sign-in (the session ended) deletes what it kept.
 */

// The DOM library's types are the project's; the worker's few globals are named here.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
};

clientsClaim();
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

const VISITS_CACHE = `${TECH_CACHE_PREFIX}visits`;
/** How long a weak connection is waited for before the kept copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** /tech and /tech/visits/<id>, as documents or as React Router's data requests (`/tech.data`, `…/<id>.data`). */
const TECH_DAY_PATH = /^\/tech(?:\/_)?(?:\.data)?$|^\/tech\/visits\/[^/]+(?:\.data)?$/;

async function forgetEverything(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(TECH_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === "GET" && TECH_DAY_PATH.test(url.pathname),
  new NetworkFirst({
    cacheName: VISITS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      // Only a full answer is kept: never a redirect to the sign-in or a refusal.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 8 * 24 * 60 * 60 }),
      {
        // The session ended (the server sends the screen to the sign-in): nothing of the last person stays.
        fetchDidSucceed: async ({ response }) => {
          if (response.type === "opaqueredirect" || response.redirected || response.headers.has("X-Remix-Redirect"))
            await forgetEverything();
          return response;
        },
      },
    ],
  }),
);
