import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakeMonday, type FakeMonday } from "../fakes/monday";
import { DEMO_ADMIN, signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { freePort, startAppServer, type RunningProcess } from "./support/own-app-server";
import { afterTwoFrames } from "./support/rendered-frames";
import { SCAN_SETTINGS } from "./support/scan-settings";

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

test.describe("The monday.com panel without a token (the suite's server)", () => {
  test("The panel says the CRM is not connected and what to set, in English on a desktop and in Spanish on a phone", async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(SCAN_SETTINGS[0].viewport);
    await signInAsAdmin(page, "/admin/customers?crm=1");
    const panel = page.getByRole("dialog", { name: "monday.com Integration" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("CRM not connected");
    await expect(panel).toContainText("MONDAY_API_TOKEN");
    await expect(panel).toContainText("MONDAY_BOARD_ID");
    await expect(panel.getByRole("button", { name: "Sync Customers" })).toHaveCount(0);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expectNoAxeViolations(page);

    // The scan's other setting: Spanish on a phone.
    await page.setViewportSize(SCAN_SETTINGS[1].viewport);
    await page.context().addCookies([{ name: "lang", value: "es", url: E2E_BASE_URL }]);
    await page.goto("/admin/customers?crm=1");
    const spanish = page.getByRole("dialog", { name: "Integración con monday.com" });
    await expect(spanish).toContainText("CRM no conectado");
    await expect(spanish).toContainText("MONDAY_API_TOKEN");
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expectNoAxeViolations(page);

    // Closing goes back to the customers list.
    await spanish.getByRole("link", { name: "Cerrar" }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
  });

  test("The sync endpoint needs an admin and refuses a sync without a token", async ({ page, request }) => {
    const anonymous = await request.get("/admin/customers/crm?job=1", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    await signInAsAdmin(page);
    const missing = await page.request.get("/admin/customers/crm?job=999999", { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    const refused = await page.request.post("/admin/customers/crm", {
      form: { boardId: "4242" },
      headers: { Origin: E2E_BASE_URL },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toBe("/admin/customers?crm=1");
  });
});

test.describe("The monday.com panel connected to a fake monday.com (its own server)", () => {
  let fake: FakeMonday;
  let server: RunningProcess;
  let dataDir: string;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fake = await startFakeMonday();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-crm-panel-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startAppServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: origin,
      MONDAY_API_TOKEN: fake.token,
      MONDAY_API_URL: fake.url,
      MONDAY_BOARD_ID: "4242",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(page: Page) {
    await page.goto(`${origin}/admin`);
    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  }

  test("An admin picks the board, syncs the customers and follows the sync to 'Sync Complete' with each result", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    await page.goto(`${origin}/admin/customers?crm=1`);
    const panel = page.getByRole("dialog", { name: "monday.com Integration" });
    await expect(panel.getByLabel("Board")).toHaveValue("4242");
    await expect(panel.getByRole("option", { name: "Leads (default)" })).toBeAttached();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expectNoAxeViolations(page);

    // No board chosen: the spec's toast, and nothing is queued.
    await panel.getByLabel("Board").selectOption("");
    await panel.getByRole("button", { name: "Sync Customers" }).click();
    await expect(toast(page, "No Board Selected")).toContainText("Please select a monday.com board first");
    await expect(page).not.toHaveURL(/job=/);

    await panel.getByLabel("Board").selectOption("4242");
    await panel.getByRole("button", { name: "Sync Customers" }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?crm=1&job=\d+$/);
    await expect(toast(page, "Sync Complete")).toContainText(/Successfully synced \d+ customers/);
    const results = panel.getByRole("region", { name: "Customers in this sync" });
    await expect(results.getByRole("row").nth(1)).toContainText("Synced");
    await expect(panel.getByTestId("crm-report-status")).toContainText("Completed");
    expect(fake.items.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // A reload shows the same report without announcing it again.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(panel.getByTestId("crm-report-status")).toContainText("Completed");
    // Hydration ran the effects that announce a report; two frames later a toast they raised would be drawn.
    await afterTwoFrames(page);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sync Complete" })).toHaveCount(0);
  });

  test("A failure to read the boards says 'Error Loading Boards'", async ({ page }) => {
    await signIn(page);
    fake.failFor("graphql-error", 60_000);
    try {
      await page.goto(`${origin}/admin/customers?crm=1`);
      const panel = page.getByRole("dialog", { name: "monday.com Integration" });
      await expect(panel).toContainText("Error Loading Boards");
      await expect(panel).toContainText("Failed to load monday.com boards");
      await expect(toast(page, "Error Loading Boards")).toBeVisible();
    } finally {
      fake.recover();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("The sync is a plain POST and the report is followed with the Refresh link", async ({ page }) => {
      await signIn(page);
      await page.goto(`${origin}/admin/customers?crm=1`);
      const panel = page.getByRole("dialog", { name: "monday.com Integration" });
      await panel.getByRole("button", { name: "Sync Customers" }).click();
      await expect(page).toHaveURL(/job=\d+/);
      // Every customer already went in the test above: this sync has nothing to send and completes at once.
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId("crm-report-status")).toContainText("Completed", { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    });
  });
});
