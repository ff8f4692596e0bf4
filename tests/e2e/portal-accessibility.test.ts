import type { Page } from "@playwright/test";
import { signInAsCustomer } from "./support/demo-logins";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/e2e-env";

/** Every portal screen, with the open states a customer meets on it (the request form, a filtered history). */
const PORTAL_SCREENS = [
  "/customer",
  "/customer/dashboard",
  "/customer/appointments",
  "/customer/appointments?new=1",
  "/customer/history",
  "/customer/history?payment=paid",
  "/customer/profile",
  "/customer/subscription",
] as const;

const VIEWPORTS = [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "desktop", size: { width: 1280, height: 900 } },
] as const;

const LANGUAGES = [
  { locale: "en", htmlLang: "en" },
  { locale: "es", htmlLang: "es" },
] as const;

async function chooseLanguage(page: Page, locale: string) {
  // The portal remembers the language in the `lang` cookie (and on the account): set it as the switcher would.
  await page.context().addCookies([{ name: "lang", value: locale, url: E2E_BASE_URL }]);
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`The portal in ${language.locale} on a ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });

      test(`Every portal screen passes an accessibility scan in ${language.locale} on a ${viewport.name}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await signInAsCustomer(page);
        await chooseLanguage(page, language.locale);
        for (const path of PORTAL_SCREENS) {
          await test.step(path, async () => {
            const response = await page.goto(path);
            expect(response?.status(), `${path} answers`).toBe(200);
            await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
            await expect(page.locator("html")).toHaveAttribute("lang", language.htmlLang);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            await expectNoAxeViolations(page);
          });
        }
      });
    });
  }
}
