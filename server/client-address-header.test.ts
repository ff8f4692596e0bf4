import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddressHeader } from "./client-address-header";

function appEchoingHeader() {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use("*", clientAddressHeader("x-forwarded-for"));
  app.get("/", (c) => c.text(c.req.header("x-forwarded-for") ?? "none"));
  return app;
}

const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } }) as unknown as HttpBindings;

describe("clientAddressHeader", () => {
  it("fills the client IP header from the socket when no proxy set it", async () => {
    const response = await appEchoingHeader().request("/", {}, socketFrom("203.0.113.7"));
    expect(await response.text()).toBe("203.0.113.7");
  });

  it("keeps the value a proxy already set", async () => {
    const response = await appEchoingHeader().request("/", { headers: { "x-forwarded-for": "198.51.100.1, 10.0.0.2" } }, socketFrom("10.0.0.2"));
    expect(await response.text()).toBe("198.51.100.1, 10.0.0.2");
  });

  it("leaves the header absent when the socket address is unknown", async () => {
    const response = await appEchoingHeader().request("/", {}, {} as HttpBindings);
    expect(await response.text()).toBe("none");
  });
});
