import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { TEST_ORIGIN } from "../tests/support/auth-test-requests";
import { env } from "~/config/env.server";
import { useTestDatabase } from "../tests/support/test-database";
import { authRoutes } from "./auth-routes";
import { clientAddressHeader } from "./client-address-header";

useTestDatabase();
// A dozen sign-ins, each hashing a password (deliberately slow).
vi.setConfig({ testTimeout: 90_000 });

/** The production chain's first step and better-auth's routes, with the socket peer each request comes from. */
function server(trustedProxyHops: number) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use("*", clientAddressHeader(trustedProxyHops));
  app.route("/", authRoutes);
  return (socketAddress: string, forwardedFor: string, index: number) =>
    app.request(
      "/api/auth/sign-in/email",
      {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", "x-forwarded-for": forwardedFor },
        // A new account each time, so only the per-address limit is in play.
        body: JSON.stringify({ email: `guess${index}@example.com`, password: "Wrong-Harbor-2031" }),
      },
      { incoming: { socket: { remoteAddress: socketAddress } } } as unknown as HttpBindings,
    );
}

describe("the sign-in limit per client address", () => {
  it("is not escaped by a new X-Forwarded-For on every request when no proxy is trusted", async () => {
    const post = server(0);
    const limit = env().RATE_LIMIT_AUTH_MAX;
    for (let index = 0; index < limit; index += 1)
      expect((await post("203.0.113.7", `10.2.2.${index}`, index)).status).toBe(401);
    expect((await post("203.0.113.7", "10.2.2.250", limit)).status).toBe(429);
    expect((await post("203.0.113.8", "10.2.2.251", limit + 1)).status).toBe(401);
  });

  it("behind one trusted proxy counts the address the proxy appended, not the one the client sent before it", async () => {
    const post = server(1);
    const limit = env().RATE_LIMIT_AUTH_MAX;
    for (let index = 0; index < limit; index += 1)
      expect((await post("127.0.0.1", `10.2.2.${index}, 198.51.100.23`, index)).status).toBe(401);
    expect((await post("127.0.0.1", "10.2.2.250, 198.51.100.23", limit)).status).toBe(429);
    expect((await post("127.0.0.1", "10.2.2.250, 198.51.100.24", limit + 1)).status).toBe(401);
  });
});
