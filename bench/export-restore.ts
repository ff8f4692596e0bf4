/**
 * Times the full export and restore (issue 38 item 6, ADR 085) on PostgreSQL: a throw-away database filled by
 * `npm run db:seed-scale` (100,000 customers, about 1,000,000 service-history rows), `npm run export` from it, then
 * `npm run restore` into a second, new database, each in its own process under /usr/bin/time, so the figures are that
 * process's seconds and peak resident memory. Goal: each ≤ 2 minutes, memory bounded (not growing with the rows).
 *   npm run bench:export [-- --customers 100000 --postgres postgres://postgres@127.0.0.1:5432/postgres --rows-json f]
 * `npm run bench` runs it too (with --rows-json) and adds its rows to its table. Exits 0 even when a goal is MISSED.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { formatTable, verdict, type ReportRow } from "./support/report-table";
import { BENCH_AUTH_SECRET, createThrowAwayPostgres, seedScale, type BenchDatabase } from "./support/scale-database";

const { values } = parseArgs({
  options: {
    customers: { type: "string", default: "100000" },
    postgres: {
      type: "string",
      default: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    "rows-json": { type: "string" },
  },
});
const CUSTOMERS = Number(values.customers);
const GOAL_SECONDS = 120;

/** One script in its own process under GNU time: its wall-clock seconds and peak RSS in MB. */
async function timedScript(script: string, args: string[], env: Record<string, string>) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "aw-bench-time-"));
  const timeFile = path.join(scratch, "time");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        "/usr/bin/time",
        ["-f", "%e %M", "-o", timeFile, path.resolve("node_modules/.bin/tsx"), script, ...args],
        {
          stdio: ["ignore", "inherit", "inherit"],
          env: { ...process.env, NODE_ENV: "development", AUTH_SECRET: BENCH_AUTH_SECRET, ...env },
        },
      );
      child.once("error", reject);
      child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${script} ended with ${code}`))));
    });
    const [seconds, kilobytes] = (await readFile(timeFile, "utf8")).trim().split(/\s+/).map(Number);
    return { seconds: seconds!, rssMb: kilobytes! / 1024 };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function countRows(database: BenchDatabase): Promise<{ customers: number; history: number }> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ customers: string; history: string }>(
      "select (select count(*) from customers) as customers, (select count(*) from service_history) as history",
    );
    return { customers: Number(result.rows[0]!.customers), history: Number(result.rows[0]!.history) };
  } finally {
    await client.end();
  }
}

const source = await createThrowAwayPostgres(values.postgres);
const target = await createThrowAwayPostgres(values.postgres);
const folder = await mkdtemp(path.join(os.tmpdir(), "aw-bench-export-"));
const archive = path.join(folder, "export.tar.gz");
const rows: ReportRow[] = [];
try {
  const seedSeconds = await seedScale(source, { customers: CUSTOMERS, leads: 0, auditEntries: 50_000 });
  const before = await countRows(source);
  console.log(
    `[bench] seeded ${before.customers} customers, ${before.history} service-history rows in ${seedSeconds.toFixed(0)} s`,
  );
  const exported = await timedScript("scripts/export.ts", ["--out", archive], source.env);
  const archiveMb = (await stat(archive)).size / 1024 / 1024;
  const restored = await timedScript("scripts/restore.ts", [archive], target.env);
  const after = await countRows(target);
  const same = after.customers === before.customers && after.history === before.history;
  const scale = `${before.customers} customers, ${before.history} service-history rows`;
  rows.push(
    {
      scenario: "full export (npm run export)",
      database: "PostgreSQL",
      goal: `≤ ${GOAL_SECONDS} s`,
      result: verdict(exported.seconds <= GOAL_SECONDS, true),
      rssMb: exported.rssMb,
      notes: `${exported.seconds.toFixed(1)} s, ${scale}, archive ${archiveMb.toFixed(0)} MB; RSS is the process's peak`,
    },
    {
      scenario: "full restore (npm run restore)",
      database: "PostgreSQL",
      goal: `≤ ${GOAL_SECONDS} s, same rows`,
      result: verdict(restored.seconds <= GOAL_SECONDS && same, true),
      rssMb: restored.rssMb,
      notes: `${restored.seconds.toFixed(1)} s into a new database; ${same ? "same" : "DIFFERENT"} customer and history counts; RSS is the process's peak`,
    },
  );
} finally {
  await rm(folder, { recursive: true, force: true });
  await source.drop();
  await target.drop();
}
console.log(formatTable(rows));
if (values["rows-json"]) await writeFile(values["rows-json"], JSON.stringify(rows));
