import { readdirSync } from "node:fs";
import path from "node:path";
import { E2E_BUILD_DIR } from "./e2e-env";
import { expect } from "./fixtures";

/** One route of the running server's manifest: what React Router itself matches requests against. */
export type ManifestRoute = {
  id: string;
  /** The full address pattern ("/admin/customers/:customerId"), or null for a layout without a path of its own. */
  path: string | null;
  parentId: string | undefined;
  index: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  /** A layout: a route with children, whose loader runs with each of theirs (requests name a child). */
  isLayout: boolean;
};

type RawRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
};

/**
 * The route manifest of the production build the server runs: every route of app/routes.ts with its loader and
 * action flags, as React Router wrote it into `<build>/client/assets/manifest-<hash>.js` (pages discover routes
 * lazily, so no page names the file). It must be the file the running server serves. Reading the build (not the
 * source) means a route added to app/routes.ts is in this list the moment it is built, and a test that walks the
 * list cannot miss it.
 */
export async function readRouteManifest(origin: string): Promise<ManifestRoute[]> {
  const assets = path.join(E2E_BUILD_DIR, "client", "assets");
  const files = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  expect(files, `one route manifest in ${assets}`).toHaveLength(1);
  const served = await fetch(`${origin}/assets/${files[0]}`);
  expect(served.status, "the running server serves this build's manifest").toBe(200);
  const script = await served.text();
  const raw = JSON.parse(script.slice(script.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, RawRoute>;
  };
  const byId = raw.routes;
  const hasChildren = new Set(Object.values(byId).map((route) => route.parentId));

  function fullPath(route: RawRoute): string {
    const parent = route.parentId ? byId[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : "";
    return route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base || "/";
  }

  return Object.values(byId)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const isLayout = hasChildren.has(route.id);
      return {
        id: route.id,
        path: isLayout ? null : fullPath(route),
        parentId: route.parentId,
        index: route.index === true,
        hasLoader: route.hasLoader,
        hasAction: route.hasAction,
        isLayout,
      };
    });
}
