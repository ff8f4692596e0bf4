import type { Plugin } from "vite";
import { getRequestListener } from "@hono/node-server";
import { onPublicRequestUrl } from "./public-request-url";
import { CLIENT_ADDRESS_HEADER } from "../app/http/client-address.server";

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
      server.httpServer?.once("listening", () => {
        // Without BASE_URL the public origin is http://localhost:$PORT: here that is Vite's own address, where the
        // pages and their forms are. Set before the app's modules first read the environment.
        const address = server.httpServer?.address();
        if (!process.env.BASE_URL && address && typeof address === "object") process.env.PORT = String(address.port);
        server
          .ssrLoadModule("/app/config/public-origin.server.ts")
          .then((mod) => {
            const origins = mod as typeof import("../app/config/public-origin.server");
            console.log(
              `[dev] public origin ${origins.publicOrigin()} (${process.env.BASE_URL ? "from BASE_URL" : "BASE_URL unset"})`,
            );
          })
          .catch((error: unknown) => console.error("[dev] could not read the public origin", error));
        // As `npm start` does (server/app.ts): once the database is open (and the demo seeded), where to go and how
        // to sign in, below Vite's own lines.
        Promise.all([
          server.ssrLoadModule("/server/start-banner.ts"),
          server.ssrLoadModule("/app/db/database.server.ts"),
          server.ssrLoadModule("/app/config/env.server.ts"),
          server.ssrLoadModule("/app/config/public-origin.server.ts"),
        ])
          .then(async ([banner, database, config, origins]) => {
            const { db } = await (database as typeof import("../app/db/database.server")).databaseHandle();
            const env = (config as typeof import("../app/config/env.server")).env();
            const address = (origins as typeof import("../app/config/public-origin.server")).publicOrigin();
            console.log(await (banner as typeof import("./start-banner")).startBannerFor(db, env, address));
          })
          .catch((error: unknown) => console.error("[dev] could not print where to go and the demo logins", error));
        // The job workers run inside the dev server too, so queued mail and sync jobs are processed in development.
        server
          .ssrLoadModule("/server/background-work.ts")
          .then((mod) => (mod as typeof import("./background-work")).startBackgroundWork())
          .catch((error: unknown) => console.error("[dev] could not start the job workers", error));
      });
      // As server/client-address-header.ts does in production: the address per-address limits count on is the
      // socket's (no proxy in development), and a client-sent copy of the header never counts.
      server.middlewares.use((req, _res, next) => {
        const address = req.socket.remoteAddress;
        if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
        else delete req.headers[CLIENT_ADDRESS_HEADER];
        next();
      });
      server.middlewares.use((req, res, next) => {
        if (!req.url || !API_PATHS.test(req.url)) return next();
        Promise.all([
          server.ssrLoadModule("/server/app.ts"),
          server.ssrLoadModule("/app/config/public-origin.server.ts"),
        ])
          .then(([app, config]) => {
            const { acceptedOrigins, publicOrigin } = config as typeof import("../app/config/public-origin.server");
            // As in production (server/app.ts): the API sees the request on one of our origins, never a forged Host.
            const fetch = onPublicRequestUrl((app as typeof import("./app")).apiApp.fetch, () => ({
              accepted: acceptedOrigins(),
              publicOrigin: publicOrigin(),
            }));
            return getRequestListener(fetch)(req, res);
          })
          .catch(next);
      });
    },
  };
}
