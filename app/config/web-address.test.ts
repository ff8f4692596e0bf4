import { describe, expect, it } from "vitest";
import { isWebAddress } from "./web-address";

describe("isWebAddress", () => {
  it("accepts http and https addresses in any letter case", () => {
    expect(isWebAddress("https://example.com/page?x=1")).toBe(true);
    expect(isWebAddress("http://127.0.0.1:3000")).toBe(true);
    expect(isWebAddress("HTTPS://EXAMPLE.COM")).toBe(true);
  });

  it("refuses script, data, mail and file addresses", () => {
    for (const value of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "mailto:a@b.c",
      "file:///etc/passwd",
    ])
      expect(isWebAddress(value), value).toBe(false);
  });

  it("refuses text that is not an address at all, and a path without a base", () => {
    for (const value of ["", "example.com", "not a url", "/customer", "//evil.example"])
      expect(isWebAddress(value), value).toBe(false);
  });

  it("accepts a same-site path against a base, but never a script address", () => {
    expect(isWebAddress("/customer/billing-demo", "http://placeholder.invalid")).toBe(true);
    expect(isWebAddress("javascript:alert(1)", "http://placeholder.invalid")).toBe(false);
  });
});
