import { describe, expect, it } from "vitest";
import { LocaleChangeSchema } from "./preferences-schemas";

describe("LocaleChangeSchema", () => {
  it("takes English or Spanish and defaults the way back to the home page", () => {
    expect(LocaleChangeSchema.parse({ locale: "es" })).toEqual({ locale: "es", redirectTo: "/" });
    expect(LocaleChangeSchema.parse({ locale: "en", redirectTo: "/customer?tab=1" })).toEqual({ locale: "en", redirectTo: "/customer?tab=1" });
    expect(LocaleChangeSchema.safeParse({ locale: "fr" }).success).toBe(false);
  });

  it("refuses a way back that could leave the site", () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "customer", ""]) {
      expect(LocaleChangeSchema.safeParse({ locale: "en", redirectTo }).success, redirectTo).toBe(false);
    }
  });
});
