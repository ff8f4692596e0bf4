import { SITE_PUBLIC_PAGES, localizedPaths } from "../../app/seo/public-pages";
import { expectNoClassConflicts } from "./support/class-conflicts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { SCAN_SETTINGS } from "./support/scan-settings";

// Every public page in both languages (the one list in app/seo/public-pages.ts, which also feeds sitemap.xml).
const PATHS = SITE_PUBLIC_PAGES.flatMap((page) =>
  Object.entries(localizedPaths(page)).map(([locale, path]) => ({ locale, path })),
);

test.describe("Accessibility of the public site", () => {
  for (const { locale, path } of PATHS) {
    const scanned = SCAN_SETTINGS.find((setting) => setting.locale === locale)!;
    test(`${path} has no axe-core violations on a ${scanned.viewportName}, and no conflicting utilities and no sideways scrolling on a phone and on a desktop`, async ({
      page,
    }) => {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        const response = await page.goto(path);
        expect(response?.status(), `${path} answers`).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (viewport.width === scanned.viewport.width) await expectNoAxeViolations(page);
        await expectNoClassConflicts(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} is as wide as a ${viewport.width} px screen`).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});
