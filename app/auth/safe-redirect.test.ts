import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeRedirectPath("/customer/history?page=2", "/customer")).toBe("/customer/history?page=2");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "customer",
    "",
    "/\t/evil.example",
  ])("falls back for %j", (target) => {
    expect(safeRedirectPath(target, "/customer")).toBe("/customer");
  });

  it.each([
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example/phish",
    "/a/../..//evil.example",
    "/./\\evil.example",
  ])("falls back for %j, which URL normalisation would turn into another host", (target) => {
    expect(safeRedirectPath(target, "/customer")).toBe("/customer");
  });

  it("returns a normalised path when it stays on this site", () => {
    expect(safeRedirectPath("/customer/./history/../billing?tab=1#plans", "/")).toBe("/customer/billing?tab=1#plans");
  });

  it("falls back when there is no target", () => {
    expect(safeRedirectPath(null, "/")).toBe("/");
  });
});
