import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { CLIENT_ADDRESS_HEADER, decideClientAddress } from "~/http/client-address.server";

/**
 * Decides each request's client address once, from the socket and, only when TRUST_PROXY_HOPS says proxies of
 * ours stand in front, from X-Forwarded-For read from the right (see decideClientAddress), and writes it to
 * CLIENT_ADDRESS_HEADER, which every per-address limit reads. The header is always replaced (or removed when no
 * address is known), so a client that sends its own copy never chooses its bucket (security probe F5).
 */
export function clientAddressHeader(trustedProxyHops: number): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const headers = c.req.raw.headers;
    const address = decideClientAddress({
      forwardedFor: headers.get("x-forwarded-for"),
      socketAddress: c.env?.incoming?.socket?.remoteAddress,
      trustedProxyHops,
    });
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    else headers.delete(CLIENT_ADDRESS_HEADER);
    await next();
  };
}
