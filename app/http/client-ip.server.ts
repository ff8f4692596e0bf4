import { isIP } from "node:net";
import { addressBucket, CLIENT_ADDRESS_HEADER } from "./client-address.server";

/**
 * The visitor's address for per-address limits, as the server decided it (server/client-address-header.ts writes
 * CLIENT_ADDRESS_HEADER on every request; an IPv6 address counts by its /64). Without it (a request that did not
 * come through the server, as in some tests) every such visitor shares one "unknown" bucket, which errs on the
 * side of limiting.
 */
export function clientIp(request: Request): string {
  const value = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return value && value.length <= 64 ? addressBucket(value) : "unknown";
}

/**
 * The client's whole address as the server decided it (the same header, never one the client chose), for a record
 * that must say where a post came from (the consent ledger); null for a request that did not come through the server.
 */
export function clientAddress(request: Request): string | null {
  const value = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return value && isIP(value) ? value : null;
}
