import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** The bench's own AUTH_SECRET, for the seed scripts and the servers alike (a throw-away database, a throw-away key). */
export const BENCH_AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0001";

/** Where the scale seed and the admin script write: a throw-away PostgreSQL database, or a PGlite data directory. */
export type BenchDatabase = {
  label: string;
  /** The environment the app, the seed and the admin script need to use it. */
  env: Record<string, string>;
  /** Opens it from this process (PostgreSQL only: PGlite allows one process, the server's). */
  url?: string;
  drop: () => Promise<void>;
};

/** A new database on the PostgreSQL server of `adminUrl` (trust or password in the URL), dropped by `drop`. */
export async function createThrowAwayPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `aw_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on("error", (error) => console.error("[bench] the PostgreSQL admin connection failed", error));
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The seed and admin scripts run in development mode, which would keep a generated secret in ./data: not here.
  const scratch = await mkdtemp(path.join(os.tmpdir(), "aw-bench-scratch-"));
  return {
    label: "PostgreSQL",
    url: url.toString(),
    env: { DATABASE_URL: url.toString(), DATA_DIR: scratch },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      dropper.on("error", (error) => console.error("[bench] the PostgreSQL admin connection failed", error));
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty PGlite data directory, deleted by `drop` (once no process has it open). */
export async function createThrowAwayPglite(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "aw-bench-pglite-"));
  return {
    label: "PGlite",
    env: { DATABASE_URL: "", DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Runs one of the project's TypeScript scripts with tsx, as `npm run` would, and fails when it does. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  options: { quiet?: boolean } = {},
): Promise<void> {
  const tsx = path.resolve("node_modules/.bin/tsx");
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args], {
      stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "development", AUTH_SECRET: BENCH_AUTH_SECRET, ...env },
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${script} ${args.join(" ")} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

export type Scale = { customers: number; leads: number; auditEntries: number };

/** `npm run db:seed-scale` on the database, with the scale's options; returns the seconds it took. */
export async function seedScale(database: BenchDatabase, scale: Scale): Promise<number> {
  const started = performance.now();
  await runScript(
    "scripts/seed-scale.ts",
    [
      "--customers",
      String(scale.customers),
      "--leads",
      String(scale.leads),
      "--audit-entries",
      String(scale.auditEntries),
    ],
    database.env,
  );
  return (performance.now() - started) / 1000;
}

/** The staff login the search scenario signs in as, made with `npm run admin:create`. */
export const BENCH_ADMIN = {
  email: "bench.admin@example.com",
  password: process.env.BENCH_ADMIN_PASSWORD ?? "Bench-Admin-Pass-2026!",
};

export function createBenchAdmin(database: BenchDatabase): Promise<void> {
  return runScript(
    "scripts/admin-create.ts",
    ["--email", BENCH_ADMIN.email, "--password", BENCH_ADMIN.password, "--name", "Bench Admin"],
    database.env,
    { quiet: true },
  );
}
