import { describe, expect, it } from "vitest";
import {
  SITE_NAV_LINKS,
  customerLoginPath,
  homePath,
  footerOffersNewsletter,
  isHomePath,
  visibleAccountLinks,
  visibleNavLinks,
  type SiteNavLink,
} from "./site-navigation";

describe("the header's navigation", () => {
  it("lists the spec's five pages in order and shows the content pages that exist", () => {
    expect(SITE_NAV_LINKS.map((link) => link.path)).toEqual([
      "/about",
      "/comfort-club",
      "/testimonials",
      "/faq",
      "/contact",
    ]);
    const shown = visibleNavLinks("en").map((link) => link.href);
    expect(shown.filter((href) => href !== "/contact")).toEqual(["/about", "/comfort-club", "/testimonials", "/faq"]);
  });

  it("shows a page once its issue marks it available, in the visitor's language", () => {
    const links: SiteNavLink[] = [
      { label: "about", path: "/about", available: true },
      { label: "faq", path: "/faq", available: false },
      { label: "contact", path: "/contact", available: true },
    ];
    expect(visibleNavLinks("en", links)).toEqual([
      { label: "about", href: "/about" },
      { label: "contact", href: "/contact" },
    ]);
    expect(visibleNavLinks("es", links)).toEqual([
      { label: "about", href: "/es/about" },
      { label: "contact", href: "/es/contact" },
    ]);
  });

  it("points home and Customer Login at the page in the visitor's language", () => {
    expect(homePath("en")).toBe("/");
    expect(homePath("es")).toBe("/es");
    expect(customerLoginPath("en")).toBe("/auth");
    expect(customerLoginPath("es")).toBe("/es/auth");
  });
});

describe("the account menu", () => {
  it("offers a customer the spec's Dashboard, Service Plans and Profile Settings, each leading to its screen", () => {
    expect(visibleAccountLinks(false)).toEqual([
      { label: "dashboard", href: "/customer" },
      { label: "servicePlans", href: "/customer/subscription" },
      { label: "profileSettings", href: "/customer/profile" },
    ]);
  });

  it("adds the back office for an admin", () => {
    expect(visibleAccountLinks(true)).toEqual([
      { label: "dashboard", href: "/customer" },
      { label: "servicePlans", href: "/customer/subscription" },
      { label: "profileSettings", href: "/customer/profile" },
      { label: "backOffice", href: "/admin/dashboard" },
    ]);
  });
});

describe("the home page's own path", () => {
  it("is / in English and /es in Spanish, with or without the trailing slash", () => {
    expect(isHomePath("/", "en")).toBe(true);
    expect(isHomePath("/es", "es")).toBe(true);
    expect(isHomePath("/es/", "es")).toBe(true);
  });

  it("is no other page and no other language's home", () => {
    expect(isHomePath("/about", "en")).toBe(false);
    expect(isHomePath("/es/about", "es")).toBe(false);
    expect(isHomePath("/es", "en")).toBe(false);
    expect(isHomePath("/", "es")).toBe(false);
  });
});

describe("the footer's newsletter band", () => {
  it("is left off the contact page, in both languages, which has a newsletter form of its own", () => {
    expect(footerOffersNewsletter("/contact", "en")).toBe(false);
    expect(footerOffersNewsletter("/contact/", "en")).toBe(false);
    expect(footerOffersNewsletter("/es/contact", "es")).toBe(false);
  });

  it("is on every other page", () => {
    for (const [path, locale] of [
      ["/", "en"],
      ["/es", "es"],
      ["/about", "en"],
      ["/es/comfort-club", "es"],
    ] as const) {
      expect(footerOffersNewsletter(path, locale), path).toBe(true);
    }
  });
});
