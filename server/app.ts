import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener, type HttpBindings, type ServerType } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { env } from "~/config/env.server";
import { closeDatabase, databaseHandle } from "~/db/database.server";
import { clientAddressHeader } from "./client-address-header";
import { demoModeNotice } from "./demo-mode-notice";
import { crossSiteGuard } from "./cross-site-guard";
import { bodyLimits } from "./body-limits";
import { publicHtmlCache, type PublicHtmlCache } from "./public-html-cache";
import { publicFilePatterns } from "./public-file-paths";
import { cspNonceOf, securityHeaderPairs, securityHeaders } from "./security-headers";
import { getContentVersion } from "~/domain/settings/get-content-version.server";
import { convertSignupLeadsOfExistingCustomers } from "~/domain/leads/convert-signup-leads.server";
import { withAppErrorStatuses } from "~/http/app-error-statuses.server";
import { isPublicPagePath } from "~/seo/public-pages";
import { healthRoutes } from "./health-routes";
import { acceptedOrigins, publicOrigin } from "~/config/public-origin.server";
import { onPublicRequestUrl } from "./public-request-url";
import { authRoutes } from "./auth-routes";
import { stripeWebhookRoutes } from "./stripe-webhook-routes";
import { twilioWebhookRoutes } from "./twilio-webhook-routes";
import { startBackgroundWork, stopBackgroundWork } from "./background-work";
import { databaseOutage } from "./database-outage";
import { runShutdown } from "./shutdown";
import { startBannerFor } from "./start-banner";
import { requestContextWithNonce } from "~/http/csp-nonce-context.server";
import { withDocumentRenderData } from "~/request-scope/document-render-data.server";
import { inRequestScope } from "~/request-scope/request-scope.server";
import { listenHost } from "~/config/listen-host";

/** API routes served by Hono in production and, through the dev plugin, in `npm run dev`. */
export const apiApp = new Hono()
  .route("/", healthRoutes)
  .route("/", authRoutes)
  .route("/", stripeWebhookRoutes)
  .route("/", twilioWebhookRoutes);

/**
 * The server build, loaded once. Handed to React Router as an object, not as a function: given a function, its
 * request handler re-derives every route and handler on each request (react-router 7.18), which cut the requests
 * a server answers per second to a fraction (measured with bench:analytics, ADR 035).
 */
async function loadServerBuild(): Promise<ServerBuild> {
  // Every loader and action answers an escaping AppError with its status (app/http/app-error-statuses.server.ts).
  return withAppErrorStatuses(await (import("virtual:react-router/server-build") as Promise<ServerBuild>));
}

function createProductionApp(build: ServerBuild, htmlCache: PublicHtmlCache): Hono<{ Bindings: HttpBindings }> {
  const config = env();
  const clientDir = `./${process.env.BUILD_DIR ?? "build"}/client`;
  const handleRequest = createRequestHandler(build, "production");
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use("*", securityHeaders(config)); // first, so every response below gets the headers
  app.use("*", compress());
  app.use("*", clientAddressHeader(config.TRUST_PROXY_HOPS));
  app.use(
    "*",
    crossSiteGuard(() => acceptedOrigins()),
  );
  app.use("*", bodyLimits()); // before any route reads a body; every limit is listed in body-limits.ts (ADR 028)
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  const publicFiles = serveStatic({
    root: clientDir,
    // The technician app's worker and manifest are checked on every load, so a new build reaches phones at once.
    onFound: (path, c) =>
      c.header("Cache-Control", /\/tech(-sw\.js|\.webmanifest)$/.test(path) ? "no-cache" : "public, max-age=3600"),
  });
  for (const pattern of publicFilePatterns(clientDir)) app.use(pattern, publicFiles);
  app.use("*", databaseOutage()); // a 500 caused by the database's absence becomes a 503 (ADR 027)
  app.route("/", apiApp);
  app.use("*", htmlCache.middleware);
  app.all("*", (c) => {
    // A document's loaders may keep data for the server's render instead of sending it (ADR 058).
    const context = withDocumentRenderData(requestContextWithNonce(cspNonceOf(c)), c.req.raw);
    const handle = () => handleRequest(c.req.raw, context);
    // A page's loaders share one session and settings read; an action's request reads afresh (request-scope.server.ts).
    return c.req.method === "GET" || c.req.method === "HEAD" ? inRequestScope(handle) : handle();
  });
  return app;
}

export async function startServer(): Promise<ServerType> {
  const config = env();
  const { db } = await databaseHandle(); // migrate and seed before accepting traffic
  // Sign-up leads whose person got a customer record before that converted them (issue 33), set right once here.
  const convertedLeads = await convertSignupLeadsOfExistingCustomers(db);
  if (convertedLeads > 0) console.log(`[leads] ${convertedLeads} sign-up leads of existing customers marked converted`);
  const demoNotice = demoModeNotice(config);
  if (demoNotice) console.log(demoNotice);
  startBackgroundWork();
  const htmlCache = publicHtmlCache({
    isPublicPage: isPublicPagePath,
    contentVersion: getContentVersion,
    beforeTheApp: { securityHeaders: securityHeaderPairs(config) },
  });
  const app = createProductionApp(await loadServerBuild(), htmlCache);
  // Before any middleware sees a request, its URL is on one of our origins (server/public-request-url.ts).
  const fetch = onPublicRequestUrl(app.fetch, () => ({ accepted: acceptedOrigins(), publicOrigin: publicOrigin() }));
  // Made before listening (checking a password is deliberately slow), printed after: the last lines of the output.
  const banner = await startBannerFor(db, config, publicOrigin());
  // A stored page's hit is answered before the app, with the headers the app would send (ADR 057).
  const answerInApp: RequestListener = getRequestListener(fetch, { hostname: listenHost(config) });
  const server = createServer((request, response) => {
    if (!htmlCache.answerFromStore(request, response)) void answerInApp(request, response);
  });
  server.listen(config.PORT, listenHost(config), () => {
    const info = server.address() as AddressInfo;
    console.log(`[server] listening on http://localhost:${info.port}`);
    console.log(`[server] public origin ${publicOrigin()} (${config.BASE_URL ? "from BASE_URL" : "BASE_URL unset"})`);
    console.log(banner);
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: closing`);
    let exitCode = 1;
    try {
      exitCode = await runShutdown([
        { name: "closing the HTTP server", run: () => void server.close() },
        { name: "stopping the job worker", run: stopBackgroundWork },
        { name: "closing the database", run: closeDatabase },
      ]);
    } finally {
      process.exit(exitCode);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
