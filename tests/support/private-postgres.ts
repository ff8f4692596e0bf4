/**
 * A private PostgreSQL cluster for tests and drills that stop and restart the server: never the shared one on
 * 127.0.0.1:5432, which other test runs use at the same time. It uses the Debian PostgreSQL binaries
 * (/usr/lib/postgresql/<version>/bin, newest installed, or PG_BIN), a throw-away data directory, its own port and
 * trust authentication for 127.0.0.1. PostgreSQL refuses to run as root, so as root (CI) every PostgreSQL command
 * runs as the `postgres` OS user, who owns the data directory. Anything that keeps the cluster from starting
 * throws: a test that asked for a cluster fails rather than skipping.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const POSTGRES_OS_USER = "postgres";

export type PrivatePostgres = {
  port: number;
  /** A connection URL for the given database (default `postgres`). */
  url: (database?: string) => string;
  /**
   * `pg_ctl restart -m fast`: every session is terminated ("terminating connection due to administrator command").
   * With `downMs`, the same fast stop, then `downMs` without a server, then a start: an outage long enough to watch.
   */
  restart: (options?: { downMs?: number }) => Promise<void>;
  stop: () => Promise<void>;
  /** Stops the cluster and deletes its data directory. */
  destroy: () => Promise<void>;
};

function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(`No PostgreSQL server binaries under ${root}: install Debian's postgresql package (or set PG_BIN)`);
  return path.join(root, newest, "bin");
}

async function osUserIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL binary as the user allowed to own a cluster: `postgres` when we are root, otherwise ourselves. */
async function runPostgresTool(binary: string, args: string[]): Promise<string> {
  const asRoot = userInfo().uid === 0;
  const [command, commandArgs] = asRoot ? ["runuser", ["-u", POSTGRES_OS_USER, "--", binary, ...args]] : [binary, args];
  try {
    const { stdout } = await run(command, commandArgs, { timeout: 60_000 });
    return stdout;
  } catch (error) {
    const detail = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(
      `${path.basename(binary)} ${args.join(" ")} failed: ${detail.stderr || detail.stdout || detail.message}`,
    );
  }
}

async function waitUntilAccepting(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url });
    // A refused or dropped connection is reported through connect()'s promise; this keeps it from also being thrown.
    client.on("error", (error) => {
      lastError = error;
    });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(
    `The private PostgreSQL cluster did not accept connections within ${timeoutMs} ms: ${String(lastError)}`,
  );
}

/** Creates and starts a cluster on `port` (pick one no other test uses). */
export async function startPrivatePostgres(options: { port: number }): Promise<PrivatePostgres> {
  const { port } = options;
  const bin = postgresBinDir();
  const root = await mkdtemp(path.join("/tmp", `aw-private-pg-${port}-`));
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "server.log");
  if (userInfo().uid === 0) {
    const { uid, gid } = await osUserIds(POSTGRES_OS_USER);
    await chown(root, uid, gid);
  }
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  // The socket lives in the cluster's own directory so that nothing depends on /var/run/postgresql existing.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root} -c fsync=off`;
  const pgCtl = (action: string, extra: string[] = []) =>
    runPostgresTool(path.join(bin, "pg_ctl"), [action, "-D", dataDir, "-l", logFile, "-w", "-t", "60", ...extra]);

  let destroyed = false;
  const stop = async () => {
    await pgCtl("stop", ["-m", "fast"]);
  };
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    try {
      await stop();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  };

  try {
    await runPostgresTool(path.join(bin, "initdb"), [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--no-sync",
    ]);
    await pgCtl("start", ["-o", serverOptions]);
    await waitUntilAccepting(url(), 30_000);
  } catch (error) {
    // The cluster may or may not have started; either way it must not outlive the failed set-up.
    await pgCtl("stop", ["-m", "immediate"]).catch((stopError: unknown) =>
      console.warn(`[private-postgres] ${String(stopError)}`),
    );
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    url,
    restart: async ({ downMs = 0 } = {}) => {
      if (downMs === 0) {
        await pgCtl("restart", ["-m", "fast", "-o", serverOptions]);
        return;
      }
      await stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await pgCtl("start", ["-o", serverOptions]);
    },
    stop,
    destroy,
  };
}
