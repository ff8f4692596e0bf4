import { describe, expect, it } from "vitest";
import { LocaleChangeSchema } from "./preferences-schemas";

describe("LocaleChangeSchema", () => {
  it("takes English or Spanish and defaults the way back to the home page", () => {
    expect(LocaleChangeSchema.parse({ locale: "es" })).toEqual({ locale: "es", redirectTo: "/" });
    expect(LocaleChangeSchema.parse({ locale: "en", redirectTo: "/customer?tab=1" })).toEqual({
      locale: "en",
      redirectTo: "/customer?tab=1",
    });
    expect(LocaleChangeSchema.safeParse({ locale: "fr" }).success).toBe(false);
  });

  it("gives the way back as a normalised path", () => {
    expect(LocaleChangeSchema.parse({ locale: "en", redirectTo: "/customer/./history/../billing" }).redirectTo).toBe(
      "/customer/billing",
    );
  });

  it("refuses a way back that could leave the site", () => {
    for (const redirectTo of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "customer",
      "",
      "/.//evil.example",
      "/a\u0000b",
    ]) {
      expect(LocaleChangeSchema.safeParse({ locale: "en", redirectTo }).success, redirectTo).toBe(false);
    }
  });
});
