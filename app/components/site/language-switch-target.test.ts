import { describe, expect, it } from "vitest";
import { isPrivateAreaPath, languageSwitchTarget } from "./language-switch-target";

describe("languageSwitchTarget", () => {
  it("links the English home page to the Spanish one and back", () => {
    expect(languageSwitchTarget({ pathname: "/", search: "" }, "es")).toEqual({ kind: "link", href: "/es" });
    expect(languageSwitchTarget({ pathname: "/es", search: "" }, "en")).toEqual({ kind: "link", href: "/" });
  });

  it("keeps the page and its query when switching a public page", () => {
    expect(languageSwitchTarget({ pathname: "/auth", search: "?redirectTo=%2Fcustomer" }, "es")).toEqual({
      kind: "link",
      href: "/es/auth?redirectTo=%2Fcustomer",
    });
    expect(languageSwitchTarget({ pathname: "/es/auth", search: "" }, "en")).toEqual({ kind: "link", href: "/auth" });
  });

  it("posts the choice from the portal and the back office, coming back to the same screen", () => {
    expect(languageSwitchTarget({ pathname: "/customer", search: "" }, "es")).toEqual({
      kind: "post",
      locale: "es",
      redirectTo: "/customer",
    });
    expect(languageSwitchTarget({ pathname: "/admin/system", search: "?tab=jobs" }, "en")).toEqual({
      kind: "post",
      locale: "en",
      redirectTo: "/admin/system?tab=jobs",
    });
  });

  it("posts the choice from a public page when someone is signed in, so the account remembers it", () => {
    expect(languageSwitchTarget({ pathname: "/comfort-club", search: "" }, "es", true)).toEqual({
      kind: "post",
      locale: "es",
      redirectTo: "/comfort-club",
    });
    expect(languageSwitchTarget({ pathname: "/es/about", search: "" }, "en", true)).toEqual({
      kind: "post",
      locale: "en",
      redirectTo: "/es/about",
    });
    expect(languageSwitchTarget({ pathname: "/es/about", search: "" }, "en", false)).toEqual({
      kind: "link",
      href: "/about",
    });
  });

  it("treats only /customer and /admin screens as private areas", () => {
    expect(isPrivateAreaPath("/customer")).toBe(true);
    expect(isPrivateAreaPath("/customer/auth")).toBe(true);
    expect(isPrivateAreaPath("/admin")).toBe(true);
    expect(isPrivateAreaPath("/customers-say")).toBe(false);
    expect(isPrivateAreaPath("/administrator")).toBe(false);
    expect(isPrivateAreaPath("/es/about")).toBe(false);
  });
});
