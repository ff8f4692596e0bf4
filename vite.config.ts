import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { devServerRoutes } from "./server/dev-server-routes";

/**
 * Groups the browser bundle's many small shared modules (one per icon, per UI primitive, per Radix package) into
 * a few chunks. Every public page preloads its modules; on a phone's slow connection each extra file costs a round
 * trip before the first paint (home page: 56 files → 15, Lighthouse mobile performance 78 → 88-91, same bytes).
 * Route modules are never grouped: React Router loads them per route. (Rollup's experimentalMinChunkSize was tried
 * instead: it merged other pages' modules into the home page's chunks, 10 KB more.)
 */
function clientChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  // React and React Router in one chunk of their own, so the groups below never pull them in.
  if (/\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//.test(id)) return "framework";
  if (id.includes("/node_modules/lucide-react/")) return "icons";
  if (/\/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden)/.test(id)) return "radix";
  if (/\/node_modules\/(clsx|class-variance-authority|tailwind-merge)\//.test(id)) return "ui-kit";
  // A primitive wrapping Radix (tabs, separator...) stays beside the screens that use it: in site-kit it would make
  // every public page load the Radix chunk.
  const wrapsRadix = getModuleInfo(id)?.importedIds.some((imported) => imported.includes("/node_modules/@radix-ui/"));
  if (/\/app\/components\/(ui|site)\//.test(id) && !wrapsRadix) return "site-kit";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // The production bundle's entry is our Hono server, so the app and the server share one module graph
  // (one database connection, one auth instance). See docs/decisions/002-one-node-server.md.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" } : { target: "es2022", rollupOptions: { output: { manualChunks: clientChunk } } },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
  plugins: [tailwindcss(), devServerRoutes(), reactRouter()],
}));
