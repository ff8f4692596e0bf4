import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

test.describe("Newsletter subscribers in the back office", () => {
  test.slow();

  test("A visitor subscribes in the footer; the admin finds them and exports the search as CSV", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("newsletter");
    const name = `=HYPERLINK("http://evil.example","Ana ${Date.now().toString(36)}")`;
    const visitor = await browser.newContext();
    try {
      const site = await visitor.newPage();
      await site.goto("/");
      await site.locator('html[data-hydrated="true"]').waitFor();
      const footer = site.getByRole("contentinfo");
      await footer.getByLabel("Name (optional)").fill(name);
      await footer.getByLabel("Email").fill(email);
      await footer.getByRole("button", { name: "Subscribe Now" }).click();
      await expect(toast(site, "Successfully Subscribed!")).toBeVisible();
    } finally {
      await visitor.close();
    }

    await signInAsAdmin(page, "/admin/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter Subscribers" })).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=newsletter/);
    const row = page.getByTestId("subscriber-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    // Typed text is shown as text.
    await expect(row).toContainText(name);
    await expect(row).toContainText("Footer");
    await expect(page.getByTestId("newsletter-count")).toHaveText("1 subscriber");
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("email,name,source,subscribed_at");
    expect(lines).toHaveLength(2);
    // The name's formula is neutralised: a spreadsheet shows it as text.
    expect(lines[1]).toContain(`${email},"'=HYPERLINK(""http://evil.example"",""Ana `);
    expect(lines[1]).toContain(",footer,");
  });

  test("A search that matches nobody says so", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(`nobody-${Date.now()}`)}`);
    await expect(page.getByText("No subscribers found")).toBeVisible();
    await expect(page.getByTestId("newsletter-count")).toHaveText("0 subscribers");
    // The empty result is the one state of this screen the back-office sweep (portal-accessibility) does not reach.
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expectNoAxeViolations(page);
  });

  test("The export needs a signed-in admin", async ({ request }) => {
    const response = await request.get("/admin/newsletter/export.csv", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/admin");
  });
});
