/** One line of the bench's table. Empty figures print as "—". */
export type ReportRow = {
  scenario: string;
  database: string;
  requestsPerSecond?: number;
  p95Ms?: number;
  p99Ms?: number;
  goal: string;
  /** ok / MISSED against the issue's goal; "over" where a goal is shown for comparison only (the embedded database). */
  result: "ok" | "MISSED" | "over" | "—";
  rssMb?: number;
  notes: string;
};

const dash = "—";
const fixed = (value: number | undefined, digits: number) =>
  value === undefined || Number.isNaN(value)
    ? dash
    : value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The verdict of a goal: MISSED is reserved for the goals the issue sets; comparison rows say "over". */
export function verdict(met: boolean, binding: boolean): ReportRow["result"] {
  if (met) return "ok";
  return binding ? "MISSED" : "over";
}

/** The rows as one aligned text table (Markdown-compatible pipes, so it can be pasted into the README or an issue). */
export function formatTable(rows: ReportRow[]): string {
  const header = ["scenario", "database", "req/s", "p95 ms", "p99 ms", "goal", "result", "RSS MB", "notes"];
  const cells = rows.map((row) => [
    row.scenario,
    row.database,
    fixed(row.requestsPerSecond, 0),
    fixed(row.p95Ms, 1),
    fixed(row.p99Ms, 1),
    row.goal,
    row.result,
    fixed(row.rssMb, 0),
    row.notes,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const numeric = new Set([2, 3, 4, 7]);
  const line = (values: string[]) =>
    `| ${values.map((value, column) => (numeric.has(column) ? value.padStart(widths[column]!) : value.padEnd(widths[column]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (numeric.has(column) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [line(header), rule, ...cells.map(line)].join("\n");
}
