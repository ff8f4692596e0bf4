import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { freePort } from "../../support/free-port";
import { E2E_BUILD_DIR } from "./e2e-env";
import { createThrowAwayDatabase, RUN_HAS_POSTGRES } from "./throw-away-database";

export { freePort };

export type RunningProcess = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Starts a command, keeps what it prints (for failure messages), and stops it with SIGTERM (SIGKILL after 10 s). */
export function startProcess(command: string, args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `probe` resolves true, failing with the process's output when it exits or the time runs out. */
export async function waitFor(
  what: string,
  running: RunningProcess,
  probe: () => Promise<boolean>,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.process.exitCode !== null)
      throw new Error(`${what} exited (${running.process.exitCode}):\n${running.output()}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready after ${timeoutMs} ms:\n${running.output()}`);
}

/** The settings every server of the suite shares (as playwright.config.ts's web server): demo logins with known passwords. */
export const SUITE_SERVER_ENV: Record<string, string> = {
  NODE_ENV: "production",
  BUILD_DIR: E2E_BUILD_DIR,
  HOST: "127.0.0.1",
  AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
  DATABASE_URL: "",
  SEED_DEMO: "true",
  RATE_LIMIT_AUTH_MAX: "1000",
  RATE_LIMIT_FORM_MAX: "1000",
  JOB_POLL_INTERVAL_MS: "200",
  DEMO_ADMIN_PASSWORD: "Demo-Admin-Pass-2026!",
  DEMO_CUSTOMER_PASSWORD: "Demo-Customer-Pass-2026!",
  DEMO_TECH_PASSWORD: "Demo-Tech-Pass-2026!",
};

/**
 * Starts the production build as its own server (its own port and data directory) and waits until it is ready. A run
 * given a PostgreSQL server (CI) puts it on a throw-away database there, dropped when it stops, unless the caller names
 * its database (DATABASE_URL) or asks for the embedded one: seeding the demo on PostgreSQL takes a third of the time,
 * and the suite starts about twenty servers (ADR 082).
 */
export async function startAppServer(
  env: Record<string, string> & { PORT: string; DATA_DIR: string },
  readyTimeoutMs = 90_000,
  options: { database?: "embedded" } = {},
): Promise<RunningProcess> {
  const throwAway =
    RUN_HAS_POSTGRES && env.DATABASE_URL === undefined && options.database !== "embedded"
      ? await createThrowAwayDatabase("aw_e2e_own")
      : undefined;
  const databaseEnv: Record<string, string> = throwAway ? { DATABASE_URL: throwAway.url } : {};
  const server = startProcess(process.execPath, [`${E2E_BUILD_DIR}/server/index.js`], {
    ...SUITE_SERVER_ENV,
    ...env,
    ...databaseEnv,
  });
  const stopped: RunningProcess = {
    ...server,
    stop: async () => {
      await server.stop();
      await throwAway?.drop();
    },
  };
  try {
    await waitFor(
      "the app server",
      server,
      async () => (await fetch(`http://127.0.0.1:${env.PORT}/readyz`)).ok,
      readyTimeoutMs,
    );
  } catch (error) {
    await stopped.stop();
    throw error;
  }
  return stopped;
}

/**
 * For a describe block whose tests change what every visitor sees (settings, photos): a server of the suite's kind
 * on a free port and a fresh data directory, started before the block and stopped (its directory removed) after it.
 * `origin` is readable once the block's first test runs.
 */
export function useAppServerOfItsOwn(dataDirPrefix: string): { readonly origin: string } {
  let server: RunningProcess | undefined;
  let dataDir = "";
  let origin = "";
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startAppServer({ PORT: String(port), DATA_DIR: dataDir, BASE_URL: origin });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get origin() {
      return origin;
    },
  };
}
