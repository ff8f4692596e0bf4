import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ReportRow } from "./report-table";
import { runScript } from "./scale-database";

/**
 * Issue 35's row for `npm run bench`: `npm run bench:board` in a child process, with its own throw-away database,
 * writing its row to a file. When it fails, one MISSED row says why and the run goes on.
 */
export async function dispatchBoardReportRows(): Promise<ReportRow[]> {
  const file = path.join(os.tmpdir(), `aw-bench-board-${process.pid}.json`);
  try {
    await runScript("bench/dispatch-board.ts", ["--rows-json", file], {});
    return JSON.parse(await readFile(file, "utf8")) as ReportRow[];
  } catch (error) {
    console.error("[bench] the dispatch board row failed", error);
    const reason = error instanceof Error ? error.message : String(error);
    return [
      {
        scenario: "dispatch board day view (npm run bench:board)",
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
