/**
 * The unsubscribe page through React Router's own request handler, as a mail program or a person reaches it: a build
 * of the real root, public layout and unsubscribe route modules, with an entry that reports the status and the
 * route's data instead of drawing the page.
 */
import { eq } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "~/db/schema";
import { signUnsubscribeToken } from "~/domain/newsletter/newsletter-unsubscribe-token.server";
import { subscribeToNewsletter } from "~/domain/newsletter/subscribe-to-newsletter.server";
import { withAppErrorStatuses } from "~/http/app-error-statuses.server";
import * as rootModule from "~/root";
import * as siteLayoutModule from "~/routes/_site/_layout";
import * as unsubscribeModule from "~/routes/_site/newsletter-unsubscribe";
import { isPublicPagePath } from "~/seo/public-pages";
import { TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";

const { db } = useTestDatabase();

type Module = NonNullable<ServerBuild["routes"][string]>["module"];

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

type Rendered = {
  status: number;
  errors: Record<string, { status: number }> | null;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
};

const build = {
  entry: {
    module: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: Omit<Rendered, "status"> },
      ) => {
        const { errors, loaderData, actionData } = context.staticHandlerContext;
        return Response.json({ status, errors, loaderData, actionData }, { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: rootModule as unknown as Module },
    site: { id: "site", parentId: "root", module: siteLayoutModule as unknown as Module },
    unsubscribe: {
      id: "unsubscribe",
      parentId: "site",
      path: "newsletter/unsubscribe/:token",
      module: unsubscribeModule as unknown as Module,
    },
    "es-unsubscribe": {
      id: "es-unsubscribe",
      parentId: "site",
      path: "es/newsletter/unsubscribe/:token",
      module: unsubscribeModule as unknown as Module,
    },
  },
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: {
      root: assetRoute("root"),
      site: assetRoute("site", "root"),
      unsubscribe: assetRoute("unsubscribe", "site"),
      "es-unsubscribe": assetRoute("es-unsubscribe", "site"),
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

const handle = createRequestHandler(withAppErrorStatuses(build), "production");

async function answer(request: Request): Promise<{ response: Response; body: Rendered }> {
  const response = await handle(request);
  return { response, body: (await response.json()) as Rendered };
}

function get(path: string) {
  return answer(new Request(`${TEST_ORIGIN}${path}`));
}

/** What a mail provider sends for a one-click unsubscribe (RFC 8058 §3.1): no cookies, no Origin. */
function oneClick(
  path: string,
  body: BodyInit = "List-Unsubscribe=One-Click",
  headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" },
) {
  return answer(new Request(`${TEST_ORIGIN}${path}`, { method: "POST", body, headers }));
}

/** The page's own button: the same body, from a browser on our origin. */
function pressButton(path: string) {
  const body = new URLSearchParams({ "List-Unsubscribe": "One-Click" });
  return answer(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: "POST",
      body,
      headers: { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
    }),
  );
}

async function subscribed(email: string): Promise<string> {
  await subscribeToNewsletter({ email, source: "footer", locale: "en" });
  const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return `/newsletter/unsubscribe/${signUnsubscribeToken(row!.id)}`;
}

async function listed(): Promise<string[]> {
  return (await db().select().from(newsletterSubscriptions)).map((row) => row.email).sort();
}

describe("the newsletter unsubscribe page", () => {
  it.each(["", "/es"])("shows the address and asks, but a visit unsubscribes nobody (%s)", async (prefix) => {
    const path = `${prefix}${await subscribed("ana@example.com")}`;
    for (let visit = 0; visit < 2; visit++) {
      const { response, body } = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(Object.values(body.loaderData)).toContainEqual({ status: "subscribed", email: "ana@example.com" });
    }
    expect(await listed()).toEqual(["ana@example.com"]);
  });

  it("unsubscribes with the page's button, then says the address is no longer on the list", async () => {
    await subscribed("luis@example.com");
    const path = await subscribed("ana@example.com");
    const { response, body } = await pressButton(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(body.actionData).toEqual({ unsubscribe: { status: "unsubscribed", email: "ana@example.com" } });
    expect(await listed()).toEqual(["luis@example.com"]);

    const again = await get(path);
    expect(Object.values(again.body.loaderData)).toContainEqual({ status: "already_gone" });
    expect((await pressButton(path)).body.actionData).toEqual({ unsubscribe: { status: "already_gone" } });
  });

  it.each([
    ["a form-encoded body", "List-Unsubscribe=One-Click", { "content-type": "application/x-www-form-urlencoded" }],
    [
      "a multipart body",
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      { "content-type": "multipart/form-data; boundary=b" },
    ],
  ])(
    "unsubscribes a mail program's one-click POST with %s, in either language",
    async (_kind, oneClickBody, headers) => {
      const path = await subscribed("ana@example.com");
      const { response, body } = await oneClick(`/es${path}`, oneClickBody, headers);
      expect(response.status).toBe(200);
      expect(body.actionData).toEqual({ "es-unsubscribe": { status: "unsubscribed", email: "ana@example.com" } });
      expect(await listed()).toEqual([]);
    },
  );

  it("refuses a POST without the one-click body with 400, and removes nothing", async () => {
    const path = await subscribed("ana@example.com");
    for (const bad of ["", "List-Unsubscribe=Yes", "intent=anything"]) {
      const { response } = await oneClick(path, bad);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await oneClick(path, "{}", { "content-type": "application/json" })).response.status).toBe(400);
    expect(await listed()).toEqual(["ana@example.com"]);
  });

  it("answers an altered or made-up link with the 404 page, never a 500, whether visited or posted", async () => {
    const path = await subscribed("ana@example.com");
    const altered = path.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    for (const bad of [altered, "/newsletter/unsubscribe/not-a-token", "/es/newsletter/unsubscribe/..%2F..%2Fadmin"]) {
      for (const { response, body } of [await get(bad), await oneClick(bad)]) {
        expect(response.status, bad).toBe(404);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(Object.values(body.errors ?? {})).toContainEqual(expect.objectContaining({ status: 404 }));
      }
    }
    expect(await listed()).toEqual(["ana@example.com"]);
  });

  it("is not a public page, so the public HTML cache never stores it", () => {
    expect(isPublicPagePath("/newsletter/unsubscribe/x.y")).toBe(false);
    expect(isPublicPagePath("/es/newsletter/unsubscribe/x.y")).toBe(false);
  });
});
