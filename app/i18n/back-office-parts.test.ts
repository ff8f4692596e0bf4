import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BACK_OFFICE_FRAME_PARTS,
  BACK_OFFICE_SCREENS,
  backOfficePartsFor,
  backOfficeScreen,
  type BackOfficePart,
} from "./back-office-parts";
import { en } from "./en";
import { messagesForPage } from "./messages.server";
import { messagesKey } from "./page-namespaces";
import { wordsReadBy } from "../../tests/support/words-read-by";

const APP = path.resolve(__dirname, "..");
const PARTS = new Set(Object.keys(en.admin));

const partsReadBy = (file: string) => wordsReadBy(file, "admin", PARTS).parts;

describe("the back office's words, sent by screen (ADR 050)", () => {
  it("lists every back-office screen module", () => {
    const modules = readdirSync(path.join(APP, "routes/admin"))
      .filter((name) => name.endsWith(".tsx") && !["_layout.tsx", "login.tsx"].includes(name))
      .map((name) => `routes/admin/${name}`);
    expect(BACK_OFFICE_SCREENS.map((screen) => screen.route).sort()).toEqual(modules.sort());
  });

  it("sends the frame every part its modules read", () => {
    expect([...partsReadBy("routes/admin/_layout.tsx")].sort()).toEqual([...BACK_OFFICE_FRAME_PARTS].sort());
  });

  it.each(BACK_OFFICE_SCREENS.map((screen) => [screen.route, screen] as const))(
    "sends %s every part its modules read, and no other",
    (_route, screen) => {
      const read = [...partsReadBy(screen.route)].filter(
        (part) => !BACK_OFFICE_FRAME_PARTS.includes(part as BackOfficePart),
      );
      expect(read.sort()).toEqual([...screen.parts].sort());
    },
  );

  it("finds each address's screen, static addresses before the dynamic ones", () => {
    expect(backOfficeScreen("/admin/customers")?.route).toBe("routes/admin/customers.tsx");
    expect(backOfficeScreen("/admin/customers/")?.route).toBe("routes/admin/customers.tsx");
    expect(backOfficeScreen("/admin/customers/new")?.route).toBe("routes/admin/customer-new.tsx");
    expect(backOfficeScreen("/admin/customers/import")?.route).toBe("routes/admin/customers-import.tsx");
    expect(backOfficeScreen("/admin/customers/0b8f-42")?.route).toBe("routes/admin/customer-detail.tsx");
    expect(backOfficeScreen("/admin/system/mail/17")?.route).toBe("routes/admin/system-mail-message.tsx");
    expect(backOfficeScreen("/admin/no-such-screen")).toBeUndefined();
    expect(backOfficePartsFor("/admin/no-such-screen")).toEqual(BACK_OFFICE_FRAME_PARTS);
  });

  it("sends a staff page the frame's and its screen's parts only, in the staff member's language", () => {
    const admin = messagesForPage("es", "/admin/customers", { signedIn: true, isAdmin: true }).admin!;
    expect(Object.keys(admin).sort()).toEqual([
      "crmPanel",
      "customerForm",
      "customerImport",
      "customers",
      "live",
      "nav",
      "navCounts",
      "shell",
    ]);
    expect(admin.customers).not.toEqual(en.admin.customers);
    expect(JSON.stringify(admin).length).toBeLessThan(JSON.stringify(en.admin).length / 2);
  });

  it("re-runs the root loader when staff move to another screen, never for a new search on the same one", () => {
    expect(messagesKey("/admin/customers")).not.toBe(messagesKey("/admin/leads"));
    expect(messagesKey("/admin/customers")).not.toBe(messagesKey("/admin/customers/new"));
    expect(messagesKey("/admin/customers")).toBe(messagesKey("/admin/customers/"));
  });
});
