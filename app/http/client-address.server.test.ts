import { describe, expect, it } from "vitest";
import { addressBucket, decideClientAddress } from "./client-address.server";

describe("decideClientAddress", () => {
  it("uses the socket address when no proxy is trusted", () => {
    expect(decideClientAddress({ forwardedFor: "10.1.1.1", socketAddress: "203.0.113.7", trustedProxyHops: 0 })).toBe(
      "203.0.113.7",
    );
  });

  it("reads X-Forwarded-For from the right: the n-th entry from the right for n trusted proxies", () => {
    const forwardedFor = "10.6.6.6, 198.51.100.23, 172.16.0.5";
    expect(decideClientAddress({ forwardedFor, socketAddress: "127.0.0.1", trustedProxyHops: 1 })).toBe("172.16.0.5");
    expect(decideClientAddress({ forwardedFor, socketAddress: "127.0.0.1", trustedProxyHops: 2 })).toBe(
      "198.51.100.23",
    );
  });

  it("takes the leftmost entry when there are fewer entries than trusted proxies", () => {
    expect(
      decideClientAddress({ forwardedFor: "198.51.100.23", socketAddress: "127.0.0.1", trustedProxyHops: 3 }),
    ).toBe("198.51.100.23");
  });

  it("falls back to the socket when the header is missing or its chosen entry is not an address", () => {
    expect(decideClientAddress({ forwardedFor: null, socketAddress: "127.0.0.1", trustedProxyHops: 1 })).toBe(
      "127.0.0.1",
    );
    expect(
      decideClientAddress({ forwardedFor: "1.2.3.4, not-an-ip", socketAddress: "127.0.0.1", trustedProxyHops: 1 }),
    ).toBe("127.0.0.1");
  });

  it("knows no address when the socket's is missing or malformed and no proxy is trusted", () => {
    expect(
      decideClientAddress({ forwardedFor: "10.1.1.1", socketAddress: undefined, trustedProxyHops: 0 }),
    ).toBeUndefined();
    expect(decideClientAddress({ forwardedFor: null, socketAddress: "garbage", trustedProxyHops: 0 })).toBeUndefined();
  });
});

describe("addressBucket", () => {
  it("counts an IPv4 address as itself, also when written IPv4-mapped", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 network as one", () => {
    expect(addressBucket("2001:db8:1:2::1")).toBe("2001:0db8:0001:0002::/64");
    expect(addressBucket("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:0db8:0001:0002::/64");
    expect(addressBucket("2001:db8::5")).toBe("2001:0db8:0000:0000::/64");
    expect(addressBucket("::1")).toBe("0000:0000:0000:0000::/64");
  });
});
