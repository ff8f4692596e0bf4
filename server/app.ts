import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { serve, type HttpBindings, type ServerType } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { env } from "~/config/env.server";
import { closeDatabase, databaseHandle } from "~/db/database.server";
import { clientAddressHeader } from "./client-address-header";
import { crossSiteGuard } from "./cross-site-guard";
import { publicHtmlCache } from "./public-html-cache";
import { getContentVersion } from "~/domain/settings/get-content-version.server";
import { isPublicPagePath } from "~/seo/public-pages";
import { healthRoutes } from "./health-routes";
import { trustedOrigins } from "./trusted-origins";
import { authRoutes } from "./auth-routes";
import { stripeWebhookRoutes } from "./stripe-webhook-routes";
import { startBackgroundWork, stopBackgroundWork } from "./background-work";

/** API routes served by Hono in production and, through the dev plugin, in `npm run dev`. */
export const apiApp = new Hono().route("/", healthRoutes).route("/", authRoutes).route("/", stripeWebhookRoutes);

function createProductionApp(): Hono<{ Bindings: HttpBindings }> {
  const config = env();
  const clientDir = `./${process.env.BUILD_DIR ?? "build"}/client`;
  const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const handleRequest = createRequestHandler(build, "production");
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use("*", compress());
  app.use("*", clientAddressHeader(config.CLIENT_IP_HEADER));
  app.use("*", crossSiteGuard(trustedOrigins));
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use("*", serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  app.route("/", apiApp);
  app.use("*", publicHtmlCache({ isPublicPage: isPublicPagePath, contentVersion: getContentVersion }));
  app.all("*", (c) => handleRequest(c.req.raw));
  return app;
}

export async function startServer(): Promise<ServerType> {
  const config = env();
  await databaseHandle(); // migrate and seed before accepting traffic
  startBackgroundWork();
  const app = createProductionApp();
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`[server] listening on http://localhost:${info.port}`);
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: closing`);
    server.close();
    await stopBackgroundWork();
    await closeDatabase();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
