import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeRedirectPath("/customer/history?page=2", "/customer")).toBe("/customer/history?page=2");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "customer", "", "/\t/evil.example"])(
    "falls back for %j",
    (target) => {
      expect(safeRedirectPath(target, "/customer")).toBe("/customer");
    },
  );

  it("falls back when there is no target", () => {
    expect(safeRedirectPath(null, "/")).toBe("/");
  });
});
