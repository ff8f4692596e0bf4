import type { Page, Request } from "@playwright/test";
import { signInAsAdmin, signInAsCustomer } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

/** Every page-view beacon the page sends, as the body it posted. */
function recordBeacons(page: Page): Array<{ path: string; referrer?: string }> {
  const beacons: Array<{ path: string; referrer?: string }> = [];
  page.on("request", (request) => {
    if (isBeacon(request)) beacons.push(JSON.parse(request.postData() ?? "{}"));
  });
  return beacons;
}

const isBeacon = (request: Request) =>
  new URL(request.url()).pathname === "/api/page-view" && request.method() === "POST";

function beaconFor(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => isBeacon(request) && JSON.parse(request.postData() ?? "{}").path === path);
}

test("A visitor's page loads and in-app navigations each count one view, without a cookie", async ({
  page,
  context,
}) => {
  const beacons = recordBeacons(page);
  const home = beaconFor(page, "/");
  await page.goto("/");
  const homeBeacon = await home;
  expect(homeBeacon.headers()["content-type"]).toMatch(/^text\/plain/);
  expect((await homeBeacon.response())?.status()).toBe(204);

  const about = beaconFor(page, "/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await about;

  const faq = beaconFor(page, "/faq");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await faq;

  // A full load of another page counts once more.
  const spanish = beaconFor(page, "/es");
  await page.goto("/es");
  await spanish;

  await page.waitForTimeout(300); // no late duplicate
  expect(beacons.map((beacon) => beacon.path)).toEqual(["/", "/about", "/faq", "/es"]);
  // Arrived by typing the address: no referrer on any view; in-app navigations never send one.
  expect(beacons.every((beacon) => beacon.referrer === undefined)).toBe(true);
  expect(await context.cookies()).toEqual([]);
});

test("A visitor who sends Global Privacy Control sends no page-view beacon", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const beacons = recordBeacons(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
});

test("The portal and the back office send no page-view beacon", async ({ page, browser }) => {
  const beacons = recordBeacons(page);
  await signInAsCustomer(page);
  await page.goto("/customer/appointments");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  const adminBeacons = recordBeacons(adminPage);
  await signInAsAdmin(adminPage);
  await adminPage.goto("/admin/leads");
  await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();

  await page.waitForTimeout(300);
  // Only the public page the customer signed in from may have counted; nothing after the sign-in did.
  expect(beacons.map((beacon) => beacon.path).filter((path) => path.startsWith("/customer"))).toEqual([]);
  expect(adminBeacons).toEqual([]);
  await adminPage.context().close();
});
