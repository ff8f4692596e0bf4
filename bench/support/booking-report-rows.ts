import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ReportRow } from "./report-table";
import { runScript } from "./scale-database";

/**
 * Issue 34's two rows for `npm run bench`: `npm run bench:booking` in a child process, with its own throw-away
 * database, writing its rows to a file. When it fails, one MISSED row says why and the run goes on.
 */
export async function bookingReportRows(): Promise<ReportRow[]> {
  const file = path.join(os.tmpdir(), `aw-bench-booking-${process.pid}.json`);
  try {
    await runScript("bench/booking.ts", ["--rows-json", file], {});
    return JSON.parse(await readFile(file, "utf8")) as ReportRow[];
  } catch (error) {
    console.error("[bench] the booking rows failed", error);
    const reason = error instanceof Error ? error.message : String(error);
    return [
      {
        scenario: "booking (npm run bench:booking)",
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
