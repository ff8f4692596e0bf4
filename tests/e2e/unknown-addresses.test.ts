import type { Page } from "@playwright/test";
import { signInAsAdmin, signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

/**
 * Every unknown address answers 404 in its area's frame and language (ADR 030): made-up paths per area, asked for
 * by a visitor, a customer and staff. Someone an area does not let in gets the public site's frame, which shows
 * nothing of the portal or back office.
 */

type Frame = "site" | "portal" | "back-office";
type Language = "en" | "es";

const LONG_SEGMENT = "a".repeat(3000);

const PUBLIC_PATHS = [
  "/x",
  "/es/x",
  "/no/such/page/at/all",
  "/auth/x",
  "/es/sign-out",
  "/blog/a/b",
  "/%",
  `/${LONG_SEGMENT}`,
];
const PORTAL_PATHS = [
  "/customer/x",
  "/customer/auth/x",
  "/customer/dashboard/x/y",
  "/customer/%E0%A4%A",
  "/es/customer",
  "/es/customer/x",
];
const BACK_OFFICE_PATHS = ["/admin/x", "/admin/system/mail/1/x", "/admin/%E0%A4%A", "/es/admin/x"];

const NOT_FOUND_HEADING = { en: "Oops! Page not found", es: "¡Uy! Página no encontrada" } as const;
const PORTAL_SIDEBAR = { en: "Customer portal sidebar", es: "Barra lateral del portal del cliente" } as const;
const BACK_OFFICE_SIDEBAR = { en: "Back office sidebar", es: "Barra lateral de administración" } as const;
const SITE_NAVIGATION = { en: "Main", es: "Principal" } as const;

function languageOf(path: string): Language {
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/** Opens `path` and checks the 404, the page's language, the frame it is drawn in and that no other frame shows. */
async function expectNotFoundIn(page: Page, path: string, frame: Frame) {
  const language = languageOf(path);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.locator("html"), path).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING[language] }), path).toBeVisible();
  const portalSidebar = page.getByRole("complementary", { name: PORTAL_SIDEBAR[language] });
  const backOfficeSidebar = page.getByRole("complementary", { name: BACK_OFFICE_SIDEBAR[language] });
  const siteNavigation = page.getByRole("navigation", { name: SITE_NAVIGATION[language], exact: true });
  await expect(portalSidebar, path).toHaveCount(frame === "portal" ? 1 : 0);
  await expect(backOfficeSidebar, path).toHaveCount(frame === "back-office" ? 1 : 0);
  await expect(siteNavigation, path).toHaveCount(frame === "site" ? 1 : 0);
  await expect(page.getByRole("contentinfo"), path).toHaveCount(frame === "site" ? 1 : 0);
}

test.describe("Unknown addresses", () => {
  // Chromium logs every 404 document as a failed resource load; that is the expected outcome here.
  test.use({ viewport: { width: 1280, height: 900 }, allowConsoleErrors: [/status of 404/] });
  // Each crawl opens a dozen or more pages.
  test.describe.configure({ timeout: 180_000 });

  test("A visitor gets the site's 404 for every made-up address, the portal's and back office's included", async ({
    page,
  }) => {
    for (const path of [...PUBLIC_PATHS, ...PORTAL_PATHS, ...BACK_OFFICE_PATHS])
      await expectNotFoundIn(page, path, "site");
  });

  test("A signed-in customer gets the portal's 404 inside the portal, and the site's everywhere else", async ({
    page,
  }) => {
    await signInAsCustomer(page);
    for (const path of PORTAL_PATHS) await expectNotFoundIn(page, path, "portal");
    for (const path of ["/x", "/es/x", ...BACK_OFFICE_PATHS]) await expectNotFoundIn(page, path, "site");
  });

  test("Staff get the back office's 404 inside the back office", async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of BACK_OFFICE_PATHS) await expectNotFoundIn(page, path, "back-office");
    await expectNotFoundIn(page, "/x", "site");
    // Staff are signed in, so the portal lets them in too.
    await expectNotFoundIn(page, "/customer/x", "portal");
  });

  test("A visitor asking for a known portal or back office screen is still sent to sign in", async ({ page }) => {
    await page.goto("/customer/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcustomer%2Fdashboard$/);
    await page.goto("/admin/system");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("An unknown address under /api answers a JSON 404, never a page", async ({ request }) => {
    for (const method of ["get", "post"] as const) {
      const response = await request[method]("/api/no-such-endpoint/x");
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({ error: "Not Found" });
    }
  });

  test("An address too long for the server is refused with a 4xx, never a 500", async ({ request }) => {
    const response = await request.get(`/${"b".repeat(20_000)}`);
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
});
