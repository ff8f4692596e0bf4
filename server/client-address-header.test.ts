import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { clientAddressHeader } from "./client-address-header";

function appEchoingAddress(trustedProxyHops: number) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use("*", clientAddressHeader(trustedProxyHops));
  app.get("/", (c) => c.text(c.req.header(CLIENT_ADDRESS_HEADER) ?? "none"));
  return app;
}

const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } }) as unknown as HttpBindings;

describe("clientAddressHeader", () => {
  it("takes the socket address when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    const app = appEchoingAddress(0);
    for (const spoofed of ["10.2.2.1", "10.2.2.2", "198.51.100.1, 10.0.0.2"]) {
      const response = await app.request("/", { headers: { "x-forwarded-for": spoofed } }, socketFrom("203.0.113.7"));
      expect(await response.text()).toBe("203.0.113.7");
    }
  });

  it("overwrites a client-sent copy of the internal address header", async () => {
    const response = await appEchoingAddress(0).request(
      "/",
      { headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9" } },
      socketFrom("203.0.113.7"),
    );
    expect(await response.text()).toBe("203.0.113.7");
  });

  it("removes a client-sent copy when the socket address is unknown", async () => {
    const response = await appEchoingAddress(0).request(
      "/",
      { headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9" } },
      {} as HttpBindings,
    );
    expect(await response.text()).toBe("none");
  });

  it("behind one trusted proxy takes the entry the proxy appended, not the one the client sent", async () => {
    const response = await appEchoingAddress(1).request(
      "/",
      { headers: { "x-forwarded-for": "10.6.6.6, 198.51.100.23" } },
      socketFrom("127.0.0.1"),
    );
    expect(await response.text()).toBe("198.51.100.23");
  });
});
