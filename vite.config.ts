import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { devServerRoutes } from "./server/dev-server-routes";
import { clientChunk } from "./vite-plugins/client-chunks";
import { lucideIconImports } from "./vite-plugins/lucide-icon-imports";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // The production bundle's entry is our Hono server, so the app and the server share one module graph
  // (one database connection, one auth instance). See docs/decisions/002-one-node-server.md.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" } : { target: "es2022", rollupOptions: { output: { manualChunks: clientChunk } } },
  ssr: { external: ["@electric-sql/pglite", "pg", "sharp"] },
  plugins: [lucideIconImports(), tailwindcss(), devServerRoutes(), reactRouter()],
}));
