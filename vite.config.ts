import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type InlineConfig, type LogLevel, type PluginOption, type ResolvedConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { devServerRoutes } from "./server/dev-server-routes";
import { clientChunk } from "./vite-plugins/client-chunks";
import { lucideIconImports } from "./vite-plugins/lucide-icon-imports";
import { quietBuildWarnings } from "./vite-plugins/quiet-build-warnings";
import { techShellChunks } from "./vite-plugins/tech-shell-chunks";

const techShell = techShellChunks();

/** React Router builds the client and then the server: the worker and the manifest belong to the client's files. */
function clientBuildOnly(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((plugin) =>
    plugin && typeof plugin === "object" && "name" in plugin
      ? { ...plugin, applyToEnvironment: (environment: { name: string }) => environment.name === "client" }
      : plugin,
  );
}
/**
 * The worker is built by a Vite build of its own that would print its progress and asset table even under
 * `--logLevel warn` (npm start's quiet build, ADR 040): it takes the main build's level instead.
 */
function swBuildFollowsLogLevel() {
  let logLevel: LogLevel = "info";
  return {
    configureOptions: (viteOptions: ResolvedConfig) => {
      logLevel = viteOptions.logLevel ?? "info";
    },
    configureCustomSWViteBuild: (inlineConfig: InlineConfig) => {
      inlineConfig.logLevel = logLevel;
    },
  };
}

/** The technician screens' brand colour: the primary blue of the design tokens (app/app.css) and the favicon. */
const TECH_THEME_COLOR = "#06489c"; // TECH_THEME_COLOR in app/components/tech/offline-queue/tech-app-links.ts

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
  // pdfkit finds its built-in fonts' metrics through its own package's imports map (ADR 086): bundled, it would not.
  ssr: { external: ["@electric-sql/pglite", "pg", "sharp", "pdfkit"] },
  plugins: [
    lucideIconImports(),
    tailwindcss(),
    devServerRoutes(),
    reactRouter(),
    techShell.plugin,
    // The technician screens' installable app (issue 35, ADR 079): its manifest and its Workbox service worker,
    // registered by those screens alone (no script is injected into any page).
    ...clientBuildOnly(
      VitePWA({
        strategies: "injectManifest",
        srcDir: "app/components/tech/offline-queue",
        filename: "tech-sw.ts",
        outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
        injectRegister: false,
        manifestFilename: "tech.webmanifest",
        includeManifestIcons: false,
        manifest: {
          id: "/tech",
          name: "AW Air Conditioning: Technician",
          short_name: "AW Tech",
          description: "The technician's day: visits, on my way, arrived and completed, also without a signal.",
          start_url: "/tech",
          scope: "/tech",
          display: "standalone",
          orientation: "portrait",
          theme_color: TECH_THEME_COLOR,
          background_color: "#ffffff",
          icons: [
            { src: "/tech-icons/icon-192.png", sizes: "192x192", type: "image/png" },
            { src: "/tech-icons/icon-512.png", sizes: "512x512", type: "image/png" },
            { src: "/tech-icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        injectManifest: {
          globPatterns: ["assets/**/*.{js,css,woff2}"],
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.filter((entry) => techShell.files().has(entry.url)),
              warnings: [],
            }),
          ],
          // The framework chunk is large; the precache holds only the shell's files anyway.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
        integration: swBuildFollowsLogLevel(),
      }),
    ),
  ],
});
