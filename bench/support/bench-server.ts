import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";

/**
 * The port benches start their own server on: BENCH_PORT, else one the system says is free, so a bench never
 * collides with `npm start` (3000), the end-to-end suite or another bench running at the same time.
 */
async function benchPort(): Promise<number> {
  return process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : freePort();
}

/** Node's flags for the production server, as in package.json's start and serve scripts. */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=1024"];

export type BenchServer = { baseUrl: string; stop: () => Promise<void>; pid?: number };

/**
 * Starts the production build (`buildDir`, else `BUILD_DIR`, default `build`; run `npm run build` first) on a fresh embedded
 * database in a temporary DATA_DIR, waits until /readyz answers, and returns a way to stop it and delete the data.
 */
export async function startBenchServer(
  options: { port?: number; env?: Record<string, string>; buildDir?: string } = {},
): Promise<BenchServer> {
  const port = options.port ?? (await benchPort());
  const buildDir = options.buildDir ?? process.env.BUILD_DIR ?? "build";
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "aw-bench-data-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The same heap bound as `npm start` and `npm run serve` (ADR 055): the bench measures what they run.
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, `${buildDir}/server/index.js`], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BASE_URL: baseUrl,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0001",
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, stop, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the bench server on port ${port} did not become ready (is ${buildDir}/server/index.js built?)`);
}

/** `--url http://host:port` uses a running server; otherwise one is started for the bench. */
export async function benchTarget(
  url: string | undefined,
  options?: Parameters<typeof startBenchServer>[0],
): Promise<BenchServer> {
  if (url) return { baseUrl: url.replace(/\/+$/, ""), stop: async () => {} };
  return startBenchServer(options);
}
