import {
  LIGHTHOUSE_PAINT_TARGETS,
  LIGHTHOUSE_TARGETS,
  type LighthouseCategory,
  type LighthouseOutcome,
} from "./lighthouse-run";

/** Issue 18 judges Lighthouse by the median of this many runs of each page. */
export const LIGHTHOUSE_RUNS_PER_PAGE = 3;

export type LighthouseMedian = {
  scores: Record<LighthouseCategory, number>;
  fcpMs: number;
  lcpMs: number;
  /** Every score at its target and both paints within theirs. */
  met: boolean;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each score and paint over runs of one page, and whether those medians meet issue 18's goals. */
export function lighthouseMedian(runs: readonly Pick<LighthouseOutcome, "scores" | "paints">[]): LighthouseMedian {
  if (runs.length === 0) throw new Error("lighthouseMedian: no run to take the median of");
  const categories = Object.keys(LIGHTHOUSE_TARGETS) as LighthouseCategory[];
  const scores = Object.fromEntries(
    categories.map((id) => [id, median(runs.map((run) => run.scores.find((score) => score.id === id)?.score ?? 0))]),
  ) as Record<LighthouseCategory, number>;
  const fcpMs = median(runs.map((run) => run.paints.fcpMs));
  const lcpMs = median(runs.map((run) => run.paints.lcpMs));
  const met =
    categories.every((id) => scores[id] >= LIGHTHOUSE_TARGETS[id]) &&
    fcpMs <= LIGHTHOUSE_PAINT_TARGETS.fcpMs &&
    lcpMs <= LIGHTHOUSE_PAINT_TARGETS.lcpMs;
  return { scores, fcpMs, lcpMs, met };
}
