import type { Rollup } from "vite";

/**
 * How the browser bundle's shared modules are grouped into files (Rollup's manualChunks). Every public page
 * preloads its modules, and on a phone's slow connection each extra file costs a round trip before the first paint
 * (home page: 56 files → 15, Lighthouse mobile performance 78 → 88-91, same bytes). So:
 * - "framework": React and React Router, which every page needs and which change only with an upgrade;
 * - "radix": the Radix primitives, which only the portal, the back office and the account screens use;
 * - "site-kit": what the public pages' shell (root and site layout) imports: every public page needs it anyway;
 * - "home-kit": the modules the home page shares with other pages (icons, form hooks, plan cards...), one file
 *   instead of a dozen on the page most visitors land on;
 * - everything else where Rollup puts it: a page's own components and icons stay with that page, and the code of
 *   static markup (app/components/static-markup, loaded only on client-side navigations) stays out of every page.
 * Route modules themselves are never grouped: React Router loads them per route. (Rollup's experimentalMinChunkSize
 * was tried instead: it merged other pages' modules into the home page's chunks, 10 KB more.)
 */
export function clientChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  // React and React Router in one chunk of their own, so the groups below never pull them in.
  if (/\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//.test(id))
    return "framework";
  if (
    /\/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden)/.test(
      id,
    )
  )
    return "radix";
  // A primitive wrapping Radix (tabs, separator...) stays beside the screens that use it: in a shared group it would
  // make every public page load the Radix chunk.
  if (getModuleInfo(id)?.importedIds.some((imported) => imported.includes("/node_modules/@radix-ui/")))
    return undefined;
  const routes = routesImporting(id, getModuleInfo);
  if ([...routes].some((route) => SHELL_ROUTES.test(route))) {
    // Icons are virtual modules of their data alone (vite-plugins/lucide-icon-imports.ts).
    return /\/node_modules\/(clsx|class-variance-authority)\/|\/app\/components\/|virtual:lucide-icon-data\//.test(id)
      ? "site-kit"
      : undefined;
  }
  if (routes.size > 1 && [...routes].some((route) => HOME_ROUTE.test(route))) return "home-kit";
  return undefined;
}

const ROUTE_FILE = /\/app\/(root\.tsx|routes\/[^?]+)(\?.*)?$/;
const SHELL_ROUTES = /\/app\/(root\.tsx|routes\/_site\/_layout\.tsx)$/;
const HOME_ROUTE = /\/app\/routes\/_site\/home\.tsx$/;

/** The route files (root, layouts, pages) that import a module, directly or through others; dynamic imports aside. */
export function routesImporting(id: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const route = current.match(ROUTE_FILE);
    if (route) routes.add(current.replace(/\?.*$/, ""));
    pending.push(...(getModuleInfo(current)?.importers ?? []));
  }
  return routes;
}
