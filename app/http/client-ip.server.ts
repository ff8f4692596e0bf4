import { env } from "~/config/env.server";

/**
 * The visitor's address for per-IP limits, from the header the load balancer sets (CLIENT_IP_HEADER, the same one
 * better-auth's limits use; its first entry is the client). Without that header (a local start with no proxy)
 * every visitor shares one "unknown" bucket, which errs on the side of limiting.
 */
export function clientIp(request: Request): string {
  const value = request.headers.get(env().CLIENT_IP_HEADER.toLowerCase());
  const first = value?.split(",")[0]?.trim();
  return first && first.length <= 64 ? first : "unknown";
}
