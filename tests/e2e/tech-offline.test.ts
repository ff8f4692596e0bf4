import type { Page } from "@playwright/test";
import sharp from "sharp";
import { useAppServerOnPostgres } from "./support/app-server-on-postgres";
import { DEMO_TECH } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";

/**
 * Issue 35 items 3 and 4 on a phone: the technician screens are an installable app whose Workbox worker (scope
 * /tech) keeps only their shell and the technician's own day, the public site registers no worker and links no
 * manifest, the technician's private calendar address works until it is renewed, and actions taken offline wait on
 * the phone and reach the server once when the connection returns.
 */

const PHONE = { width: 390, height: 844 };

/** A real JPEG of a phone camera's proportions (the server checks type and pixel count). */
function testPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}
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
  // The precache: the entry, the root and the /tech routes' chunks (with the shared groups they import) and the
  // stylesheet; no other screen's route module.
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes("precache"));
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((url) => new URL(url).pathname);
  });
  expect(precached.some((path) => /^\/assets\/entry\.client-/.test(path))).toBe(true);
  expect(precached.some((path) => /^\/assets\/app-.*\.css$/.test(path))).toBe(true);
  expect(precached.filter((path) => /admin|customer|dashboard|\/assets\/home-(?!kit)/.test(path))).toEqual([]);
  expect(precached.length).toBeLessThan(40);

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

test.describe("offline on a phone", () => {
  const server = useAppServerOnPostgres("tech_offline");

  test("A technician goes offline, marks on my way and completes with a photo, and back online the visit is completed once with one photo", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const [kevin] = (
      await server.query(
        `select t.id from technicians t join "user" u on u.id = t.user_id where u.email = 'tech@awac.example'`,
      )
    ).rows as { id: string }[];
    const [customer] = (await server.query("select id from customers order by customer_number limit 1")).rows as {
      id: string;
    }[];
    // A visit in today's business day whatever the hour: its window started a minute ago.
    const [visit] = (
      await server.query(
        `insert into appointments (customer_id, service_type, appointment_date, window_end, service_address, phone,
           status, technician_id, technician_name, customer_notes)
         values ($1, 'Maintenance', now() - interval '1 minute', now() + interval '2 hours', '1 Offline Way, Miami',
           '(305) 555-0199', 'confirmed', $2, 'Kevin Brooks', 'Back gate') returning id`,
        [customer!.id, kevin!.id],
      )
    ).rows as { id: string }[];
    const state = async () =>
      (
        await server.query(
          `select a.status, a.on_my_way_at is not null as on_my_way,
             (select count(*)::int from service_history h where h.appointment_id = a.id) as records,
             (select count(*)::int from service_photos p join service_history h on h.id = p.service_history_id
               where h.appointment_id = a.id) as photos
           from appointments a where a.id = $1`,
          [visit!.id],
        )
      ).rows[0] as { status: string; on_my_way: boolean; records: number; photos: number };

    const answer = await page.request.post(`${server.origin}/api/auth/sign-in/email`, {
      data: DEMO_TECH,
      headers: { origin: server.origin },
    });
    expect(answer.status()).toBe(200);
    await context.addCookies([{ name: "lang", value: "en", url: server.origin }]);

    // Online once: the worker installs, then the day and the visit (its page data) pass through it and are kept.
    await page.goto(`${server.origin}/tech`);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page
      .getByRole("link", { name: /Kevin|Gonzalez|\w+ \w+/ })
      .first()
      .waitFor();
    const visitLink = page.locator(`a[href="/tech/visits/${visit!.id}"]`).first();
    await visitLink.click();
    await expect(page.getByRole("button", { name: "On my way" })).toBeVisible();
    await page.goto(`${server.origin}/tech`);

    await context.setOffline(true);
    await page.reload();
    await visitLink.click();
    await page.getByRole("button", { name: "On my way" }).click();
    await expect(page.locator("#tech-sync-status")).toContainText("1 action waiting to send");
    await expect(page.getByTestId("visit-waiting-to-send")).toHaveText("Waiting to send");

    const completion = page.locator("form[data-offline-queue]").filter({ has: page.locator('[name="workDone"]') });
    const completionKey = await completion.locator('[name="idempotencyKey"]').inputValue();
    await completion.getByLabel("Work done").fill("Cleaned the coil and replaced the filter.");
    await completion.getByLabel("Amount charged ($)").fill("150");
    await completion.getByLabel("Payment").selectOption("paid");
    await completion.getByLabel("Photos (up to 4)").setInputFiles({
      name: "coil.jpg",
      mimeType: "image/jpeg",
      buffer: await testPhoto(),
    });
    await completion.getByRole("button", { name: "Completed" }).click();
    await expect(page.locator("#tech-sync-status")).toContainText("2 actions waiting to send");
    expect(await state()).toMatchObject({ status: "confirmed", on_my_way: false, records: 0, photos: 0 });

    await context.setOffline(false);
    await expect.poll(state, { timeout: 30_000 }).toMatchObject({
      status: "completed",
      on_my_way: true,
      records: 1,
      photos: 1,
    });
    await expect(page.locator("#tech-sync-status")).toContainText("All sent.");
    await expect(page.getByTestId("visit-waiting-to-send")).toHaveCount(0);

    // The same completion sent again (an answer lost on the way back): its key's receipt answers, nothing changes.
    const replay = await page.request.post(`${server.origin}/tech/visits/${visit!.id}/send`, {
      headers: { origin: server.origin, accept: "application/json" },
      multipart: {
        intent: "completed",
        idempotencyKey: completionKey,
        workDone: "Cleaned the coil and replaced the filter.",
        amountCharged: "150",
        paymentStatus: "paid",
        photos: { name: "coil.jpg", mimeType: "image/jpeg", buffer: await testPhoto() },
      },
    });
    expect(replay.status(), (await replay.text()).slice(0, 300)).toBe(200);
    expect(await replay.json()).toEqual({ ok: true, state: "completed", appointmentId: visit!.id });
    expect(await state()).toMatchObject({ status: "completed", records: 1, photos: 1 });
    // The queue's address answers JSON through the real server, a visit that is not theirs with a JSON 404 too.
    const unknown = await page.request.post(`${server.origin}/tech/visits/${crypto.randomUUID()}/send`, {
      headers: { origin: server.origin, accept: "application/json" },
      multipart: { intent: "arrived", idempotencyKey: crypto.randomUUID() },
    });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error: "NOT_FOUND" });
  });
});
