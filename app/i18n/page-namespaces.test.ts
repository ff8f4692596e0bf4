import { describe, expect, it } from "vitest";
import { messagesForPage } from "./messages.server";
import { messagesKey, namespacesForPath, pageSection } from "./page-namespaces";

describe("page namespaces", () => {
  it("puts each path in its part of the product, in either language", () => {
    expect(pageSection("/")).toBe("home");
    expect(pageSection("/es")).toBe("home");
    expect(pageSection("/es/about")).toBe("public");
    expect(pageSection("/blog/some-article")).toBe("public");
    expect(pageSection("/customer/auth")).toBe("account");
    expect(pageSection("/es/reset-password")).toBe("account");
    expect(pageSection("/customer/history")).toBe("portal");
    expect(pageSection("/admin")).toBe("back-office");
    expect(pageSection("/admin/system/mail/1")).toBe("back-office");
  });

  it("sends the home page its own words and never the back office's", () => {
    expect(namespacesForPath("/")).toContain("home");
    expect(namespacesForPath("/customer")).not.toContain("home");
    for (const path of ["/", "/es/contact"]) expect(namespacesForPath(path)).not.toContain("admin");
    expect(namespacesForPath("/admin/dashboard")).toEqual(expect.arrayContaining(["admin", "system", "shell"]));
  });

  it("gives one language only", () => {
    const spanish = messagesForPage("es", "/es");
    expect(spanish.home).toBeDefined();
    expect(spanish.admin).toBeUndefined();
    expect(spanish.shell?.error.title).toBe("Algo salió mal");
  });

  it("asks for new words when a navigation changes section or language", () => {
    expect(messagesKey("/about")).toBe(messagesKey("/faq"));
    expect(messagesKey("/about")).not.toBe(messagesKey("/es/about"));
    expect(messagesKey("/")).not.toBe(messagesKey("/about"));
    expect(messagesKey("/customer")).not.toBe(messagesKey("/admin/dashboard"));
  });
});
