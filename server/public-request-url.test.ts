import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPublicRequestUrl, withPublicRequestUrl } from "./public-request-url";

const origins = { accepted: ["https://shop.example", "http://localhost:3000"], publicOrigin: "https://shop.example" };

describe("withPublicRequestUrl", () => {
  it("passes a request for one of the accepted origins through untouched", () => {
    const request = new Request("http://localhost:3000/faq?x=1", { headers: { host: "localhost:3000" } });
    expect(withPublicRequestUrl(request, origins)).toBe(request);
  });

  it("puts a request with a forged Host on the public origin, keeping path, query, method and headers", async () => {
    const request = new Request("http://evil.example/admin?tab=1", {
      method: "POST",
      headers: { host: "evil.example", "content-type": "application/x-www-form-urlencoded", cookie: "a=b" },
      body: "email=owner%40example.com",
    });
    const rebuilt = withPublicRequestUrl(request, origins);
    expect(rebuilt.url).toBe("https://shop.example/admin?tab=1");
    expect(rebuilt.method).toBe("POST");
    expect(rebuilt.headers.get("host")).toBe("shop.example");
    expect(rebuilt.headers.get("cookie")).toBe("a=b");
    expect(await rebuilt.text()).toBe("email=owner%40example.com");
  });

  it("gives a request that a TLS-terminating proxy passed on over http the configured https origin", () => {
    const rebuilt = withPublicRequestUrl(
      new Request("http://shop.example/contact", { method: "POST", body: "x=1" }),
      origins,
    );
    expect(new URL(rebuilt.url).origin).toBe("https://shop.example");
  });

  it("keeps a path that starts with two slashes on the public origin", () => {
    const rebuilt = withPublicRequestUrl(new Request("http://evil.example//other.example/x"), origins);
    expect(rebuilt.url).toBe("https://shop.example//other.example/x");
  });
});

describe("onPublicRequestUrl on the Node server", () => {
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    const app = new Hono().all("*", async (c) =>
      c.json({ url: c.req.url, host: c.req.header("host"), body: await c.req.text() }),
    );
    const fetch = onPublicRequestUrl(app.fetch, () => ({
      accepted: ["http://localhost:3000"],
      publicOrigin: "http://localhost:3000",
    }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function post(
    host: string,
    body: string,
  ): Promise<{ status: number; json: { url: string; host: string; body: string } }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/auth/sign-up/email?from=form",
          headers: { host, "content-type": "text/plain" },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      req.on("error", reject);
      // Written in two pieces, so the body really arrives as a stream.
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 20);
    });
  }

  it("hands the app the configured origin and the whole streamed body when the client sends a forged Host", async () => {
    const { status, json } = await post("evil.example", "streamed body text");
    expect(status).toBe(200);
    expect(json).toEqual({
      url: "http://localhost:3000/api/auth/sign-up/email?from=form",
      host: "localhost:3000",
      body: "streamed body text",
    });
  });
});
