import type { Page } from "@playwright/test";
import { signInAsAdmin, signInAsCustomer } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/e2e-env";
import { SCAN_SETTINGS } from "./support/scan-settings";

/**
 * Every portal screen, with the open states a customer meets on it (the request form, a filtered history).
 * /customer/dashboard is the same route module as /customer, so it is not scanned twice.
 */
const PORTAL_SCREENS = [
  "/customer",
  "/customer/appointments",
  "/customer/appointments?new=1",
  "/customer/history",
  "/customer/history?payment=paid",
  "/customer/quotes",
  "/customer/profile",
  "/customer/profile/password",
  "/customer/subscription",
  "/customer/billing-demo",
] as const;

/** Every back-office screen; a customer's page is found from the list (its id differs from run to run). */
const BACK_OFFICE_SCREENS = [
  "/admin/dashboard",
  "/admin/customers",
  "/admin/customers?add=1",
  "/admin/customers/new",
  "/admin/customers/import",
  "first customer",
  "/admin/leads",
  "/admin/appointments",
  "/admin/schedule",
  "/admin/plan-visits",
  "/admin/price-book",
  "/admin/quotes",
  "/admin/quotes?status=sent",
  "/admin/services",
  "/admin/rewards",
  "/admin/audit",
  "/admin/analytics",
  "/admin/settings",
  "/admin/settings/photos",
  "/admin/newsletter",
  "/admin/system",
  "/admin/team?technician=new",
] as const;

/** The first customer's own page, by the link the Customers list gives it. */
async function firstCustomerPath(page: Page): Promise<string> {
  await page.goto("/admin/customers");
  const href = await page
    .locator('a[href^="/admin/customers/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute("href") ?? "")
        .find((href) => /^\/admin\/customers\/[0-9a-f-]{36}$/.test(href)),
    );
  expect(href, "a customer's page linked from the list").toBeTruthy();
  return href!;
}

async function chooseLanguage(page: Page, locale: string) {
  // The portal remembers the language in the `lang` cookie (and on the account): set it as the switcher would.
  await page.context().addCookies([{ name: "lang", value: locale, url: E2E_BASE_URL }]);
}

for (const { locale, viewportName, viewport } of SCAN_SETTINGS) {
  test.describe(`The portal in ${locale} on a ${viewportName}`, () => {
    test.use({ viewport });

    test(`Every portal screen passes an accessibility scan in ${locale} on a ${viewportName}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInAsCustomer(page);
      await chooseLanguage(page, locale);
      for (const path of PORTAL_SCREENS) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), `${path} answers`).toBe(200);
          await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });

    test(`Every back-office screen passes an accessibility scan in ${locale} on a ${viewportName}`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await signInAsAdmin(page);
      await chooseLanguage(page, locale);
      for (const screen of BACK_OFFICE_SCREENS) {
        const path = screen === "first customer" ? await firstCustomerPath(page) : screen;
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), `${path} answers`).toBe(200);
          await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}
