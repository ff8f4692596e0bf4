/** Median and p95 of a piece of work, after one warm-up run (plans cached, pages in memory). */
export type Timing = { label: string; p50: number; p95: number; runs: number };

export async function sampleTimings(label: string, runs: number, work: () => Promise<unknown>): Promise<Timing> {
  await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]!;
  return { label, p50: at(0.5), p95: at(0.95), runs };
}

export function formatTiming(timing: Timing, width = 28): string {
  return `${timing.label.padEnd(width)} median ${timing.p50.toFixed(1).padStart(7)} ms   p95 ${timing.p95.toFixed(1).padStart(7)} ms   (${timing.runs} runs)`;
}
