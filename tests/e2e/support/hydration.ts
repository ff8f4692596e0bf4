import type { Page } from "@playwright/test";

/**
 * Waits until the page's JavaScript has hydrated it. The modules start after the first paint (ADR 056), so a test that
 * clicks straight after `goto` can reach the page while it still behaves as it does without JavaScript; a test about
 * the scripted behaviour waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor();
}
