import type { Page } from "@playwright/test";
import { DEMO_TECH } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

/**
 * Issue 35 items 3 and 4 on a phone: the technician screens are an installable app whose Workbox worker (scope
 * /tech) keeps only their shell and the technician's own day, the public site registers no worker and links no
 * manifest, and the technician's private calendar address works until it is renewed.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function signInAsTechnician(page: Page) {
  const origin = new URL((await page.request.get("/readyz")).url()).origin;
  const answer = await page.request.post("/api/auth/sign-in/email", { data: DEMO_TECH, headers: { origin } });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.context().addCookies([{ name: "lang", value: "en", url: origin }]);
}

test("A technician's screens install as an app with a worker scoped to /tech that keeps only their shell, and the public site has neither", async ({
  page,
}) => {
  await signInAsTechnician(page);
  await page.goto("/tech/calendar");
  await expect(page.getByRole("heading", { name: "My calendar" })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/tech.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#06489c");

  const manifest = await page.request.get("/tech.webmanifest");
  expect(manifest.headers()["cache-control"]).toBe("no-cache");
  expect(await manifest.json()).toMatchObject({
    start_url: "/tech",
    scope: "/tech",
    display: "standalone",
    theme_color: "#06489c",
    icons: expect.arrayContaining([expect.objectContaining({ sizes: "512x512", purpose: "maskable" })]),
  });
  for (const icon of ["/tech-icons/icon-192.png", "/tech-icons/icon-512.png", "/tech-icons/maskable-512.png"])
    expect((await page.request.get(icon)).status()).toBe(200);

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/tech");
  // The precache: the entry, the root and the /tech routes' chunks and the stylesheet; no other screen's code.
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes("precache"));
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((url) => new URL(url).pathname);
  });
  expect(precached.some((path) => /^\/assets\/entry\.client-/.test(path))).toBe(true);
  expect(precached.some((path) => /^\/assets\/app-.*\.css$/.test(path))).toBe(true);
  expect(precached.filter((path) => /admin|customer|dashboard|home-/.test(path))).toEqual([]);
  expect(precached.length).toBeLessThan(25);

  const site = await page.context().newPage();
  await site.goto("/");
  await expect(site.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await site.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration("/")))).toBe(false);
  const worker = await site.request.get("/tech-sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  await site.close();
});

test("A technician gets a private calendar address, a calendar app reads it without a session, and a new one ends the old", async ({
  page,
  playwright,
}) => {
  await signInAsTechnician(page);
  await page.goto("/tech/calendar");
  await page.getByRole("button", { name: /calendar address|new address/ }).click();
  const first = await page.getByLabel("Calendar address").inputValue();
  expect(first).toMatch(/\/tech\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  // A calendar app: no cookies at all.
  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const text = await feed.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toContain("BEGIN:VEVENT");

  await page.getByRole("button", { name: "Get a new address" }).click();
  await expect(page.getByLabel("Calendar address")).not.toHaveValue(first);
  const second = await page.getByLabel("Calendar address").inputValue();
  expect((await calendarApp.get(first)).status()).toBe(404);
  expect((await calendarApp.get(second)).status()).toBe(200);
  await calendarApp.dispose();
});
