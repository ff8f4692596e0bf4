import type { Browser, Page } from "@playwright/test";
import { DEMO_ADMIN, signInAsAdmin } from "./support/demo-logins";
import { E2E_BASE_URL } from "./support/e2e-env";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { signUpFreshCustomer } from "./support/fresh-accounts";

/** Today on Miami's calendar (the rewards count the business's year). */
function miamiToday(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/** A fresh customer with a record (made by saving the profile), signed in on a page of its own. */
async function freshCustomer(browser: Browser): Promise<{ page: Page; number: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFreshCustomer(page.request, "claims");
  await page.goto("/customer/profile");
  await page.getByLabel("Address Line 1").fill("40 Coral Way");
  await page.getByLabel("City").fill("Miami");
  await page.getByLabel("Zip Code").fill("33145");
  await page.getByRole("button", { name: "Save Profile" }).click();
  let number = "";
  await expect(async () => {
    await page.goto("/customer/profile");
    number = (await page.getByTestId("customer-number").textContent({ timeout: 1_000 })) ?? "";
    expect(number).toMatch(/^AW\d+$/);
  }).toPass({ timeout: 20_000 });
  return { page, number, close: () => context.close() };
}

/** Staff record this year's tune-up, coil cleaning and filter change: 225 points, enough for the Free Service Call. */
async function recordServicesFor(admin: Page, customerNumber: string): Promise<void> {
  const listing = await (await admin.request.get(`/admin/customers?q=${customerNumber}`)).text();
  const customerId = listing.match(/\/admin\/customers\/([0-9a-f-]{36})/)?.[1];
  expect(customerId, `no customer link for ${customerNumber}`).toBeTruthy();
  for (const serviceType of ["AC Tune-Up", "Coil Cleaning", "Filter Replacement"]) {
    const response = await admin.request.post("/admin/services", {
      form: {
        intent: "create",
        customerId: customerId!,
        serviceType,
        serviceDate: miamiToday(),
        amountCharged: "89",
        paymentStatus: "paid",
      },
      headers: { origin: E2E_BASE_URL, accept: "text/html" },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(302);
  }
}

test.describe("Reward claims and the audit log", () => {
  test.slow();

  test("A customer claims a reward, an admin fulfils it, the customer sees it fulfilled and the audit log names the admin", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const customer = await freshCustomer(browser);
    try {
      await signInAsAdmin(page);
      await recordServicesFor(page, customer.number);

      await customer.page.goto("/customer");
      const freeCall = customer.page.getByRole("region", { name: "Rewards" }).getByTestId("reward-free_service_call");
      await freeCall.getByRole("button", { name: "Claim Free Service Call" }).click();
      await expect(freeCall.getByTestId("reward-claim-status")).toHaveText("Requested");

      // The open claims are the default view; the sidebar counts them, its badge read as "N requested".
      await page.goto("/admin/rewards");
      await expect(page.getByRole("heading", { level: 1, name: "Reward Claims" })).toBeVisible();
      const sidebar = page.getByRole("navigation", { name: "Back office" });
      await expect(sidebar.getByRole("link", { name: /^Reward Claims\s*,\s*\d+ requested$/ })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: /^Reward Claims/ }).getByTestId("sidebar-count")).toHaveText(
        /^[1-9]\d*\+?$/,
      );
      // Scanned with an open claim and its Fulfil button, which the sweep's list may not have.
      await page.locator('html[data-hydrated="true"]').waitFor();
      await expectNoAxeViolations(page);

      const row = page.getByTestId("reward-claim-row").filter({ hasText: customer.number });
      await expect(row).toContainText("Free Service Call");
      await expect(row.getByTestId("claim-status")).toHaveText("Requested");
      const claimId = await row.locator('input[name="claimId"]').inputValue();
      await row.getByRole("button", { name: "Mark the Free Service Call claim of Fresh Customer fulfilled" }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Claim Fulfilled" })).toBeVisible();
      await expect(row).toHaveCount(0);

      await page.getByTestId("claims-filter-fulfilled").click();
      await expect(page).toHaveURL(/\/admin\/rewards\?status=fulfilled$/);
      const done = page.getByTestId("reward-claim-row").filter({ hasText: customer.number });
      await expect(done.getByTestId("claim-status")).toHaveText("Fulfilled");
      await expect(done).toContainText("by ");

      // The same claim again (a second tab, a replayed form): refused with 409 and its own message.
      const again = await page.request.post("/admin/rewards", {
        form: { intent: "fulfil", claimId },
        headers: { origin: E2E_BASE_URL, accept: "text/html" },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(409);
      expect(await again.text()).toContain("This reward claim has already been fulfilled.");

      await customer.page.reload();
      await expect(freeCall.getByTestId("reward-claim-status")).toHaveText("Fulfilled");

      await page.goto("/admin/audit?area=rewards");
      await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
      const entry = page.getByTestId("audit-entry").filter({ hasText: customer.number }).first();
      await expect(entry).toContainText("Reward claim fulfilled");
      await expect(entry).toContainText(DEMO_ADMIN.email);
      await expect(entry).toContainText("free_service_call");
      // The audit log is scanned by the back-office sweep (portal-accessibility), in both settings.
    } finally {
      await customer.close();
    }
  });
});
