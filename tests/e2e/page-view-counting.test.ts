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

function beaconFor(page: Page, path: string | RegExp): Promise<Request> {
  return page.waitForRequest((request) => {
    if (!isBeacon(request)) return false;
    const sent = String(JSON.parse(request.postData() ?? "{}").path);
    return typeof path === "string" ? sent === path : path.test(sent);
  });
}

/*
 * Absence is proven without sleeping: each negative claim is followed by a later view that must send its beacon. A
 * page sends its beacons in order (one zero-delay timer per view, from the same page), and Chromium reports requests
 * in the order they were sent, so a beacon that should not exist would have been recorded before the later one.
 */

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

  // The next view's beacon comes after any late duplicate of the last one would have.
  const spanishAbout = beaconFor(page, /^\/es\/./);
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nosotros" }).click();
  const spanishAboutPath = JSON.parse((await spanishAbout).postData() ?? "{}").path;
  expect(beacons.map((beacon) => beacon.path)).toEqual(["/", "/about", "/faq", "/es", spanishAboutPath]);
  // Arrived by typing the address: no referrer on any view; in-app navigations never send one.
  expect(beacons.every((beacon) => beacon.referrer === undefined)).toBe(true);
  expect(await context.cookies()).toEqual([]);
});

test("A visitor who sends Global Privacy Control sends no page-view beacon", async ({ page }) => {
  // The signal stays on until the test turns it off for one last view, whose beacon marks the end of the wait. The
  // page notes where it was read, so the test knows each view has made its decision before turning it off.
  await page.addInitScript(() => {
    const seen = window as { gpcOff?: boolean; gpcReadOn?: string[] };
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", {
      get: () => {
        (seen.gpcReadOn ??= []).push(location.pathname);
        return seen.gpcOff !== true;
      },
    });
  });
  const beacons = recordBeacons(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(() => page.evaluate(() => (window as { gpcReadOn?: string[] }).gpcReadOn ?? []))
    .toEqual(["/", "/about"]);

  await page.evaluate(() => Object.assign(window, { gpcOff: true }));
  const faq = beaconFor(page, "/faq");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
  await faq;
  expect(beacons.map((beacon) => beacon.path)).toEqual(["/faq"]);
});

test("The portal and the back office send no page-view beacon", async ({ page, browser }) => {
  const beacons = recordBeacons(page);
  await signInAsCustomer(page, "/customer/appointments");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Signing out lands on the home page in the app: its beacon comes after any the portal's pages would have sent.
  const customerHome = beaconFor(page, "/");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await customerHome;

  const adminPage = await (await browser.newContext()).newPage();
  const adminBeacons = recordBeacons(adminPage);
  await signInAsAdmin(adminPage);
  await adminPage.goto("/admin/leads");
  await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
  const adminHome = beaconFor(adminPage, "/");
  await adminPage.getByRole("link", { name: "Back to Website" }).click();
  await adminHome;

  // Only the public page the customer signed in from may have counted; nothing after the sign-in did.
  expect(beacons.map((beacon) => beacon.path).filter((path) => path.startsWith("/customer"))).toEqual([]);
  expect(beacons.at(-1)?.path).toBe("/");
  expect(adminBeacons.map((beacon) => beacon.path)).toEqual(["/"]);
  await adminPage.context().close();
});
