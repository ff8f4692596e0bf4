import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { afterAll, describe, expect, it } from "vitest";
import { takeConsoleErrors } from "../tests/support/vitest-setup";
import { healthRoutes } from "./health-routes";
import { publicHtmlCache } from "./public-html-cache";
import { cspNonceOf, securityHeaders } from "./security-headers";

type HeaderConfig = Parameters<typeof securityHeaders>[0];

const HTTP_CONFIG: HeaderConfig = {
  BASE_URL: "http://localhost:3000",
  PORT: 3000,
  TRUSTED_ORIGINS: undefined,
  STRIPE_API_BASE: undefined,
};
const HTTPS_CONFIG: HeaderConfig = { ...HTTP_CONFIG, BASE_URL: "https://www.awac.example" };

const clientDir = mkdtempSync(path.join(tmpdir(), "aw-security-headers-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export const x = 1;\n".repeat(100));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** A page as React Router draws it: the response's nonce on each inline and module script. */
function pageHtml(nonce: string | undefined, path: string): string {
  return `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry-abc123.js" nonce="${nonce}"/></head><body><h1>${path}</h1>${"<p>words</p>".repeat(200)}<script nonce="${nonce}">window.__reactRouterContext={}</script><script type="module" nonce="${nonce}">import("/assets/entry-abc123.js")</script></body></html>`;
}

/** The production app's layers, in createProductionApp's order, with stand-ins for the build and better-auth. */
function productionLikeApp(config = HTTP_CONFIG) {
  const app = new Hono();
  app.use("*", securityHeaders(config));
  app.use("*", compress());
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.route("/", healthRoutes);
  // better-auth answers its verification link with a redirect; `Response.redirect` makes the headers read-only.
  app.get("/api/auth/verify-email", () => Response.redirect("http://localhost:3000/customer?verified=1", 302));
  app.get("/api/auth/get-session", (c) => c.json(null));
  app.use(
    "*",
    publicHtmlCache({
      isPublicPage: (pathname) => ["/", "/about", "/es/about"].includes(pathname),
      contentVersion: async () => "v1",
    }).middleware,
  );
  app.get("/broken", () => {
    throw new Error("the page's loader failed");
  });
  app.all("*", (c) => {
    const known = [
      "/",
      "/about",
      "/es/about",
      "/admin",
      "/reset-password",
      "/es/reset-password",
      "/verify-email",
      "/es/verify-email",
      "/demo-checkout/cs_demo_1",
    ];
    return c.html(pageHtml(cspNonceOf(c), c.req.path), known.includes(c.req.path) ? 200 : 404);
  });
  return app;
}

function nonceInPolicy(response: Response): string {
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(
    response.headers.get("Content-Security-Policy") ?? "",
  );
  expect(match, "a script-src nonce in the CSP").not.toBeNull();
  return match![1]!;
}

/** The policy of an anonymous public page: its two inline scripts by hash, no nonce. */
const HASHED_SCRIPT_SRC = `script-src 'self' ${sha256Source("window.__reactRouterContext={}")} ${sha256Source('import("/assets/entry-abc123.js")')};`;

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

function expectSecurityHeaders(response: Response, kind: string, scripts: "nonce" | "hashes" = "nonce") {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  if (scripts === "hashes") expect(policy, kind).toContain(HASHED_SCRIPT_SRC);
  else expect(policy, kind).toContain(`script-src 'self' 'nonce-${nonceInPolicy(response)}';`);
  expect(policy, kind).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of [
    "default-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(policy, kind).toContain(directive);
  }
  expect(response.headers.get("X-Frame-Options"), kind).toBe("DENY");
  expect(response.headers.get("X-Content-Type-Options"), kind).toBe("nosniff");
}

describe("security headers", () => {
  it("are on every kind of response: pages, stored pages, JSON, assets, better-auth's redirect, not-found and errors", async () => {
    const app = productionLikeApp();
    const responses = {
      page: await app.request("/admin"),
      storedPageMiss: await app.request("/about"),
      storedPageHit: await app.request("/about"),
      json: await app.request("/healthz"),
      authJson: await app.request("/api/auth/get-session"),
      authRedirect: await app.request("/api/auth/verify-email?token=t0k3n"),
      asset: await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip" } }),
      notFound: await app.request("/no-such-page"),
      error: await app.request("/broken"),
    };
    expect(takeConsoleErrors()).toHaveLength(1); // Hono's default error handler logs the thrown error
    expect(responses.storedPageHit.headers.get("X-HTML-Cache")).toBe("hit");
    expect(responses.asset.headers.get("Content-Encoding")).toBe("gzip");
    expect(responses.authRedirect.status).toBe(302);
    expect(responses.notFound.status).toBe(404);
    expect(responses.error.status).toBe(500);
    for (const [kind, response] of Object.entries(responses)) {
      expectSecurityHeaders(response, kind, kind.startsWith("storedPage") ? "hashes" : "nonce");
      expect(response.headers.get("Referrer-Policy"), kind).toBe(
        kind === "authRedirect" ? "no-referrer" : "strict-origin-when-cross-origin",
      );
    }
  });

  it("give each response its own nonce, the one its page's scripts carry", async () => {
    const app = productionLikeApp();
    const first = await app.request("/admin");
    const second = await app.request("/admin");
    const html = await first.text();
    expect(nonceInPolicy(first)).not.toBe(nonceInPolicy(second));
    expect(html.match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonceInPolicy(first)}"`));
  });

  it("serve an anonymous public page, stored or not yet, as the same bytes whose inline scripts the policy allows by hash", async () => {
    const app = productionLikeApp();
    const miss = await app.request("/es/about");
    const plain = await app.request("/es/about");
    const gzipped = await app.request("/es/about", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(miss.headers.get("X-HTML-Cache")).toBe("miss");
    expect(plain.headers.get("X-HTML-Cache")).toBe("hit");
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    const pages = [
      await miss.text(),
      await plain.text(),
      gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString("utf8"),
    ];
    for (const [index, response] of [miss, plain, gzipped].entries()) {
      expect(response.headers.get("Content-Security-Policy")).toContain(HASHED_SCRIPT_SRC);
      expect(response.headers.get("Content-Security-Policy")).not.toContain("nonce-");
      expect(pages[index]).toBe(pageHtml(undefined, "/es/about").replaceAll(' nonce="undefined"', ""));
    }
  });

  it("keep the nonce on a public page asked for with a session cookie or a query string", async () => {
    const app = productionLikeApp();
    await app.request("/about");
    const personal = [
      await app.request("/about", { headers: { Cookie: "aw.session_token=abc" } }),
      await app.request("/about?utm_source=mail"),
    ];
    for (const response of personal) {
      expect(await response.text()).toBe(pageHtml(nonceInPolicy(response), "/about"));
    }
  });

  it("send no referrer from the pages whose URLs carry a token", async () => {
    const app = productionLikeApp();
    const tokenPages = [
      "/reset-password?token=a",
      "/es/reset-password?token=a",
      "/verify-email?token=a",
      "/es/verify-email?token=a",
      "/demo-checkout/cs_demo_1?sig=a",
      "/newsletter/unsubscribe/id.sig",
      "/es/newsletter/unsubscribe/id.sig",
      "/booking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/es/feedback/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ];
    for (const page of tokenPages) {
      expect((await app.request(page)).headers.get("Referrer-Policy"), page).toBe("no-referrer");
    }
    expect((await app.request("/about")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("include HSTS for a year with subdomains only when the public origin is https", async () => {
    const https = await productionLikeApp(HTTPS_CONFIG).request("/about");
    expect(https.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect((await productionLikeApp(HTTP_CONFIG).request("/about")).headers.has("Strict-Transport-Security")).toBe(
      false,
    );
  });

  it("let a form post end only on our origins, Stripe's hosted pages and a configured Stripe stand-in", async () => {
    const config = {
      ...HTTPS_CONFIG,
      TRUSTED_ORIGINS: "https://awac.example",
      STRIPE_API_BASE: "http://127.0.0.1:4555/v1",
    };
    const policy = (await productionLikeApp(config).request("/about")).headers.get("Content-Security-Policy");
    expect(policy).toContain(
      "form-action 'self' https://www.awac.example https://awac.example https://checkout.stripe.com https://billing.stripe.com http://127.0.0.1:4555;",
    );
  });

  it("name in form-action, on the zero-setup start without BASE_URL, only the public origin and sources a browser accepts", async () => {
    const zeroSetup = { ...HTTP_CONFIG, BASE_URL: undefined };
    const policy = (await productionLikeApp(zeroSetup).request("/about")).headers.get("Content-Security-Policy");
    expect(policy).toContain(
      "form-action 'self' http://localhost:3000 https://checkout.stripe.com https://billing.stripe.com;",
    );
    const ipv6 = { ...HTTP_CONFIG, BASE_URL: "http://[::1]:3000" };
    const ipv6Policy = (await productionLikeApp(ipv6).request("/about")).headers.get("Content-Security-Policy");
    expect(ipv6Policy).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com;");
  });
});
