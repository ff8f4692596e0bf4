import { describe, expect, it } from "vitest";
import { messagesForPage } from "./messages.server";
import { messagesKey, namespacesForPath, pageSection, viewerSection } from "./page-namespaces";

const VISITOR = { signedIn: false, isAdmin: false };
const CUSTOMER = { signedIn: true, isAdmin: false };
const ADMIN = { signedIn: true, isAdmin: true };

describe("page namespaces", () => {
  it("puts each path in its part of the product, in either language", () => {
    expect(pageSection("/")).toBe("home");
    expect(pageSection("/es")).toBe("home");
    expect(pageSection("/es/about")).toBe("public");
    expect(pageSection("/blog/some-article")).toBe("public");
    expect(pageSection("/customer/auth")).toBe("account");
    expect(pageSection("/es/reset-password")).toBe("account");
    expect(pageSection("/customer/history")).toBe("portal");
    expect(pageSection("/admin")).toBe("account");
    expect(pageSection("/admin/system/mail/1")).toBe("back-office");
  });

  it("gives an address below an account screen the words of the area it sits in, since it is an unknown address there", () => {
    expect(pageSection("/auth/")).toBe("account");
    expect(pageSection("/auth/x")).toBe("public");
    expect(pageSection("/es/sign-out")).toBe("public");
    expect(pageSection("/forgot-password/deep/path")).toBe("public");
    expect(pageSection("/customer/auth/x")).toBe("portal");
    expect(pageSection("/es/customer/auth")).toBe("portal");
    expect(pageSection("/es/customer/x")).toBe("portal");
    expect(pageSection("/es/admin/x")).toBe("back-office");
  });

  it("gives the portal's and back office's frame only to those let in, and the site's to anyone else", () => {
    expect(viewerSection("/customer/x", VISITOR)).toBe("public");
    expect(viewerSection("/customer/x", CUSTOMER)).toBe("portal");
    expect(viewerSection("/customer/x", ADMIN)).toBe("portal");
    expect(viewerSection("/admin/x", VISITOR)).toBe("public");
    expect(viewerSection("/admin/x", CUSTOMER)).toBe("public");
    expect(viewerSection("/admin/x", ADMIN)).toBe("back-office");
    expect(viewerSection("/admin", VISITOR)).toBe("account");
    expect(namespacesForPath("/es/customer/x", VISITOR)).toContain("legal");
    expect(namespacesForPath("/es/customer/x", CUSTOMER)).toContain("portal");
  });

  it("sends the home page its own words and never the back office's", () => {
    expect(namespacesForPath("/", VISITOR)).toContain("home");
    expect(namespacesForPath("/customer", CUSTOMER)).not.toContain("home");
    for (const path of ["/", "/es/contact"]) expect(namespacesForPath(path, ADMIN)).not.toContain("admin");
    expect(namespacesForPath("/admin/dashboard", ADMIN)).toEqual(expect.arrayContaining(["admin", "system", "shell"]));
  });

  it("spares the home page the checkout pages' and contact form's words, which it never shows, and the blog's, which come with its static sections", () => {
    expect(namespacesForPath("/", VISITOR)).toEqual([
      "common",
      "shell",
      "newsletter",
      "pagesShared",
      "home",
      "estimate",
      "legal",
    ]);
    expect(namespacesForPath("/es", CUSTOMER)).not.toContain("billing");
    expect(namespacesForPath("/comfort-club", VISITOR)).toEqual(
      expect.arrayContaining(["billing", "contactPage", "home"]),
    );
  });

  it("sends the SMS consent box's words only to the screens that show it, and asks for them on the way there", () => {
    for (const path of ["/book", "/es/book", "/auth", "/es/auth"])
      expect(namespacesForPath(path, VISITOR)).toContain("smsConsent");
    for (const path of ["/customer/appointments", "/customer/profile"])
      expect(namespacesForPath(path, CUSTOMER)).toContain("smsConsent");
    for (const path of ["/", "/about", "/es/contact"])
      expect(namespacesForPath(path, VISITOR)).not.toContain("smsConsent");
    expect(namespacesForPath("/customer", CUSTOMER)).not.toContain("smsConsent");
    expect(messagesKey("/book")).not.toBe(messagesKey("/about"));
    expect(messagesKey("/book/")).toBe(messagesKey("/book"));
  });

  it("gives one language only", () => {
    const spanish = messagesForPage("es", "/es", VISITOR);
    expect(spanish.home).toBeDefined();
    expect(spanish.admin).toBeUndefined();
    expect(spanish.shell?.skipToContent).toBe("Saltar al contenido principal");
  });

  it("asks for new words when a navigation changes section or language", () => {
    expect(messagesKey("/about")).toBe(messagesKey("/faq"));
    expect(messagesKey("/about")).not.toBe(messagesKey("/es/about"));
    expect(messagesKey("/")).not.toBe(messagesKey("/about"));
    expect(messagesKey("/customer")).not.toBe(messagesKey("/admin/dashboard"));
  });
});
