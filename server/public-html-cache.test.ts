import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_PUBLIC_CACHE_CONTROL,
  PERSONAL_CACHE_CONTROL,
  hasPersonalCookie,
  publicHtmlCache,
} from "./public-html-cache";

const PUBLIC_PAGES = new Set(["/", "/es", "/about", "/es/about"]);
const SESSION = "aw.session_token=abc.def";

/** A fake app behind the cache: it counts renders and draws the visitor's name when the cookie names one. */
function appBehindCache(
  options: { version?: () => string; now?: () => number; respond?: (request: Request) => Response } = {},
) {
  let renders = 0;
  let versionReads = 0;
  const contentVersion = async () => {
    versionReads += 1;
    return options.version?.() ?? "v1";
  };
  const app = new Hono();
  app.use(
    "*",
    publicHtmlCache({ isPublicPage: (path) => PUBLIC_PAGES.has(path), contentVersion, now: options.now }).middleware,
  );
  app.all("*", (c) => {
    renders += 1;
    if (options.respond) return options.respond(c.req.raw);
    const cookie = c.req.header("cookie") ?? "";
    const who = cookie.includes("aw.session_token") ? "Hello, Ana" : "Hello, visitor";
    return c.html(`<html><body>${who} on ${c.req.path} render ${renders}</body></html>`);
  });
  return { app, renders: () => renders, versionReads: () => versionReads };
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("publicHtmlCache", () => {
  it("serves the second anonymous request for a public page from the cache with shareable headers", async () => {
    const { app, renders } = appBehindCache();
    const first = await get(app, "/about");
    const second = await get(app, "/about");
    expect(await second.text()).toBe(await first.text());
    expect(renders()).toBe(1);
    expect(first.headers.get("X-HTML-Cache")).toBe("miss");
    expect(second.headers.get("X-HTML-Cache")).toBe("hit");
    expect(second.headers.get("Cache-Control")).toBe(ANONYMOUS_PUBLIC_CACHE_CONTROL);
    expect(second.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(second.headers.get("Vary")).toContain("Cookie");
  });

  it("keeps the English and Spanish pages apart", async () => {
    const { app } = appBehindCache();
    await get(app, "/about");
    expect(await (await get(app, "/es/about")).text()).toContain("on /es/about");
    expect(await (await get(app, "/about")).text()).toContain("on /about");
  });

  it("never serves a signed-in request from the cache, and never fills it from one", async () => {
    const { app } = appBehindCache();
    await get(app, "/"); // an anonymous page is now stored
    const signedIn = await get(app, "/", { cookie: `lang=en; ${SESSION}` });
    expect(await signedIn.text()).toContain("Hello, Ana");
    expect(signedIn.headers.get("X-HTML-Cache")).toBeNull();
    expect(signedIn.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);

    const fresh = appBehindCache();
    await get(fresh.app, "/es", { cookie: SESSION });
    const anonymous = await get(fresh.app, "/es");
    expect(await anonymous.text()).toContain("Hello, visitor");
    expect(anonymous.headers.get("X-HTML-Cache")).toBe("miss");
    expect(fresh.renders()).toBe(2);
  });

  it("renders afresh for a visitor carrying a flash toast", async () => {
    const { app, renders } = appBehindCache();
    await get(app, "/");
    await get(app, "/", { cookie: "flash_toast=%7B%7D" });
    expect(renders()).toBe(2);
  });

  it("does not store a response that sets a cookie or that the route marked private", async () => {
    const setsCookie = appBehindCache({
      respond: () =>
        new Response("<p>hi</p>", {
          headers: { "Content-Type": "text/html", "Set-Cookie": "flash_toast=; Max-Age=0" },
        }),
    });
    await get(setsCookie.app, "/");
    await get(setsCookie.app, "/");
    expect(setsCookie.renders()).toBe(2);

    const marked = appBehindCache({
      respond: () =>
        new Response("<p>hi</p>", { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } }),
    });
    await get(marked.app, "/");
    expect((await get(marked.app, "/")).headers.get("Cache-Control")).toBe("private, no-store");
    expect(marked.renders()).toBe(2);
  });

  it("stores only 200 HTML answers of public pages requested with GET and no query string", async () => {
    const notFound = appBehindCache({
      respond: () => new Response("<p>missing</p>", { status: 404, headers: { "Content-Type": "text/html" } }),
    });
    await get(notFound.app, "/");
    await get(notFound.app, "/");
    expect(notFound.renders()).toBe(2);

    const { app, renders } = appBehindCache();
    await get(app, "/customer");
    await get(app, "/customer");
    await get(app, "/?utm=1");
    await get(app, "/?utm=1");
    await app.request("/", { method: "POST" });
    await app.request("/", { method: "POST" });
    expect(renders()).toBe(6);
  });

  it("drops every stored page when the content version changes", async () => {
    let version = "v1";
    let clock = 0;
    const { app, renders } = appBehindCache({ version: () => version, now: () => clock });
    await get(app, "/");
    version = "v2";
    clock = 1000;
    expect((await get(app, "/")).headers.get("X-HTML-Cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("renders again once an entry is older than its time to live", async () => {
    let clock = 0;
    const { app, renders } = appBehindCache({ now: () => clock });
    await get(app, "/");
    clock = 6 * 60_000;
    await get(app, "/");
    expect(renders()).toBe(2);
  });
});

describe("publicHtmlCache's stored bytes and version reads", () => {
  it("answers a browser that accepts gzip with the page compressed once at storage time", async () => {
    const { app } = appBehindCache();
    const first = await get(app, "/es");
    const second = await get(app, "/es", { "accept-encoding": "gzip, deflate, br" });
    expect(second.headers.get("Content-Encoding")).toBe("gzip");
    expect(second.headers.get("Vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(await first.text());
  });

  it("asks for the content version at most once a second", async () => {
    let clock = 0;
    const { app, versionReads } = appBehindCache({ now: () => clock });
    for (let request = 0; request < 5; request += 1) await get(app, "/");
    expect(versionReads()).toBe(1);
    clock = 1000;
    await get(app, "/");
    expect(versionReads()).toBe(2);
  });
});

describe("hasPersonalCookie", () => {
  it("recognises the session, its secure variant, the flash toast and a form's confirmation, but not the language cookie", () => {
    expect(hasPersonalCookie("aw.session_token=x")).toBe(true);
    expect(hasPersonalCookie("lang=es; __Secure-aw.session_token=x")).toBe(true);
    expect(hasPersonalCookie("flash_toast=%7B%7D")).toBe(true);
    expect(hasPersonalCookie("lang=es; flash_sent=estimate")).toBe(true);
    expect(hasPersonalCookie("lang=es")).toBe(false);
    expect(hasPersonalCookie(undefined)).toBe(false);
  });
});
