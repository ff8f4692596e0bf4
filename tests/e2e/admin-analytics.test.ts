import { devices, type Page } from "@playwright/test";
import { expectNoClassConflicts } from "./support/class-conflicts";
import { signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

const FIVE_CARDS = ["Visitors", "Page Views", "Views per Visit", "Avg. Session Duration", "Bounce Rate"];

/** A card's figure as a number ("1,234" → 1234). */
async function figure(page: Page, card: string): Promise<number> {
  const text = await page.getByTestId(`analytics-card-${card}`).getByTestId("analytics-figure").innerText();
  return Number(text.replace(/[^\d.]/g, ""));
}

/** Today's visitors and page views as the screen shows them: zero while today has no row yet. */
async function todaysFigures(page: Page): Promise<{ visitors: number; pageviews: number }> {
  if ((await page.getByTestId("analytics-live").count()) === 0) return { visitors: 0, pageviews: 0 };
  return { visitors: await figure(page, "visitors"), pageviews: await figure(page, "pageViews") };
}

test.describe("Analytics & Reports in the back office", () => {
  test.slow();

  test("An admin reads Analytics & Reports: five cards, two monthly lists and the recent contact submissions", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page).toHaveTitle("Analytics & Reports | Admin Portal");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics & Reports" })).toBeVisible();

    // The latest day's five cards with its date, and that day's service requests beside them.
    for (const title of [...FIVE_CARDS, "Service Requests"])
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    await expect(page.getByTestId("analytics-day")).toHaveText(/^Figures for [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId("analytics-card-sessionDuration").getByTestId("analytics-figure")).toHaveText(
      /^(\d+m )?\d+s$/,
    );
    await expect(page.getByTestId("analytics-card-bounceRate").getByTestId("analytics-figure")).toHaveText(
      /^\d+(\.\d)?%$/,
    );

    // Six months in each list, oldest first; the demo's 60 days of traffic show in them.
    for (const list of ["analytics-monthly-visitors", "analytics-monthly-pageviews"]) {
      const months = page.getByTestId(list).getByTestId("analytics-month");
      await expect(months).toHaveCount(6);
      const figures = (await months.allInnerTexts()).map((text) => Number(text.split("\n").at(-1)!.replace(/\D/g, "")));
      expect(figures.some((value) => value > 1000)).toBe(true);
    }
    await expect(page.getByRole("heading", { name: "Monthly Visitors" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Monthly Page Views" })).toBeVisible();
    await expect(page.getByTestId("analytics-top-pages")).toContainText("visitors summed per day");

    // The demo's contact-form messages, newest first, each with a mail link and a way to the lead.
    await expect(page.getByRole("heading", { name: "Recent Contact Submissions" })).toBeVisible();
    const rows = page.getByTestId("contact-submission");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await expect(page.getByTestId("contact-submissions-count")).toHaveText(/^Showing \d+ of [\d,]+ submissions$/);
    await expect(rows.first().getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@/);

    // The screen is scanned in both settings by the back-office sweep (portal-accessibility).
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expectNoClassConflicts(page);

    // The screen on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("analytics-card-visitors")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // In Spanish.
    await page.context().addCookies([{ name: "lang", value: "es", url: E2E_BASE_URL }]);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Analíticas e informes" })).toBeVisible();
    for (const title of [
      "Visitantes",
      "Páginas vistas",
      "Páginas por visita",
      "Duración media de la sesión",
      "Tasa de rebote",
    ]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Visitantes por mes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mensajes de contacto recientes" })).toBeVisible();
    await expect(page.getByTestId("contact-submissions-count")).toHaveText(/^Mostrando \d+ de [\d,]+ mensajes$/);
  });

  test("Visiting public pages moves the analytics figures after the roll-up", async ({ page, browser }) => {
    await signInAsAdmin(page, "/admin/analytics");
    const before = await todaysFigures(page);

    // A new visitor: a browser of its own (its own visitor key), not a test robot's user agent, which is not counted.
    const chrome = devices["Desktop Chrome"].userAgent.replace(
      /Chrome\/[\d.]+/,
      `Chrome/140.0.${Math.floor(Math.random() * 9000) + 1000}.0`,
    );
    const visitor = await browser.newContext({ userAgent: chrome });
    const paths = ["/about", "/faq", "/testimonials"];
    try {
      const tab = await visitor.newPage();
      for (const [index, path] of paths.entries()) {
        // The beacon goes after hydration: each view is counted once the server has answered its beacon.
        const counted = tab.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === "/api/page-view" &&
            JSON.parse(response.request().postData() ?? "{}").path === path,
        );
        await tab.goto(path, index === 0 ? { referer: "https://www.google.com/" } : undefined);
        await tab.locator('html[data-hydrated="true"]').waitFor();
        expect((await counted).status()).toBe(204);
      }
    } finally {
      await visitor.close();
    }

    // Other tests visit public pages at the same time: the figures go up by at least this visitor's share.
    await expect(async () => {
      await page.reload();
      const after = await todaysFigures(page);
      expect(after.pageviews).toBeGreaterThanOrEqual(before.pageviews + paths.length);
      expect(after.visitors).toBeGreaterThanOrEqual(before.visitors + 1);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("analytics-live")).toHaveText(/Live · today/);
    await expect(page.getByTestId("analytics-top-pages")).toContainText("/testimonials");
    // The first page was reached from a search engine: its host (without "www.") is a referrer now.
    await expect(page.getByTestId("analytics-top-referrers")).toContainText("google.com");
  });

  // A visitor's contact message in Recent Contact Submissions, with its link to the lead: admin-live-updates.test.ts.
});
