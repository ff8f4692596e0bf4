/**
 * The AppError → HTTP mapping, through React Router's own request handler: a build of the real root, public layout
 * and demo checkout route modules (plus a made-up resource route), with an entry that reports the status and
 * errors instead of drawing the page.
 */
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { settings } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../tests/support/auth-test-requests";
import * as rootModule from "~/root";
import * as siteLayoutModule from "~/routes/_site/_layout";
import * as demoCheckoutModule from "~/routes/_site/demo-checkout";
import { takeConsoleErrors } from "../../tests/support/vitest-setup";
import { useTestDatabase } from "../../tests/support/test-database";
import { withAppErrorStatuses } from "./app-error-statuses.server";

const { db } = useTestDatabase();

type Module = NonNullable<ServerBuild["routes"][string]>["module"];

function route(id: string, module: Module, path: string | undefined, parentId?: string) {
  return { id, path, parentId, module };
}

function assetRoute(id: string, parentId?: string) {
  return {
    id,
    parentId,
    module: `/${id}.js`,
    hasAction: true,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: true,
    imports: [],
  };
}

/** A public page with nothing of its own to load: only the root and public layout loaders run. */
const plainPage: Module = { default: () => null };

/** A resource route (no component) whose loader finds nothing. */
const throwsNotFound = {
  loader: () => {
    throw new AppError("NOT_FOUND", "No such thing");
  },
} as unknown as Module;

/** A production build of the app's routes that answers JSON { status, errors } instead of HTML. */
const build = {
  entry: {
    module: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { errors: unknown } },
      ) => Response.json({ status, errors: context.staticHandlerContext.errors }, { status, headers }),
    },
  },
  routes: {
    root: route("root", rootModule as unknown as Module, ""),
    site: route("site", siteLayoutModule as unknown as Module, undefined, "root"),
    "demo-checkout": route(
      "demo-checkout",
      demoCheckoutModule as unknown as Module,
      "demo-checkout/:sessionId",
      "site",
    ),
    page: route("page", plainPage, "page", "site"),
    thing: route("thing", throwsNotFound, "api/thing", "root"),
  },
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: {
      root: assetRoute("root"),
      site: assetRoute("site", "root"),
      "demo-checkout": assetRoute("demo-checkout", "site"),
      page: assetRoute("page", "site"),
      thing: assetRoute("thing", "root"),
    },
    url: "/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

function get(path: string, cookie?: string): Request {
  const headers = new Headers(cookie ? { cookie } : {});
  return new Request(`${TEST_ORIGIN}${path}`, { headers });
}

async function customerCookie(): Promise<string> {
  const password = "Sea-Breeze-2031";
  const { setCookies } = await signUpCustomer({
    form: {
      firstName: "Cara",
      lastName: "Diaz",
      email: `cara.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
    },
    locale: "en",
    http: testHttp(),
  });
  return cookieOf(setCookies);
}

describe("an AppError escaping a loader", () => {
  it("answers 503 with the error screen when the settings record is missing, instead of 500", async () => {
    await db().delete(settings);
    const response = await createRequestHandler(withAppErrorStatuses(build), "production")(get("/page"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 503,
      errors: {
        root: { status: 503, statusText: "Service Unavailable", internal: false, data: { code: "UNAVAILABLE" } },
      },
    });
    // Both the root and the public layout read the settings: each failure is logged as an error.
    const logged = takeConsoleErrors().map((args) => args.join(" "));
    expect(logged).toEqual([
      "[app-error] loader of root GET /page: UNAVAILABLE (503) The settings record is missing",
      "[app-error] loader of site GET /page: UNAVAILABLE (503) The settings record is missing",
    ]);
  });

  it("was a 500 before the mapping: React Router alone treats it as an unexpected error", async () => {
    await db().delete(settings);
    const response = await createRequestHandler(build, "production")(get("/page"));
    expect(response.status).toBe(500);
    expect(takeConsoleErrors().length).toBeGreaterThan(0);
  });

  it("answers 404 with the not-found page when a customer opens a demo checkout that is not theirs", async () => {
    const cookie = await customerCookie();
    const response = await createRequestHandler(
      withAppErrorStatuses(build),
      "production",
    )(get("/demo-checkout/not-a-session", cookie));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 404,
      errors: { "demo-checkout": { status: 404, data: { code: "NOT_FOUND" } } },
    });
  });

  it("answers a resource route's caller with JSON carrying the code and the status, never the message", async () => {
    const response = await createRequestHandler(withAppErrorStatuses(build), "production")(get("/api/thing"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "NOT_FOUND" });
  });
});
