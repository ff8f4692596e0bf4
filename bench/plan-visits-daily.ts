/**
 * Issue 37's bench row: the daily plan-visit run (runPlanVisitsDay, what the `plan-visits.daily` job does) over
 * 10,000 active plans, each with its open visit due within 30 days (bench/support/plan-visits-daily-seed.ts), on a
 * throw-away PostgreSQL database (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres, trust
 * auth) and on a fresh PGlite data directory. Goal on PostgreSQL: ≤ 60 s with bounded memory. Prints the seconds, the
 * visits offered and sent to the follow-up list, the peak RSS, then runs the day again and prints what that changed
 * (goal: nothing).
 *   npm run bench:plan-visits [-- --plans 10000 --on both|postgres|pglite]
 * Each database is measured in a process of its own (`--on postgres` / `--on pglite`), so one's peak RSS is not the
 * other's. `npm run bench` runs it too (with --rows-json) and adds its rows to its table. Exits 0 even when MISSED.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { PLAN_VISITS_SCALE } from "./support/plan-visits-daily-seed";
import { formatTable, verdict, type ReportRow } from "./support/report-table";
import {
  BENCH_AUTH_SECRET,
  createThrowAwayPglite,
  createThrowAwayPostgres,
  runScript,
  type BenchDatabase,
} from "./support/scale-database";

export const PLAN_VISITS_DAILY_GOAL_SECONDS = 60;

const { values } = parseArgs({
  options: {
    plans: { type: "string", default: String(PLAN_VISITS_SCALE.plans) },
    on: { type: "string", default: "both" },
    "rows-json": { type: "string" },
  },
});
const plans = Number(values.plans);
if (!Number.isInteger(plans) || plans < 1) throw new Error(`expected a whole number of plans, got "${values.plans}"`);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** What one run wrote: the run's rows, counted before and after the second run to show it changed nothing. */
const WRITTEN = sql`select (select count(*) from plan_visit_windows) as windows, (select count(*) from scoped_tokens) as
  tokens, (select count(*) from jobs where type = 'email.send') as mails, (select count(*) from text_messages) as texts,
  (select count(*) from plan_visits where updated_at > created_at) as visits_changed,
  (select max(updated_at) from plan_visits) as last_change`;

async function measure(on: "postgres" | "pglite"): Promise<ReportRow> {
  const database: BenchDatabase =
    on === "postgres" ? await createThrowAwayPostgres(adminUrl) : await createThrowAwayPglite();
  // The app's own database module opens it (migrations, settings, the zones of migration 0016).
  Object.assign(process.env, { ...database.env, AUTH_SECRET: BENCH_AUTH_SECRET });
  const { closeDatabase, database: openDatabase } = await import("~/db/database.server");
  const { runPlanVisitsDay } = await import("~/domain/plan-visits/plan-visits-daily-job.server");
  const { seedPlanVisitsScale } = await import("./support/plan-visits-daily-seed");
  try {
    const db = await openDatabase();
    const seedSeconds = await seedPlanVisitsScale(db, { ...PLAN_VISITS_SCALE, plans });
    console.log(`[bench] ${database.label}: ${plans} plans seeded in ${seedSeconds.toFixed(1)} s`);
    const rssBefore = megabytes(process.memoryUsage().rss);
    const now = new Date();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const counts = await runPlanVisitsDay(db, now);
    const seconds = (performance.now() - started) / 1000;
    // This process's CPU (the app's share; PostgreSQL's is its own) and the machine's load: other work on a shared
    // machine stretches the seconds, not the CPU time.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const load = os.loadavg()[0]!.toFixed(1);
    // maxRSS is the process's peak (kilobytes): the run's, since the seed runs inside the database.
    const peakRss = process.resourceUsage().maxRSS / 1024;
    const first = (await db.execute<Record<string, string>>(WRITTEN)).rows[0]!;
    console.log(
      `[bench] ${database.label}: the run took ${seconds.toFixed(1)} s: ${counts.offered} offered, ${counts.follow_up} to follow-up, ` +
        `${counts.failed} failed; ${first.windows} windows, ${first.tokens} links, ${first.mails} mails, ${first.texts} texts; ` +
        `RSS ${rssBefore.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB; ${cpuSeconds.toFixed(1)} s of this process's CPU, ` +
        `load average ${load} on ${os.availableParallelism()} cores`,
    );
    const againStarted = performance.now();
    const again = await runPlanVisitsDay(db, now);
    const againSeconds = (performance.now() - againStarted) / 1000;
    const second = (await db.execute<Record<string, string>>(WRITTEN)).rows[0]!;
    const unchanged = JSON.stringify(first) === JSON.stringify(second);
    const changedByAgain = again.offered + again.follow_up + again.reminded + again.followedUp + again.overdue;
    console.log(
      `[bench] ${database.label}: the same day again took ${againSeconds.toFixed(1)} s and changed ` +
        `${unchanged && changedByAgain === 0 ? "nothing" : `${changedByAgain} visits (${JSON.stringify(first)} → ${JSON.stringify(second)})`}`,
    );
    const met = seconds <= PLAN_VISITS_DAILY_GOAL_SECONDS && counts.failed === 0 && unchanged && changedByAgain === 0;
    return {
      scenario: `plan visits: the daily run over ${plans.toLocaleString("en-US")} plans`,
      database: database.label,
      goal: `≤ ${PLAN_VISITS_DAILY_GOAL_SECONDS} s, once`,
      result: verdict(met, on === "postgres"),
      rssMb: peakRss,
      notes:
        `${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(1, counts.offered + counts.follow_up)).toFixed(1)} ms a visit): ` +
        `${counts.offered} offered, ${counts.follow_up} to follow-up, ${counts.failed} failed, ${first.texts} texts; ` +
        `app CPU ${cpuSeconds.toFixed(0)} s, load ${load}; ` +
        `again: ${unchanged && changedByAgain === 0 ? "changed nothing" : `CHANGED ${changedByAgain}`} in ${againSeconds.toFixed(1)} s`,
    };
  } finally {
    await closeDatabase();
    await database.drop();
  }
}

/** Each database in its own process, for its own peak RSS; a failed one is a row saying why. */
async function measureEach(): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (const on of ["postgres", "pglite"] as const) {
    const file = path.join(os.tmpdir(), `aw-bench-plan-visits-${process.pid}-${on}.json`);
    try {
      await runScript("bench/plan-visits-daily.ts", ["--on", on, "--plans", String(plans), "--rows-json", file], {});
      rows.push(...(JSON.parse(await readFile(file, "utf8")) as ReportRow[]));
    } catch (error) {
      console.error(`[bench] the plan-visit run on ${on} failed`, error);
      rows.push({
        scenario: "plan visits: the daily run (npm run bench:plan-visits)",
        database: on === "postgres" ? "PostgreSQL" : "PGlite",
        goal: "runs",
        result: on === "postgres" ? "MISSED" : "over",
        notes: `failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      await rm(file, { force: true });
    }
  }
  return rows;
}

if (!["both", "postgres", "pglite"].includes(values.on)) throw new Error(`--on both|postgres|pglite, not ${values.on}`);
const rows = values.on === "both" ? await measureEach() : [await measure(values.on as "postgres" | "pglite")];
if (values.on === "both") console.log(`\n${formatTable(rows)}`);
if (values["rows-json"]) await writeFile(values["rows-json"], JSON.stringify(rows));
