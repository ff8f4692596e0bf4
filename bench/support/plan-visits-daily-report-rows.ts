import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ReportRow } from "./report-table";
import { runScript } from "./scale-database";

/**
 * Issue 37's rows for `npm run bench`: `npm run bench:plan-visits` in a child process (PostgreSQL, then PGlite, each
 * on its own throw-away database), writing its rows to a file. When it fails, one MISSED row says why and the run
 * goes on.
 */
export async function planVisitsDailyReportRows(): Promise<ReportRow[]> {
  const file = path.join(os.tmpdir(), `aw-bench-plan-visits-${process.pid}.json`);
  try {
    await runScript("bench/plan-visits-daily.ts", ["--rows-json", file], {});
    return JSON.parse(await readFile(file, "utf8")) as ReportRow[];
  } catch (error) {
    console.error("[bench] the plan-visit rows failed", error);
    const reason = error instanceof Error ? error.message : String(error);
    return [
      {
        scenario: "plan visits: the daily run (npm run bench:plan-visits)",
        database: "PostgreSQL",
        goal: "runs",
        result: "MISSED",
        notes: `failed: ${reason}`,
      },
    ];
  } finally {
    await rm(file, { force: true });
  }
}
