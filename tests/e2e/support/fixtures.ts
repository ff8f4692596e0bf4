import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { hydrateAfterEveryNavigation } from "./hydration";

/**
 * The development mailbox shows a message's HTML in a frame with sandbox="" (no scripts). Chromium logs this line
 * when the test runner's own per-frame scripts are refused there: the refusal is the behaviour we want.
 */
const SANDBOXED_FRAME_REFUSAL = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/**
 * Every end-to-end test uses this `test`: a console error or an uncaught page error fails it
 * (ARCHITECTURE.md convention 7). A test that expects one lists it in `allowConsoleErrors`.
 *
 * With JavaScript on, every page of the test's context finishes a navigation only once the document has hydrated
 * (support/hydration.ts): the modules start after the first paint (ADR 056).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; failOnConsoleErrors: void }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      context.pages().forEach(hydrateAfterEveryNavigation);
      context.on("page", hydrateAfterEveryNavigation);
    }
    await use(context);
  },
  allowConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (allowConsoleErrors.some((pattern) => pattern.test(text)) || SANDBOXED_FRAME_REFUSAL.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds target size, 2.5.8): every scan's rules (issue 33 #15). */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Scans the page with axe-core (by default WCAG 2.2 AA, which includes 2.0 and 2.1) and fails on any violation. */
export async function expectNoAxeViolations(page: Page, tags: readonly string[] = WCAG_22_AA): Promise<void> {
  // A toast or menu still fading in has a partial opacity, which axe measures as low contrast: scan the settled page.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  // Legacy mode runs axe in the page's own frames. The default opens a blank page in the context for every scan to
  // combine the frames' results, which made each scan two to three times slower here; our only frames are
  // same-origin (the mailbox's sandboxed message frame, which no mode can script).
  const results = await new AxeBuilder({ page })
    // Only violations are read: passes and the rest, with a CSS selector for each of their nodes, were much of a
    // scan's work and of the result sent back over the wire. (`options` replaces all options: it comes first.)
    .options({ resultTypes: ["violations"] })
    .withTags([...tags])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

let counter = 0;
/** An address no other test uses, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix = "customer"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
