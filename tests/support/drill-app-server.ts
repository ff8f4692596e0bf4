/**
 * The production build as the fault drills run it: a server process of its own on PostgreSQL (the drill's private
 * cluster), started from BUILD_DIR and stopped (or killed) by the drill, and the home page's estimate form posted as a
 * browser without JavaScript posts it. Used by database-restart-drill.ts and job-crash-drill.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export type DrillAppServer = {
  baseUrl: string;
  child: ChildProcess;
  /** SIGTERM unless the process already ended (e.g. the drill killed it), then removes its data directory. */
  stop: () => Promise<void>;
};

const ESTIMATE = {
  name: "Drill Visitor",
  address: "100 Biscayne Blvd, Miami",
  zipCode: "33131",
  phone: "(305) 555-0100",
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDrillAppServer(options: {
  buildDir: string;
  port: number;
  databaseUrl: string;
  /** Every line the server writes (stdout and stderr), appended as it comes. */
  log: string[];
  /** More settings, e.g. a fake monday.com and a short job lease. */
  env?: Record<string, string>;
}): Promise<DrillAppServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "aw-drill-data-"));
  const child = spawn(process.execPath, [`${options.buildDir}/server/index.js`], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: options.buildDir,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      BASE_URL: baseUrl,
      AUTH_SECRET: "drill-secret-drill-secret-drill-secret-0001",
      SEED_DEMO: "",
      // Every post comes from one address: the form limiter must not be what refuses them.
      RATE_LIMIT_FORM_MAX: "100000000",
      RATE_LIMIT_FORM_WINDOW_SECONDS: "600",
      JOB_POLL_INTERVAL_MS: "200",
      ...options.env,
    },
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => options.log.push(...chunk.split("\n").filter(Boolean)));
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, child, stop };
    await pause(200);
  }
  await stop();
  throw new Error(`The app server on port ${options.port} did not become ready:\n${options.log.join("\n")}`);
}

/** One plain (no JavaScript) estimate post; acknowledged when the server answered with the redirect back to the form. */
export async function postEstimate(
  baseUrl: string,
  note: string,
  name = ESTIMATE.name,
): Promise<{ acknowledged: boolean; status: number; body: string }> {
  try {
    const response = await fetch(`${baseUrl}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
      body: new URLSearchParams({ ...ESTIMATE, name, note }).toString(),
      redirect: "manual",
      // Generous for a busy CI machine; a request that waits longer is stuck (e.g. on an exhausted pool) and counts as unanswered.
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    const acknowledged = response.status === 302 || response.status === 303;
    return { acknowledged, status: response.status, body };
  } catch (error) {
    return { acknowledged: false, status: 0, body: String(error) };
  }
}
