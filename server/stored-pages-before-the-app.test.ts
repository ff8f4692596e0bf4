import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { afterAll, describe, expect, it } from "vitest";
import { publicHtmlCache } from "./public-html-cache";
import { cspNonceOf, securityHeaderPairs, securityHeaders } from "./security-headers";

type HeaderConfig = Parameters<typeof securityHeaders>[0];
const HTTPS_CONFIG: HeaderConfig = {
  BASE_URL: "https://www.awac.example",
  PORT: 3000,
  TRUSTED_ORIGINS: undefined,
  STRIPE_API_BASE: undefined,
};
const PUBLIC_PAGES = new Set(["/", "/about", "/es/"]);

/** A page as the app renders it (its inline scripts marked with the response's nonce), or as a visitor gets it. */
function pageHtml(nonce: string | undefined, path: string): string {
  const marked = nonce ? ` nonce="${nonce}"` : "";
  return `<!DOCTYPE html><html><head><script${marked}>1</script></head><body><h1>${path}</h1>${"<p>Aire acondicionado, señal</p>".repeat(400)}<script${marked}>2</script></body></html>`;
}

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The production layers in createProductionApp's order; `appRequests` counts the requests that reach the app. */
async function startServer(options: { beforeTheApp: boolean; now?: () => number }) {
  const counter = { appRequests: 0 };
  const cache = publicHtmlCache({
    isPublicPage: (pathname) => PUBLIC_PAGES.has(pathname),
    contentVersion: async () => "v1",
    now: options.now,
    beforeTheApp: options.beforeTheApp ? { securityHeaders: securityHeaderPairs(HTTPS_CONFIG) } : undefined,
  });
  const app = new Hono();
  app.use("*", async (_c, next) => {
    counter.appRequests += 1;
    await next();
  });
  app.use("*", securityHeaders(HTTPS_CONFIG));
  app.use("*", compress());
  app.use("*", cache.middleware);
  app.all("*", (c) => c.html(pageHtml(cspNonceOf(c), c.req.path)));
  const inApp = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!cache.answerFromStore(req, res)) void inApp(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, counter };
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(
  port: number,
  path: string,
  headers: Record<string, string> = { "Accept-Encoding": "gzip" },
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** A response's headers without the one that differs on every response (the date). */
function comparable(answer: Answer): Record<string, unknown> {
  const { date: _date, ...rest } = answer.headers;
  return rest;
}

/** Stores `path` (the first request renders it) and lets the version read settle. */
async function stored(port: number, path: string) {
  expect((await get(port, path)).headers["x-html-cache"]).toBe("miss");
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("Stored pages answered before the app (ADR 057)", () => {
  it("answers a hit without the app, with the headers the app sends for it and the same bytes for everyone", async () => {
    const inApp = await startServer({ beforeTheApp: false });
    const before = await startServer({ beforeTheApp: true });
    for (const server of [inApp, before]) await stored(server.port, "/es/");
    const appHit = await get(inApp.port, "/es/");
    const requestsBefore = before.counter.appRequests;
    const hits = [await get(before.port, "/es/"), await get(before.port, "/es/")];
    expect(before.counter.appRequests).toBe(requestsBefore);
    for (const hit of hits) {
      expect(hit.status).toBe(200);
      expect(comparable(hit)).toEqual(comparable(appHit));
      expect(hit.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(gunzipSync(hit.body).toString("utf8")).toBe(pageHtml(undefined, "/es/"));
    }
    expect(hits[1]!.body).toEqual(hits[0]!.body);
  });

  it("allows the page's inline scripts by their sha256 in a policy that names no nonce", async () => {
    const { port } = await startServer({ beforeTheApp: true });
    const miss = await get(port, "/about");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const hit = await get(port, "/about", { "Accept-Encoding": "gzip" });
    expect(hit.headers["x-html-cache"]).toBe("hit");
    for (const answer of [miss, hit]) {
      const policy = String(answer.headers["content-security-policy"]);
      expect(policy).toContain(`script-src 'self' ${sha256Source("1")} ${sha256Source("2")};`);
      expect(policy).not.toContain("nonce-");
      expect(gunzipSync(answer.body).toString("utf8")).not.toContain("nonce");
    }
  });

  it("answers a request that names the page's ETag with a bodiless 304, before the app as in it", async () => {
    const inApp = await startServer({ beforeTheApp: false });
    const before = await startServer({ beforeTheApp: true });
    for (const server of [inApp, before]) await stored(server.port, "/about");
    const entityTag = String((await get(before.port, "/about")).headers.etag);
    expect(entityTag).toMatch(/^W\/"[\w-]+"$/);
    const seen = before.counter.appRequests;
    const answers = [inApp, before].map((server) =>
      get(server.port, "/about", { "Accept-Encoding": "gzip", "If-None-Match": `"other", ${entityTag}` }),
    );
    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(entityTag);
      expect(answer.headers["cache-control"]).toMatch(/^public/);
    }
    expect(before.counter.appRequests).toBe(seen);
    const changed = await get(before.port, "/about", { "Accept-Encoding": "gzip", "If-None-Match": 'W/"older"' });
    expect(changed.status).toBe(200);
  });

  it("answers a browser that does not accept gzip with the plain page", async () => {
    const { port, counter } = await startServer({ beforeTheApp: true });
    await stored(port, "/about");
    const seen = counter.appRequests;
    const plain = await get(port, "/about", {});
    expect(counter.appRequests).toBe(seen);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(pageHtml(undefined, "/about"));
  });

  it("leaves to the app every request it must see: a query, a session, HEAD, a dot segment, an escape, a page not stored", async () => {
    const { port, counter } = await startServer({ beforeTheApp: true });
    await stored(port, "/about");
    const cases: [string, Record<string, string>, string?][] = [
      ["/about?utm=1", { "Accept-Encoding": "gzip" }],
      ["/about", { "Accept-Encoding": "gzip", Cookie: "aw.session_token=abc" }],
      ["/about", { "Accept-Encoding": "gzip" }, "HEAD"],
      ["/./about", { "Accept-Encoding": "gzip" }],
      ["/%61bout", { "Accept-Encoding": "gzip" }],
      ["/", { "Accept-Encoding": "gzip" }],
    ];
    for (const [path, headers, method] of cases) {
      const seen = counter.appRequests;
      await get(port, path, headers, method);
      expect(counter.appRequests, `${method ?? "GET"} ${path} ${JSON.stringify(headers)}`).toBe(seen + 1);
    }
  });

  it("keeps the nonce of a page that is not stored: one asked for with a query or with a session", async () => {
    const { port } = await startServer({ beforeTheApp: true });
    const unstored: [string, Record<string, string>][] = [
      ["/about?utm=1", {}],
      ["/about", { Cookie: "aw.session_token=abc" }],
    ];
    for (const [path, headers] of unstored) {
      const answer = await get(port, path, { "Accept-Encoding": "gzip", ...headers });
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
      expect(nonce).toBeTruthy();
      expect(gunzipSync(answer.body).toString("utf8")).toBe(pageHtml(nonce, "/about"));
    }
  });

  it("lets the app read the content version again once its last read is over a second old", async () => {
    let clock = 1_000_000;
    const { port, counter } = await startServer({ beforeTheApp: true, now: () => clock });
    await stored(port, "/about");
    let seen = counter.appRequests;
    await get(port, "/about");
    expect(counter.appRequests).toBe(seen);
    clock += 1_001;
    const again = await get(port, "/about");
    expect(again.headers["x-html-cache"]).toBe("hit");
    expect(counter.appRequests).toBe(seen + 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = counter.appRequests;
    await get(port, "/about");
    expect(counter.appRequests).toBe(seen);
  });
});
