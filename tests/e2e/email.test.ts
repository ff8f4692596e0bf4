import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakeSmtp, type CapturedMail, type FakeSmtp } from "../fakes/smtp";
import { E2E_BUILD_DIR } from "./support/e2e-env";
import { freePort } from "./support/own-app-server";
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./support/fixtures";

/**
 * Real e-mail delivery end to end: a second production server, started here with SMTP_URL pointing at a
 * capture server that speaks SMTP, sends the verification and password-reset mails; the test reads them off the
 * wire and follows their links like a person would. (The suite's shared server keeps mail in the development mailbox.)
 */

const STRONG_PASSWORD = "Ocean-Breeze-2031";
const NEW_PASSWORD = "Harbor-Lights-2032";

let smtp: FakeSmtp;
let server: ChildProcess | undefined;
let serverLog = "";
let baseUrl = "";
let dataDir = "";

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`The mail test server exited with ${server.exitCode}:\n${serverLog}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The mail test server was not ready within ${timeoutMs} ms:\n${serverLog}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startFakeSmtp();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-mail-"));
  server = spawn(process.execPath, [`${E2E_BUILD_DIR}/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: E2E_BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      AUTH_SECRET: "e2e-mail-secret-e2e-mail-secret-e2e-mail",
      ADMIN_EMAIL: "owner@awac.example",
      DATABASE_URL: "",
      SEED_DEMO: "",
      SMTP_URL: smtp.url,
      MAIL_FROM: "AW Air Conditioning <no-reply@awac.example>",
      RATE_LIMIT_AUTH_MAX: "1000",
      RATE_LIMIT_FORM_MAX: "1000",
      JOB_POLL_INTERVAL_MS: "100",
      DEMO_ADMIN_PASSWORD: "Demo-Admin-Pass-2026!",
      DEMO_CUSTOMER_PASSWORD: "Demo-Customer-Pass-2026!",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  await waitUntilReady(`${baseUrl}/readyz`, 110_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise<void>((resolve) => server!.once("exit", () => resolve()));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Signs this browser up over HTTP (the sign-up form is accounts.test.ts's) and opens the portal. */
async function signUp(page: Page, firstName: string, email: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { name: `${firstName} Vega`, email, password: STRONG_PASSWORD, firstName, lastName: "Vega" },
    headers: { Origin: baseUrl },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(`${baseUrl}/customer`);
  await expect(page).toHaveURL(`${baseUrl}/customer`);
}

/** The first link of the mail's plain-text part: the action the mail asks the reader to take. */
function firstLink(mail: CapturedMail): string {
  const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

function mailTo(email: string, subject: string) {
  return smtp.waitForMessage((mail) => mail.envelopeTo.includes(email) && mail.subject === subject, 20_000);
}

test.describe("E-mail over SMTP", () => {
  test("A new customer confirms the e-mail address with the link in the mail", async ({ page }) => {
    const email = uniqueEmail("verify");
    await signUp(page, "Marisol", email);
    await expect(page.getByText("Please verify your email address")).toBeVisible();

    const mail = await mailTo(email, "Confirm your email address");
    expect(mail.text).toContain("Hello Marisol,");
    expect(mail.html).toContain("Confirm my email address");
    expect(mail.from).toBe("AW Air Conditioning <no-reply@awac.example>");
    const link = firstLink(mail);
    expect(link.startsWith(`${baseUrl}/api/auth/verify-email?token=`)).toBe(true);

    await page.goto(link);
    await expect(page).toHaveURL(`${baseUrl}/verify-email?status=ok`);
    await expect(page.getByText("Thank you! Your email address is verified.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl}/customer`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Marisol!" })).toBeVisible();
    await expect(page.getByText("Please verify your email address")).toHaveCount(0);
  });

  test("A customer who forgot the password sets a new one from the mailed link and signs in with it", async ({
    page,
  }) => {
    const email = uniqueEmail("reset");
    await signUp(page, "Rafael", email);
    await page.context().clearCookies();

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();

    const mail = await mailTo(email, "Reset your password");
    expect(mail.text).toContain("The link expires in 1 hour.");
    const link = firstLink(mail);
    expect(link.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save Password" }).click();
    await expect(page).toHaveURL(`${baseUrl}/auth`);
    await expect(page.getByText("Password updated")).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl}/customer`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Rafael!" })).toBeVisible();
  });
});
