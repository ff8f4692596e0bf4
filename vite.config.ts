import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { devServerRoutes } from "./server/dev-server-routes";
import { clientChunk } from "./vite-plugins/client-chunks";
import { lucideIconImports } from "./vite-plugins/lucide-icon-imports";
import { quietBuildWarnings } from "./vite-plugins/quiet-build-warnings";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // React Router reads `onwarn` from here for every environment's build (ADR 040).
  build: { rollupOptions: { onwarn: quietBuildWarnings } },
  environments: {
    client: { build: { target: "es2022", rollupOptions: { output: { manualChunks: clientChunk } } } },
    // The production bundle's entry is our Hono server, so the app and the server share one module graph
    // (one database connection, one auth instance). See docs/decisions/002-one-node-server.md.
    // One file: a server downloads nothing, so its dynamic imports (the forms' lazily loaded schemas, static markup)
    // have no reason to be chunks, and Vite stops noting that they cannot be.
    ssr: {
      build: { target: "node20", rollupOptions: { input: "./server/main.ts", output: { inlineDynamicImports: true } } },
    },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "sharp"] },
  plugins: [lucideIconImports(), tailwindcss(), devServerRoutes(), reactRouter()],
});
