import type { Page } from "@playwright/test";

/**
 * Resolves once the page has drawn two more frames. Scroll events are dispatched in a frame's rendering steps, before
 * its animation-frame callbacks; a React update they cause is committed before the next frame. So when this returns,
 * whatever the page was going to show in answer to what the test just did is on screen: a test can then assert that
 * something is NOT shown without sleeping for a guessed time (a later event that must come after, not a timer).
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
