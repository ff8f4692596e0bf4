import type { Page } from "@playwright/test";

/**
 * Waits until the page's JavaScript has hydrated it. The modules start after the first paint (ADR 056), so a test that
 * clicks straight after loading a page can reach it while it still behaves as it does without JavaScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** How long a loaded document may take to hydrate before the navigation that loaded it is reported as failed. */
const HYDRATION_TIMEOUT_MS = 15_000;

type NavigationOptions = { waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit" } | undefined;

/**
 * Makes every navigation of `page` that loads one of our documents (goto, reload, back, forward, and waiting for a URL
 * or a load state after a click) return only once that document has hydrated, so that every end-to-end test acts on the
 * page a visitor gets a moment later. A caller that asks for an early state (`waitUntil: "domcontentloaded"` or
 * "commit") gets the page as it asked, before hydration: that is how a test reaches the unscripted page on purpose.
 */
export function hydrateAfterEveryNavigation(page: Page): void {
  const patch = <K extends "goto" | "reload" | "goBack" | "goForward" | "waitForURL" | "waitForLoadState">(
    name: K,
    optionsOf: (args: Parameters<Page[K]>) => NavigationOptions | string | undefined,
  ) => {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<K, unknown>)[name] = async (...args: Parameters<Page[K]>) => {
      const result = await original(...args);
      const options = optionsOf(args);
      const state = typeof options === "string" ? options : options?.waitUntil;
      if (state !== "domcontentloaded" && state !== "commit") await untilOurDocumentHydrates(page);
      return result;
    };
  };
  patch("goto", (args) => args[1]);
  patch("reload", (args) => args[0]);
  patch("goBack", (args) => args[0]);
  patch("goForward", (args) => args[0]);
  patch("waitForURL", (args) => args[1]);
  patch("waitForLoadState", (args) => args[0]);
}

/**
 * Waits for `html[data-hydrated]` on a document that carries the deferred module script. Other documents (JSON, a
 * static file, about:blank, another site) return at once; a document replaced while it is read is read again.
 */
async function untilOurDocumentHydrates(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await page.waitForFunction(
        () =>
          !document.querySelector('script[type="text/module-after-paint"]') ||
          document.documentElement.dataset.hydrated === "true",
        undefined,
        { polling: 25, timeout: HYDRATION_TIMEOUT_MS },
      );
      return;
    } catch (error) {
      if (page.isClosed()) return;
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}
