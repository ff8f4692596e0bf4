import { ANALYTICS_ROLL_UP_INTERVAL_MINUTES } from "~/config/business-rules";
import { env } from "~/config/env.server";
import { rollUpAnalytics } from "~/domain/analytics/roll-up-analytics.server";
import { jobHandlers } from "~/jobs/job-handlers.server";
import { createJobWorker, type JobWorker } from "~/jobs/worker.server";

/** The first analytics roll-up waits this long after start, so it does not compete with the start itself. */
const FIRST_ANALYTICS_ROLL_UP_DELAY_MS = 5_000;

let worker: JobWorker | undefined;
let analytics: AnalyticsSchedule | undefined;

export type BackgroundWorkOptions = { firstAnalyticsRollUpDelayMs?: number };

/**
 * Starts this process's job worker and its periodic analytics roll-up, unless JOB_WORKER=off (e.g. web-only
 * servers). Idempotent. Several servers may run both: jobs are claimed with SKIP LOCKED, and the roll-up takes an
 * advisory lock and writes idempotently.
 */
export function startBackgroundWork(options: BackgroundWorkOptions = {}): void {
  const config = env();
  if (config.JOB_WORKER === "off" || worker) return;
  worker = createJobWorker({
    handlers: jobHandlers,
    pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
    lockTimeoutMs: config.JOB_LOCK_TIMEOUT_SECONDS * 1000,
    jobTimeLimitMs: config.JOB_TIME_LIMIT_SECONDS * 1000,
  });
  worker.start();
  console.log(
    `[jobs] worker ${worker.id} polling every ${config.JOB_POLL_INTERVAL_MS} ms for: ${Object.keys(jobHandlers).join(", ")}`,
  );
  analytics = scheduleAnalyticsRollUp(options.firstAnalyticsRollUpDelayMs ?? FIRST_ANALYTICS_ROLL_UP_DELAY_MS);
}

/** Stops the worker and the roll-up timer, waiting a bounded time for the work in flight; call before closing the database. */
export async function stopBackgroundWork(): Promise<void> {
  const stopping = worker;
  const stoppingAnalytics = analytics;
  worker = undefined;
  analytics = undefined;
  await Promise.all([stopping?.stop(), stoppingAnalytics?.stop()]);
}

type AnalyticsSchedule = { stop: () => Promise<void> };

/**
 * Runs rollUpAnalytics after `firstDelayMs`, then every ANALYTICS_ROLL_UP_INTERVAL_MINUTES. A failure (the database
 * away, say) is logged and the next tick tries again: nothing is thrown out of a timer, which would end the process.
 * The timers are unref'd, so they never keep a process alive that is otherwise done.
 */
function scheduleAnalyticsRollUp(firstDelayMs: number): AnalyticsSchedule {
  let running: Promise<void> | undefined;
  let interval: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return; // the previous roll-up is still at work: skip this turn rather than queue behind it
    running = rollUpAnalytics()
      .then((result) => {
        if (result.closedDays.length > 0 || result.prunedViews > 0) {
          console.log(
            `[analytics] closed ${result.closedDays.join(", ") || "no day"}; pruned ${result.prunedViews} raw page views`,
          );
        }
      })
      .catch((error: unknown) =>
        console.error("[analytics] the periodic roll-up of page views failed; retrying next interval", error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, ANALYTICS_ROLL_UP_INTERVAL_MINUTES * 60_000);
    interval.unref();
  }, firstDelayMs);
  first.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
