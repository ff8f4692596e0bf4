import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { messagesForPage } from "./messages.server";
import { messagesKey, namespacesForPath } from "./page-namespaces";
import { PORTAL_FRAME_PARTS, PORTAL_SCREENS, portalPartsFor, portalScreen, type PortalPart } from "./portal-parts";
import { wordsReadBy } from "../../tests/support/words-read-by";

const APP = path.resolve(__dirname, "..");
const PARTS = new Set(Object.keys(en.portal));
const CUSTOMER = { signedIn: true, isAdmin: false };

const readBy = (file: string) => wordsReadBy(file, "portal", PARTS, ["billing"]);

describe("the portal's words, sent by screen (ADR 052)", () => {
  it("lists every portal screen module", () => {
    const modules = readdirSync(path.join(APP, "routes/customer"))
      .filter((name) => name.endsWith(".tsx") && name !== "_layout.tsx")
      .map((name) => `routes/customer/${name}`);
    expect([...new Set(PORTAL_SCREENS.map((screen) => screen.route))].sort()).toEqual(modules.sort());
  });

  it("sends the frame every part its modules read, and the frame takes no payments", () => {
    const frame = readBy("routes/customer/_layout.tsx");
    expect([...frame.parts].sort()).toEqual([...PORTAL_FRAME_PARTS].sort());
    expect(frame.namespaces.has("billing")).toBe(false);
  });

  it.each(PORTAL_SCREENS.map((screen) => [screen.path, screen] as const))(
    "sends %s every part and namespace its modules read, and no other",
    (_path, screen) => {
      const read = readBy(screen.route);
      expect([...read.parts].filter((part) => !PORTAL_FRAME_PARTS.includes(part as PortalPart)).sort()).toEqual(
        [...screen.parts].sort(),
      );
      expect(read.namespaces.has("billing")).toBe(screen.billing);
    },
  );

  it("finds each address's screen, with or without a trailing slash", () => {
    expect(portalScreen("/customer")?.route).toBe("routes/customer/dashboard.tsx");
    expect(portalScreen("/customer/history/")?.route).toBe("routes/customer/history.tsx");
    expect(portalScreen("/customer/no-such-screen")).toBeUndefined();
    expect(portalPartsFor("/customer/no-such-screen")).toEqual(PORTAL_FRAME_PARTS);
  });

  it("sends the dashboard its parts only, and the checkout words only to the screens that take payments", () => {
    const page = messagesForPage("es", "/customer", CUSTOMER);
    expect(Object.keys(page.portal!).sort()).toEqual([
      "dashboard",
      "history",
      "nav",
      "planVisits",
      "rewards",
      "shell",
      "verifyBanner",
    ]);
    expect(page.portal!.dashboard).not.toEqual(en.portal.dashboard);
    expect(page.billing).toBeUndefined();
    expect(JSON.stringify(page).length).toBeLessThan(
      JSON.stringify(messagesForPage("es", "/customer/subscription", CUSTOMER)).length,
    );
    expect(namespacesForPath("/customer/subscription", CUSTOMER)).toContain("billing");
    expect(namespacesForPath("/customer/checkout", CUSTOMER)).toContain("billing");
    expect(namespacesForPath("/customer/profile", CUSTOMER)).not.toContain("billing");
  });

  it("re-runs the root loader when a customer moves to another screen, never for a new filter on the same one", () => {
    expect(messagesKey("/customer/history")).not.toBe(messagesKey("/customer/profile"));
    expect(messagesKey("/customer/history")).toBe(messagesKey("/customer/history/"));
  });
});
