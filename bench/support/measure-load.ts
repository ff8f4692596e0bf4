import { readFileSync } from "node:fs";
import autocannon, { type Options, type Result } from "autocannon";

/**
 * One scenario's figures. The percentiles are computed here from every response's own latency (autocannon's
 * summary has p97.5 and p99 but no p95), by nearest rank over the measured run only, warm-up excluded.
 */
export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  responses: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
};

export type LoadPlan = Omit<Options, "duration"> & { durationSeconds: number; warmupSeconds: number };

/** The value below which `share` of the sorted samples lie (nearest rank: the ⌈share·n⌉-th smallest). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/** Runs autocannon for the warm-up (JIT, caches, connection pool), then again for the measured run. */
export async function measureLoad(plan: LoadPlan): Promise<LoadFigures> {
  const { durationSeconds, warmupSeconds, ...options } = plan;
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const latencies: number[] = [];
  const run = autocannon({ ...options, duration: durationSeconds });
  run.on("response", (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  const result: Result = await run;
  latencies.sort((a, b) => a - b);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    responses: latencies.length,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** "200 ×5400, 302 ×12" (and errors or timeouts when there were any). */
export function describeStatuses(figures: LoadFigures): string {
  const parts = Object.entries(figures.statuses).map(([code, count]) => `${code} ×${count}`);
  if (figures.errors > 0) parts.push(`errors ×${figures.errors}`);
  if (figures.timeouts > 0) parts.push(`timeouts ×${figures.timeouts}`);
  return parts.join(", ") || "no responses";
}

/** The resident memory of a process in MB (VmRSS of /proc/<pid>/status), or undefined off Linux. */
export function residentMegabytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined; // the process is gone, or this is not Linux
  }
}
