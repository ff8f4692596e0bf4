import type { Plugin } from "vite";
import { getRequestListener } from "@hono/node-server";

const API_PATHS = /^\/(healthz|readyz|api\/auth\/|api\/webhooks\/)/;

/**
 * In `npm run dev`, sends the API paths to the same Hono routes production uses, loaded through Vite so they
 * share the app's module graph (one database, one auth instance).
 */
export function devServerRoutes(): Plugin {
  return {
    name: "aw-dev-server-routes",
    apply: "serve",
    configureServer(server) {
      // The job workers run inside the dev server too, so queued mail and sync jobs are processed in development.
      server.httpServer?.once("listening", () => {
        server
          .ssrLoadModule("/server/background-work.ts")
          .then((mod) => (mod as typeof import("./background-work")).startBackgroundWork())
          .catch((error: unknown) => console.error("[dev] could not start the job workers", error));
      });
      server.middlewares.use((req, res, next) => {
        if (!req.url || !API_PATHS.test(req.url)) return next();
        server
          .ssrLoadModule("/server/app.ts")
          .then((mod) => getRequestListener((mod as typeof import("./app")).apiApp.fetch)(req, res))
          .catch(next);
      });
    },
  };
}
