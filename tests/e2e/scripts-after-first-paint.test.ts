import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

// The page's JavaScript starts after the first paint (docs/decisions/056-the-page-javascript-starts-after-the-first-paint.md).
test.describe("The page's JavaScript", () => {
  for (const path of ["/", "/es/", "/contact"]) {
    test(`is requested only after ${path}'s first frame is drawn, and the page still hydrates`, async ({ page }) => {
      // The first animation frame's callbacks run when the browser draws its first frame (the paint timing entry is
      // later: it is when that frame reaches the screen).
      await page.addInitScript(() => {
        requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
      });
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstFrame: (window as { firstFrameAt?: number }).firstFrameAt,
        modules: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(timing.firstFrame).toBeGreaterThan(0);
      expect(timing.modules.length).toBeGreaterThan(2);
      for (const module of timing.modules)
        expect(module.startTime, module.name).toBeGreaterThanOrEqual(timing.firstFrame!);
    });
  }

  test("of a page opened without animation frames (a background tab) still starts", async ({ page }) => {
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });
});
