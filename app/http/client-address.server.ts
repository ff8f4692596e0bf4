import { isIP } from "node:net";

/**
 * The one request header that carries the client address the server decided (server/client-address-header.ts
 * writes it on every request, replacing whatever the client sent). Every per-address limit reads it: better-auth's
 * (`advanced.ipAddress.ipAddressHeaders`), the public forms' (clientIp) and our own calls into better-auth.
 */
export const CLIENT_ADDRESS_HEADER = "x-aw-client-address";

/**
 * The client's address: the socket's peer unless TRUST_PROXY_HOPS says how many proxies of ours stand in front.
 *
 * Each proxy appends the address it received the request from to X-Forwarded-For, so the list is read from the
 * right: the socket peer is our nearest proxy, and the n-th entry from the right is what the outermost of n trusted
 * proxies saw: the client. Entries further left were written by the client and are never used. With fewer entries
 * than hops (a proxy that replaces the header instead of appending, or a hop count set one too high) the leftmost
 * entry is used: every entry there was still written by one of our proxies, and falling back to the socket would
 * put every visitor into the nearest proxy's one bucket. An entry that is not an IP address is not trusted either.
 */
export function decideClientAddress(input: {
  forwardedFor: string | null | undefined;
  socketAddress: string | null | undefined;
  trustedProxyHops: number;
}): string | undefined {
  const socket = input.socketAddress && isIP(input.socketAddress) ? input.socketAddress : undefined;
  if (input.trustedProxyHops <= 0) return socket;
  const entries = (input.forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  const chosen = entries[Math.max(0, entries.length - input.trustedProxyHops)]!;
  return isIP(chosen) ? chosen : socket;
}

/**
 * The part of an address a limit counts on: an IPv4 address as it is (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * an IPv6 address by its /64 network, since one household or server is normally given a whole /64 and could
 * otherwise take a new address for every request. better-auth keys its own limits the same way (ipv6Subnet 64).
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, "0"))
    .join(":")}::/64`;
}
