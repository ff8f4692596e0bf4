import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds (parallel end-to-end runs) live side by side; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router 8's behaviour now, so the build prints no future-flag warnings (ADR 040).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Off on purpose: with it, loaders and actions get the raw `.data` request, and 36 of them read their path from
    // `request.url` (ADR 040). Setting it explicitly also silences its warning.
    v8_passThroughRequests: false,
  },
} satisfies Config;
