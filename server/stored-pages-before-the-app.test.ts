import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { afterAll, describe, expect, it } from "vitest";
import { publicHtmlCache } from "./public-html-cache";
import { cspNonceOf, drawCspNonce, securityHeaderPairs, securityHeaders } from "./security-headers";

type HeaderConfig = Parameters<typeof securityHeaders>[0];
const HTTPS_CONFIG: HeaderConfig = {
  BASE_URL: "https://www.awac.example",
  PORT: 3000,
  TRUSTED_ORIGINS: undefined,
  STRIPE_API_BASE: undefined,
};
const PUBLIC_PAGES = new Set(["/", "/about", "/es/"]);

function pageHtml(nonce: string | undefined, path: string): string {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><h1>${path}</h1>${"<p>Aire acondicionado, señal</p>".repeat(400)}<script nonce="${nonce}">2</script></body></html>`;
}

/** The production layers in createProductionApp's order; `appRequests` counts the requests that reach the app. */
async function startServer(options: { beforeTheApp: boolean; now?: () => number }) {
  const counter = { appRequests: 0 };
  const cache = publicHtmlCache({
    isPublicPage: (pathname) => PUBLIC_PAGES.has(pathname),
    contentVersion: async () => "v1",
    now: options.now,
    beforeTheApp: options.beforeTheApp
      ? { drawNonce: drawCspNonce, securityHeaders: securityHeaderPairs(HTTPS_CONFIG) }
      : undefined,
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

/** A response's headers without those that differ on every response (the date and the CSP's nonce). */
function comparable(answer: Answer): Record<string, unknown> {
  const { date: _date, ...rest } = answer.headers;
  return {
    ...rest,
    "content-security-policy": String(rest["content-security-policy"]).replace(/'nonce-[^']+'/, "'nonce-…'"),
  };
}

function nonceOf(answer: Answer): string {
  return /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
}

/** Stores `path` (the first request renders it) and lets the version read settle. */
async function stored(port: number, path: string) {
  expect((await get(port, path)).headers["x-html-cache"]).toBe("miss");
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("Stored pages answered before the app (ADR 057)", () => {
  it("answers a gzip hit without the app, with the headers the app sends for it and a nonce of its own", async () => {
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
      expect(gunzipSync(hit.body).toString("utf8")).toBe(pageHtml(nonceOf(hit), "/es/"));
    }
    expect(nonceOf(hits[0]!)).not.toBe(nonceOf(hits[1]!));
  });

  it("leaves to the app every request it must see: a query, a session, no gzip, HEAD, a dot segment, an escape, a page not stored", async () => {
    const { port, counter } = await startServer({ beforeTheApp: true });
    await stored(port, "/about");
    const cases: [string, Record<string, string>, string?][] = [
      ["/about?utm=1", { "Accept-Encoding": "gzip" }],
      ["/about", { "Accept-Encoding": "gzip", Cookie: "aw.session_token=abc" }],
      ["/about", {}],
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
