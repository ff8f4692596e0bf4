import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BACK_OFFICE_FRAME_PARTS, BACK_OFFICE_SCREENS, backOfficePartsFor, backOfficeScreen, type BackOfficePart } from "./back-office-parts";
import { en } from "./en";
import { messagesForPage } from "./messages.server";
import { messagesKey } from "./page-namespaces";

const APP = path.resolve(__dirname, "..");
const PARTS = new Set(Object.keys(en.admin));

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/") ? path.join(APP, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * The parts of the back office's words that a module and everything it imports in the browser read: `admin.<part>`,
 * or `<name>.<part>` after `const <name> = useMessages().admin;`. Server modules and the catalogue itself are not
 * followed: they read the whole catalogue on the server, never what the page was sent.
 */
function partsReadBy(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  const note = (name: string | undefined) => name && PARTS.has(name) && found.add(name);
  for (const match of source.matchAll(/\badmin\.([a-zA-Z]+)/g)) note(match[1]);
  for (const binding of source.matchAll(/const (\w+) = useMessages\(\)\.admin;/g)) {
    for (const match of source.matchAll(new RegExp(`\\b${binding[1]}\\.([a-zA-Z]+)`, "g"))) note(match[1]);
  }
  for (const match of source.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    const imported = resolveImport(file, match[1] ?? match[2]!);
    if (imported && !imported.includes(".server.") && !imported.startsWith(path.join(APP, "i18n"))) partsReadBy(imported, seen, found);
  }
  return found;
}

describe("the back office's words, sent by screen (ADR 050)", () => {
  it("lists every back-office screen module", () => {
    const modules = readdirSync(path.join(APP, "routes/admin"))
      .filter((name) => name.endsWith(".tsx") && !["_layout.tsx", "login.tsx"].includes(name))
      .map((name) => `routes/admin/${name}`);
    expect(BACK_OFFICE_SCREENS.map((screen) => screen.route).sort()).toEqual(modules.sort());
  });

  it("sends the frame every part its modules read", () => {
    expect([...partsReadBy(path.join(APP, "routes/admin/_layout.tsx"))].sort()).toEqual([...BACK_OFFICE_FRAME_PARTS].sort());
  });

  it.each(BACK_OFFICE_SCREENS.map((screen) => [screen.route, screen] as const))("sends %s every part its modules read, and no other", (_route, screen) => {
    const read = [...partsReadBy(path.join(APP, screen.route))].filter((part) => !BACK_OFFICE_FRAME_PARTS.includes(part as BackOfficePart));
    expect(read.sort()).toEqual([...screen.parts].sort());
  });

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
    expect(Object.keys(admin).sort()).toEqual(["crmPanel", "customerForm", "customerImport", "customers", "live", "nav", "navCounts", "shell"]);
    expect(admin.customers).not.toEqual(en.admin.customers);
    expect(JSON.stringify(admin).length).toBeLessThan(JSON.stringify(en.admin).length / 2);
  });

  it("re-runs the root loader when staff move to another screen, never for a new search on the same one", () => {
    expect(messagesKey("/admin/customers")).not.toBe(messagesKey("/admin/leads"));
    expect(messagesKey("/admin/customers")).not.toBe(messagesKey("/admin/customers/new"));
    expect(messagesKey("/admin/customers")).toBe(messagesKey("/admin/customers/"));
    expect(messagesKey("/customer/history")).toBe(messagesKey("/customer/profile"));
  });
});
