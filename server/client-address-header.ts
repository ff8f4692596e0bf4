import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";

/**
 * Per-IP limits read CLIENT_IP_HEADER. Behind a load balancer it is set there; on a direct start nobody sets it, so
 * without this every visitor would share one bucket. It is filled from the socket only when it is absent.
 */
export function clientAddressHeader(headerName: string): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    if (!c.req.raw.headers.has(headerName)) {
      const address = c.env?.incoming?.socket?.remoteAddress;
      if (address) c.req.raw.headers.set(headerName, address);
    }
    await next();
  };
}
