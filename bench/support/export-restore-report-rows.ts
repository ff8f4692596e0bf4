import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ReportRow } from "./report-table";
import { runScript } from "./scale-database";

/**
 * Issue 38 item 6's rows for `npm run bench`: `npm run bench:export` in a child process, with its own throw-away database,
 * writing its row to a file. When it fails, one MISSED row says why and the run goes on.
 */
export async function exportRestoreReportRows(): Promise<ReportRow[]> {
  const file = path.join(os.tmpdir(), `aw-bench-export-${process.pid}.json`);
  try {
    await runScript("bench/export-restore.ts", ["--rows-json", file], {});
    return JSON.parse(await readFile(file, "utf8")) as ReportRow[];
  } catch (error) {
    console.error("[bench] the export and restore rows failed", error);
    const reason = error instanceof Error ? error.message : String(error);
    return [
      {
        scenario: "full export and restore (npm run bench:export)",
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
