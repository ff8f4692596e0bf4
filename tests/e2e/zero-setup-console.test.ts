import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { freePort, startAppServer, type RunningProcess } from "./support/own-app-server";

/**
 * The zero-setup start (`npm start`: no BASE_URL), opened at the address it prints. The shared fixture fails a test on
 * any console error, so a page whose policy Chromium finds fault with (an invalid `form-action` source) fails here.
 */
test.describe("The zero-setup start", () => {
  let server: RunningProcess | undefined;
  let dataDir = "";
  let origin = "";

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-zero-setup-"));
    const port = await freePort();
    origin = `http://localhost:${port}`;
    // The embedded database, as the newcomer's zero-setup start has it, whatever this run was given.
    server = await startAppServer({ PORT: String(port), DATA_DIR: dataDir, BASE_URL: "" }, 180_000, {
      database: "embedded",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("A newcomer opens the printed address and its pages log no console error", async ({ page }) => {
    for (const pathname of ["/", "/es/", "/contact", "/auth"]) {
      const response = await page.goto(`${origin}${pathname}`);
      expect(response?.status(), pathname).toBe(200);
      expect(response?.headers()["content-security-policy"]).not.toContain("[::1]");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});
