import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_BUILD_DIR, E2E_DATA_DIR, E2E_DATABASE_URL, E2E_PORT } from "./tests/e2e/support/e2e-env";

/** Empties the suite's database before its server starts: the embedded one's directory, or the PostgreSQL database. */
function freshDatabaseCommand(): string {
  if (!E2E_DATABASE_URL) return `rm -rf '${E2E_DATA_DIR}'`;
  const database = new URL(E2E_DATABASE_URL);
  const name = database.pathname.slice(1);
  const maintenance = new URL(E2E_DATABASE_URL);
  maintenance.pathname = "/postgres";
  return (
    `psql '${maintenance}' -q -v ON_ERROR_STOP=1 -c 'drop database if exists ${name} with (force)' ` +
    `-c 'create database ${name}' && rm -rf '${E2E_DATA_DIR}'`
  );
}

/**
 * Debian's `chromium-headless-shell` when it is installed (`.ci/run` installs it), else Debian's `chromium` (ADR 089).
 * The shell is the same Chromium release without the desktop browser's UI layers: in headless mode the full binary
 * runs the whole browser, and the suite took 18:03 with it against 11:12 with the shell on this 2-core machine, every
 * test passing both ways. CHROMIUM_PATH picks another binary.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
  return existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";
}

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build,
 * served by our own Hono server on a fresh embedded database with demo data.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.test.ts",
  // Files run in parallel workers against the one server (tests inside a file stay in order): no file depends on
  // another's data, tests that mail or change an account use their own fresh one, and servers of their own take free
  // ports. E2E_WORKERS=1 runs them one after another.
  fullyParallel: false,
  // Two: three timed out the heaviest pages' scans (the home page, every dialog) on this 2-core machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // PLAYWRIGHT_JSON_OUTPUT_NAME=<file> also writes every test's duration there (README, "The test budget").
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    // No trace unless asked for: recording DOM snapshots of every action of every test took a ninth of the run's CPU,
    // and CI keeps only the log. E2E_TRACE=on keeps a failed test's trace (DOM snapshots, no screencast: a screenshot
    // of every frame kept Chromium's GPU and browser processes busy for most of the run's CPU).
    trace:
      process.env.E2E_TRACE === "on"
        ? { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true }
        : "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The fresh database is made here: Playwright starts the web server BEFORE globalSetup runs, so deleting the
    // data directory there would pull files from under the running server.
    command: `${freshDatabaseCommand()} && node ${E2E_BUILD_DIR}/server/index.js`,
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      BUILD_DIR: E2E_BUILD_DIR,
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      BASE_URL: E2E_BASE_URL,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      ADMIN_EMAIL: "owner@awac.example",
      DATABASE_URL: E2E_DATABASE_URL,
      // The suite tries the product as `npm start` does: demo data, demo logins and the keyless demo checkout.
      SEED_DEMO: "true",
      DEMO_PAYMENTS: "true",
      // The suite signs in and up many times from one address.
      RATE_LIMIT_AUTH_MAX: "1000",
      RATE_LIMIT_FORM_MAX: "1000",
      JOB_POLL_INTERVAL_MS: "200",
      // The demo logins the tests sign in with (admin@awac.example, customer@awac.example, tech@awac.example).
      DEMO_ADMIN_PASSWORD: "Demo-Admin-Pass-2026!",
      DEMO_CUSTOMER_PASSWORD: "Demo-Customer-Pass-2026!",
      DEMO_TECH_PASSWORD: "Demo-Tech-Pass-2026!",
    },
  },
});
