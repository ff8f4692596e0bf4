import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { DEMO_ADMIN, signInAsAdmin } from "./support/demo-logins";
import { expect, test } from "./support/fixtures";
import { freePort, startAppServer, type RunningProcess } from "./support/own-app-server";

/**
 * No lock-in (issue 38 item 6, ADR 085): staff download the whole business from the System page, `npm run restore`
 * loads it into a new embedded database, and a second server on it shows the same dashboard figures once the admin
 * has set a new password through Forgot password (logins travel without their secrets).
 */

const NEW_PASSWORD = "Restored-Harbor-2033";
let folder = "";
let smtp: FakeSmtp | undefined;
let restored: RunningProcess | undefined;
let source: RunningProcess | undefined;

test.afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  await smtp?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function dashboardFigures(page: Page): Promise<string[]> {
  await expect(page.getByTestId(/^stat-/).first()).toBeVisible();
  return page.getByTestId(/^stat-/).allInnerTexts();
}

function restore(archive: string, dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/restore.ts", archive], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`restore ended ${code}:\n${output}`)),
    );
  });
}

test("Staff download the full export, and a new server restored from it shows the same dashboard after a password reset", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  folder = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-export-"));
  // The business exported is a server of the test's own: the suite's server changes under other tests meanwhile, so
  // its figures before the download need not be the archive's.
  const sourcePort = await freePort();
  const sourceOrigin = `http://127.0.0.1:${sourcePort}`;
  source = await startAppServer({
    PORT: String(sourcePort),
    DATA_DIR: path.join(folder, "source-data"),
    BASE_URL: sourceOrigin,
  });
  const page = await (await browser.newContext({ baseURL: sourceOrigin })).newPage();
  await signInAsAdmin(page);
  const before = await dashboardFigures(page);

  await page.goto("/admin/system");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download full export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aw-export-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const archive = path.join(folder, download.suggestedFilename());
  await download.saveAs(archive);

  const dataDir = path.join(folder, "restored-data");
  expect(await restore(archive, dataDir)).toContain("Restored");
  smtp = await startFakeSmtp();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  restored = await startAppServer(
    { PORT: String(port), DATA_DIR: dataDir, BASE_URL: origin, SEED_DEMO: "", SMTP_URL: smtp.url },
    90_000,
    { database: "embedded" },
  );

  const context = await browser.newContext({ baseURL: origin });
  const second = await context.newPage();
  const oldPassword = await second.request.post("/api/auth/sign-in/email", {
    data: DEMO_ADMIN,
    headers: { origin },
  });
  expect(oldPassword.status(), "the password did not travel").toBe(401);
  await second.goto("/forgot-password");
  await second.getByLabel("Email").fill(DEMO_ADMIN.email);
  await second.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(second.getByText("Check your email")).toBeVisible();
  const mail = await smtp.waitForMessage((message) => message.envelopeTo.includes(DEMO_ADMIN.email), 20_000);
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0] ?? "";
  expect(link.startsWith(`${origin}/reset-password?token=`)).toBe(true);
  await second.goto(link);
  await second.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await second.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await second.getByRole("button", { name: "Save Password" }).click();
  await expect(second.getByText("Password updated")).toBeVisible();

  const signedIn = await second.request.post("/api/auth/sign-in/email", {
    data: { email: DEMO_ADMIN.email, password: NEW_PASSWORD },
    headers: { origin },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await second.goto("/admin/dashboard");
  expect(await dashboardFigures(second)).toEqual(before);
  await context.close();
});
