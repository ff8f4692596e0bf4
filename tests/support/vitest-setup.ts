import { afterEach, beforeEach, vi } from "vitest";

// A console error fails the test (ARCHITECTURE.md convention 7). Tests that expect one stub console.error first.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]!.map((part) => (part instanceof Error ? part.stack : String(part))).join(" ");
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});

/** For tests that expect logged errors: returns what was logged so far and clears it. */
export function takeConsoleErrors(): unknown[][] {
  const taken = consoleErrors;
  consoleErrors = [];
  return taken;
}
