import { ANALYTICS_ROLL_UP_INTERVAL_MINUTES } from "~/config/business-rules";
import { env } from "~/config/env.server";
import { rollUpAnalytics } from "~/domain/analytics/roll-up-analytics.server";
import { database } from "~/db/database.server";
import { enqueueInvoiceOverdueDailyRun } from "~/domain/invoices/invoice-overdue-daily-job.server";
import { enqueueQuoteExpiryDailyRun } from "~/domain/quotes/quote-expiry-daily-job.server";
import { enqueuePlanRenewalsDailyRun } from "~/domain/plan-visits/plan-renewals-daily-job.server";
import { enqueuePlanVisitsDailyRun } from "~/domain/plan-visits/plan-visits-daily-job.server";
import { pruneRateLimits } from "~/domain/rate-limits/prune-rate-limits.server";
import { jobHandlers } from "~/jobs/job-handlers.server";
import { createJobWorker, type JobWorker } from "~/jobs/worker.server";
import { CRM_JOB } from "~/domain/crm/crm-jobs.server";
import { jobWorkerLine } from "./job-worker-line";

/** The first analytics roll-up waits this long after start, so it does not compete with the start itself. */
const FIRST_ANALYTICS_ROLL_UP_DELAY_MS = 5_000;
/** Ended rate-limit windows are deleted this often (their rows only take room; an ended window counts nothing). */
const RATE_LIMIT_PRUNE_INTERVAL_MINUTES = 15;
/**
 * How often each server asks for the day's plan-visit run. The job's dedupe key is the business date, so the first
 * ask of a day queues it and the others change nothing; hourly, a server that was down at midnight still asks.
 */
const PLAN_VISITS_ASK_INTERVAL_MINUTES = 60;

let worker: JobWorker | undefined;
let schedules: Schedule[] = [];

export type BackgroundWorkOptions = { firstAnalyticsRollUpDelayMs?: number };

/**
 * Starts this process's job worker, its periodic analytics roll-up and the pruning of ended rate-limit windows,
 * unless JOB_WORKER=off (e.g. web-only servers). Idempotent. Several servers may run all three: jobs are claimed
 * with SKIP LOCKED, the roll-up takes an advisory lock and writes idempotently, and pruning deletes only ended rows.
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
    jobWorkerLine({
      workerId: worker.id,
      pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
      runnable: Object.keys(jobHandlers),
      crmConfigured: Object.values(CRM_JOB).some((type) => type in jobHandlers),
    }),
  );
  const firstDelayMs = options.firstAnalyticsRollUpDelayMs ?? FIRST_ANALYTICS_ROLL_UP_DELAY_MS;
  schedules = [
    schedulePeriodic({
      firstDelayMs,
      intervalMs: ANALYTICS_ROLL_UP_INTERVAL_MINUTES * 60_000,
      run: async () => {
        const result = await rollUpAnalytics();
        if (result.closedDays.length > 0 || result.prunedViews > 0) {
          console.log(
            `[analytics] closed ${result.closedDays.join(", ") || "no day"}; pruned ${result.prunedViews} raw page views`,
          );
        }
      },
      failure: "[analytics] the periodic roll-up of page views failed; retrying next interval",
    }),
    schedulePeriodic({
      firstDelayMs,
      intervalMs: RATE_LIMIT_PRUNE_INTERVAL_MINUTES * 60_000,
      run: async () => void (await pruneRateLimits()),
      failure: "[rate-limits] pruning the ended windows failed; retrying next interval",
    }),
    schedulePeriodic({
      firstDelayMs,
      intervalMs: PLAN_VISITS_ASK_INTERVAL_MINUTES * 60_000,
      run: async () => {
        const db = await database();
        const now = new Date();
        await enqueuePlanVisitsDailyRun(db, now);
        await enqueuePlanRenewalsDailyRun(db, now);
        await enqueueInvoiceOverdueDailyRun(db, now);
        await enqueueQuoteExpiryDailyRun(db, now);
      },
      failure:
        "[plan-visits] queueing the day's plan-visit, renewal, overdue-invoice or quote-expiry run failed; retrying next interval",
    }),
  ];
}

/** Stops the worker and the periodic timers, waiting a bounded time for the work in flight; call before closing the database. */
export async function stopBackgroundWork(): Promise<void> {
  const stopping = worker;
  const stoppingSchedules = schedules;
  worker = undefined;
  schedules = [];
  await Promise.all([stopping?.stop(), ...stoppingSchedules.map((schedule) => schedule.stop())]);
}

type Schedule = { stop: () => Promise<void> };

/**
 * Runs `run` after `firstDelayMs`, then every `intervalMs`. A failure (the database away, say) is logged with
 * `failure` and the next tick tries again: nothing is thrown out of a timer, which would end the process. The timers
 * are unref'd, so they never keep a process alive that is otherwise done.
 */
function schedulePeriodic(task: {
  firstDelayMs: number;
  intervalMs: number;
  run: () => Promise<void>;
  failure: string;
}): Schedule {
  let running: Promise<void> | undefined;
  let interval: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return; // the previous run is still at work: skip this turn rather than queue behind it
    running = task
      .run()
      .catch((error: unknown) => console.error(task.failure, error))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, task.intervalMs);
    interval.unref();
  }, task.firstDelayMs);
  first.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
